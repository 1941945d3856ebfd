import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { errorResponses } from '../../schemas/common.js';
import { UserJobDataBody, UserJobDataResponse } from './schemas.js';

/**
 * POST {base}/userData/user-job-data: the spec's own server route (no version prefix). Says
 * whether a job guide counts as read: in the client's readJobGuidesList, or (with a bearer
 * token) in the user's saved reads. Writes nothing.
 */
export const userJobDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;

  app.post(
    '/userData/user-job-data',
    {
      onRequest: accounts.optionalUser,
      schema: {
        tags: ['user data'],
        summary: 'Has this job guide been read? (data.has_read); bearer token optional',
        body: UserJobDataBody,
        response: { 200: UserJobDataResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { job_id: jobId, readJobGuidesList = [] } = request.body;
      let hasRead = readJobGuidesList.includes(jobId);
      let isSaved = false;
      if (request.user) {
        const state = await accounts.userData.hasRead(request.user.userId, jobId);
        hasRead ||= state.read;
        isSaved = state.saved;
      }
      return { type: 'success' as const, data: { job_id: jobId, has_read: hasRead, is_saved: isSaved } };
    },
  );
};
