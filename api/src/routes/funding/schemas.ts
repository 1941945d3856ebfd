import Type from 'typebox';
import { Bilingual } from '../../schemas/common.js';

export const Fact = Type.Union([Type.String(), Bilingual, Type.Null()]);

export const FundingItem = Type.Object({
  id: Type.String(),
  name: Type.String(),
  name_bm: Type.String(),
  provider: Type.String(),
  type: Type.String(),
  levels: Type.Array(Type.String()),
  fields: Type.Array(Type.String()),
  eligibility: Type.Object({
    citizenship: Fact,
    min_results: Fact,
    income_limit: Type.Union(
      [
        Type.Literal('any'),
        Type.Literal('condition'),
        Type.Object({
          monthly_max: Type.Integer(),
          per: Type.Union([Type.Literal('household'), Type.Literal('person')]),
        }),
        Type.Null(),
      ],
      {
        description:
          '"any": it states every income may apply; {monthly_max, per}: its stated monthly ceiling in RM, per household or per person; "condition": an income or need condition with no household figure; null: nothing stated',
      },
    ),
    bumiputera_only: Type.Union([Type.Boolean(), Type.Null()]),
    other: Type.Union([Bilingual, Type.Null()]),
    income_condition: Type.Optional(
      Type.Union([Bilingual, Type.Null()], {
        description: "The scheme's own stated income condition, as it words it, behind its income_limit",
      }),
    ),
  }),
  covers: Bilingual,
  application_window: Type.Union([Bilingual, Type.Null()]),
  states: Type.Union([Type.Array(Type.String()), Type.Null()], {
    description:
      'Only for people from these states (ids such as "selangor"); null: the scheme names no state condition',
  }),
  opens_on: Type.Union([Type.String(), Type.Null()], {
    description: "YYYY-MM-DD: the current round opens; null when the provider's dates are not known",
  }),
  closes_on: Type.Union([Type.String(), Type.Null()], {
    description: 'YYYY-MM-DD: the current round closes (the deadline); null when not known',
  }),
  url: Type.String(),
  description: Bilingual,
  last_checked: Type.String({ description: 'YYYY-MM-DD' }),
});

export const FundingResponse = Type.Object({
  data: Type.Array(FundingItem),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer({ description: 'Entries matching the filters, over all pages' }),
});
