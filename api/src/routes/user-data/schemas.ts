import Type from 'typebox';
import { JobIdSchema } from '../../accounts/schemas.js';
import { JobListItem } from '../../schemas/common.js';

export const MAX_BULK = 1000;

export const success = <T extends Parameters<typeof Type.Object>[0]>(data: T) =>
  Type.Object({ type: Type.Literal('success'), data: Type.Object(data) });

export const SavedState = success({ job_id: Type.Integer(), saved: Type.Boolean(), count: Type.Integer() });

export const BulkSaveReadJobBody = Type.Object(
  { job_ids: Type.Array(JobIdSchema, { maxItems: MAX_BULK }) },
  { additionalProperties: false },
);

export const BulkSaveJobQuizBody = Type.Object(
  {
    bulk_data: Type.Array(
      Type.Object(
        { job_id: JobIdSchema, result: Type.Number({ minimum: 0, maximum: 1000 }) },
        { additionalProperties: false },
      ),
      { maxItems: MAX_BULK },
    ),
  },
  { additionalProperties: false },
);

export const BulkSaveResponse = success({
  saved: Type.Integer({ description: 'Newly recorded' }),
  skipped: Type.Integer(),
});

export const SavedJobsResponse = Type.Object({
  type: Type.Literal('success'),
  count: Type.Integer(),
  data: Type.Array(Type.Intersect([JobListItem, Type.Object({ saved_at: Type.String({ format: 'date-time' }) })])),
});

/** GET user/read-jobs: each read with its job list item (null for a job no longer listed). */
export const ReadJobsResponse = Type.Object({
  type: Type.Literal('success'),
  data: Type.Array(
    Type.Object({
      job_id: Type.Integer(),
      read_at: Type.String({ format: 'date-time' }),
      job: Type.Union([JobListItem, Type.Null()]),
    }),
  ),
});

/** POST {base}/userData/user-job-data (own server route, no version prefix). */
export const UserJobDataBody = Type.Object(
  {
    job_id: JobIdSchema,
    readJobGuidesList: Type.Optional(Type.Array(JobIdSchema, { maxItems: 5000 })),
  },
  { additionalProperties: false },
);

export const UserJobDataResponse = success({
  job_id: Type.Integer(),
  has_read: Type.Boolean(),
  is_saved: Type.Boolean(),
});
