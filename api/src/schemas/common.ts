import Type, { type Static, type TSchema } from 'typebox';

/** Schemas shared by many routes. Every route declares its request and response with these. */

export const LangSchema = Type.Union([Type.Literal('en'), Type.Literal('ms')], {
  default: 'en',
  description: 'Page language: en (English) or ms (Malay)',
});

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable machine code, e.g. NOT_FOUND, VALIDATION_FAILED' }),
      message: Type.String({ description: 'English text for developers; not for display' }),
      messageKey: Type.String({ description: 'Message id the front end localises, e.g. errors.not_found' }),
      details: Type.Optional(
        Type.Array(
          Type.Object({
            field: Type.String({ description: 'e.g. querystring.page' }),
            message: Type.String(),
          }),
        ),
      ),
    }),
  },
  { $id: 'ErrorBody', title: 'Error' },
);
export type ErrorBodyType = Static<typeof ErrorBody>;

/** Added to every route's response schema so the error shape is documented everywhere. */
export const errorResponses = {
  '4xx': Type.Ref('ErrorBody'),
  '5xx': Type.Ref('ErrorBody'),
} as const;

export const Bilingual = Type.Object({
  en: Type.Union([Type.String(), Type.Null()]),
  ms: Type.Union([Type.String(), Type.Null()]),
});

export const BilingualList = Type.Object({ en: Type.Array(Type.String()), ms: Type.Array(Type.String()) });

export const DataStatusSchema = Type.Union(
  [Type.Literal('complete'), Type.Literal('partial'), Type.Literal('coming_soon')],
  { description: 'complete: every guide section; partial: summary and job knowledge; coming_soon: name only' },
);

/** Exactly the fields of the job list item in spec §3. */
export const JobListItem = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    name_bm: Type.String(),
    industry: Type.String({ description: 'Industry id (see GET industries)' }),
    slug: Type.String(),
    slug_bm: Type.String(),
    en_data_status: DataStatusSchema,
    bm_data_status: DataStatusSchema,
    search_name: Type.String({ description: 'Normalised English name and synonyms, ", "-separated' }),
    search_name_bm: Type.String({ description: 'Normalised Malay name and synonyms, ", "-separated' }),
  },
  { title: 'JobListItem' },
);
export type JobListItemType = Static<typeof JobListItem>;

export const dataOf = <T extends TSchema>(item: T) => Type.Object({ data: item });
export const listOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
