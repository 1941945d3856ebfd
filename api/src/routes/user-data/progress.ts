import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { bearer, userOf } from '../../accounts/route-helpers.js';
import { JobIdSchema, LangSchema } from '../../accounts/schemas.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import {
  BulkSaveJobQuizBody,
  BulkSaveReadJobBody,
  BulkSaveResponse,
  ReadJobsResponse,
  SavedJobsResponse,
  SavedState,
  success,
} from './schemas.js';

/**
 * The signed-in user's progress: read job guides, job quiz scores and saved jobs, under
 * {base}{version}. Job ids that are not (or no longer) in the catalogue are skipped by the bulk
 * saves (the client's local lists may be old) and refused by save (404 JOB_NOT_FOUND).
 */
export const userDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;
  const { userData } = accounts;
  const live = (id: number) => app.repos.catalogue.byJobId(id) !== undefined;
  app.addHook('onRequest', accounts.requireUser);

  app.post(
    '/user/bulk-save-read-job',
    {
      schema: {
        tags: ['user data'],
        summary: 'Add job guides the user has read (after login: the local readJobGuidesList)',
        security: bearer,
        body: BulkSaveReadJobBody,
        response: { 200: BulkSaveResponse, ...errorResponses },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.job_ids)];
      const known = ids.filter(live);
      const saved = await userData.addJobs('user_read_jobs', userOf(request).userId, known);
      return { type: 'success' as const, data: { saved, skipped: ids.length - known.length } };
    },
  );

  app.post(
    '/user/bulk-save-job-quiz',
    {
      schema: {
        tags: ['user data'],
        summary: 'Save job quiz scores (after login: the local quizScore_{jobId} entries)',
        description: 'The last result sent for a job replaces the one stored.',
        security: bearer,
        body: BulkSaveJobQuizBody,
        response: { 200: BulkSaveResponse, ...errorResponses },
      },
    },
    async (request) => {
      const entries = request.body.bulk_data.filter((e) => live(e.job_id));
      const saved = await userData.saveJobQuiz(userOf(request).userId, entries);
      return {
        type: 'success' as const,
        data: { saved, skipped: request.body.bulk_data.length - entries.length },
      };
    },
  );

  app.get(
    '/user/read-jobs',
    {
      schema: {
        tags: ['user data'],
        summary: 'Job guides the user has read, latest first, each with its job list item',
        description: 'job is null for a job no longer in the catalogue.',
        security: bearer,
        response: { 200: ReadJobsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await userData.jobs('user_read_jobs', userOf(request).userId);
      const data = rows.map((r) => ({
        job_id: r.job_id,
        read_at: r.at,
        job: app.repos.catalogue.byJobId(r.job_id)?.item ?? null,
      }));
      return { type: 'success' as const, data };
    },
  );

  app.get(
    '/user/job-quiz',
    {
      schema: {
        tags: ['user data'],
        summary: "The user's job quiz scores",
        security: bearer,
        response: {
          200: Type.Object({
            type: Type.Literal('success'),
            data: Type.Array(
              Type.Object({
                job_id: Type.Integer(),
                result: Type.Number(),
                updated_at: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => ({ type: 'success' as const, data: await userData.jobQuiz(userOf(request).userId) }),
  );

  app.get(
    '/user/saved-jobs',
    {
      schema: {
        tags: ['user data'],
        summary: 'Saved jobs, latest first, as job list items (count = savedBookmarksCount)',
        security: bearer,
        querystring: Type.Object({ lang: Type.Optional(LangSchema) }),
        response: {
          200: SavedJobsResponse,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const rows = await userData.jobs('user_saved_jobs', userOf(request).userId);
      const data = rows.flatMap((r) => {
        const job = app.repos.catalogue.byJobId(r.job_id);
        return job ? [{ ...job.item, saved_at: r.at }] : [];
      });
      return { type: 'success' as const, count: data.length, data };
    },
  );

  app.get(
    '/user/saved-jobs/count',
    {
      schema: {
        tags: ['user data'],
        summary: 'How many jobs the user has saved (savedBookmarksCount)',
        security: bearer,
        response: { 200: success({ count: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => ({
      type: 'success' as const,
      data: { count: await userData.countSaved(userOf(request).userId, live) },
    }),
  );

  app.post(
    '/user/saved-jobs',
    {
      schema: {
        tags: ['user data'],
        summary: 'Save a job (idempotent)',
        security: bearer,
        body: Type.Object({ job_id: JobIdSchema }, { additionalProperties: false }),
        response: { 200: SavedState, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const jobId = request.body.job_id;
      if (!live(jobId)) throw new AppError(404, 'JOB_NOT_FOUND', 'No job has this id');
      await userData.addJobs('user_saved_jobs', userId, [jobId]);
      return {
        type: 'success' as const,
        data: { job_id: jobId, saved: true, count: await userData.countSaved(userId, live) },
      };
    },
  );

  app.delete(
    '/user/saved-jobs/:job_id',
    {
      schema: {
        tags: ['user data'],
        summary: 'Unsave a job (idempotent)',
        security: bearer,
        params: Type.Object({ job_id: JobIdSchema }),
        response: { 200: SavedState, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const jobId = request.params.job_id;
      await userData.removeSavedJob(userId, jobId);
      return {
        type: 'success' as const,
        data: { job_id: jobId, saved: false, count: await userData.countSaved(userId, live) },
      };
    },
  );
};
