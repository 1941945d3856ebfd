import Type from 'typebox';
import { Nullable, Profile, RoleSchema } from '../../accounts/schemas.js';

export const ProfileResponse = Type.Object({ type: Type.Literal('success'), data: Profile });

export const ExportResponse = Type.Object(
  {
    exported_at: Type.String({ format: 'date-time' }),
    profile: Profile,
    leads: Type.Array(
      Type.Object({
        id: Type.String(),
        user_type: RoleSchema,
        answers: Type.Object({}, { additionalProperties: true }),
        selections: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
        result_code: Type.String(),
        lang: Type.String(),
        created_at: Type.String(),
        attached_at: Nullable(Type.String()),
      }),
    ),
    saved_jobs: Type.Array(Type.Object({ job_id: Type.Integer(), saved_at: Type.String() })),
    read_jobs: Type.Array(Type.Object({ job_id: Type.Integer(), read_at: Type.String() })),
    job_quiz: Type.Array(Type.Object({ job_id: Type.Integer(), result: Type.Number(), updated_at: Type.String() })),
    job_requests: Type.Array(
      Type.Object({
        job_request_name: Type.String(),
        user_type: Nullable(Type.String()),
        lang: Nullable(Type.String()),
        created_at: Type.String(),
      }),
    ),
    sessions: Type.Array(
      Type.Object({ created_at: Type.String(), expires_at: Type.String(), revoked_at: Nullable(Type.String()) }),
    ),
  },
  { title: 'AccountExport' },
);
