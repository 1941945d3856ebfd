import Type from 'typebox';
import { LangSchema, Line, Nullable, RoleSchema } from '../../accounts/schemas.js';

export const RequestJobBody = Type.Object(
  {
    job_request_name: Line(120, { minLength: 1, description: 'The job asked for, as typed' }),
    user_type: Type.Optional(Nullable(RoleSchema)),
    lang: Type.Optional(LangSchema),
  },
  { additionalProperties: false },
);

export const RequestJobResponse = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  data: Type.Object({ id: Type.String() }),
});
