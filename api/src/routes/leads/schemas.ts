import Type from 'typebox';
import { LangSchema, Lead, LeadAnswers, LeadSelection, RoleSchema } from '../../accounts/schemas.js';

export const QUESTIONS = 7;

export const UuidSchema = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'The lead id (leadsID) that POST leads answered',
});

export const LeadBody = Type.Object(
  {
    user_type: RoleSchema,
    answers: Type.Optional(LeadAnswers),
    selections: Type.Array(LeadSelection, {
      minItems: QUESTIONS,
      maxItems: QUESTIONS,
      description: 'The seven selections of the career quiz, one per question, in order',
    }),
    result_code: Type.Optional(
      Type.String({
        pattern: '^[RIASEC]{1,3}$',
        description:
          'Deprecated and ignored: the server scores the selections itself (decision 313). Accepted so a ' +
          'quiz published before that keeps saving its leads.',
      }),
    ),
    lang: Type.Optional(LangSchema),
  },
  { additionalProperties: false },
);

export const LeadCreated = Type.Object({
  type: Type.Literal('success'),
  data: Type.Object({
    lead_id: Type.String(),
    result_code: Type.String({ description: 'The result code the server scored the selections to, e.g. "SA"' }),
  }),
});

export const SaveUserLeadBody = Type.Object({ lead_id: UuidSchema }, { additionalProperties: false });
export const SaveUserLeadResponse = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  data: Type.Object({ lead_id: Type.String() }),
});

export const UserLeadsResponse = Type.Object({ type: Type.Literal('success'), data: Type.Array(Lead) });
