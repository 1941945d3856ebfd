import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { cleanText, limitIp } from '../../accounts/route-helpers.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { RequestJobBody, RequestJobResponse } from './schemas.js';

/**
 * POST request-job: a visitor asks for a job that is not listed. Stored for the content team
 * (table job_requests), with the user when a bearer token came along. Limited per IP.
 */
export const requestJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;

  app.post(
    '/request-job',
    {
      onRequest: [limitIp(app, 'requestJob'), accounts.optionalUser],
      schema: {
        tags: ['jobs'],
        summary: 'Ask for a job that is not in the directory',
        body: RequestJobBody,
        response: {
          201: RequestJobResponse,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const name = cleanText(request.body.job_request_name);
      if (!name) {
        throw new AppError(400, 'VALIDATION_FAILED', 'body.job_request_name is empty', [
          { field: 'body.job_request_name', message: 'is empty' },
        ]);
      }
      const id = await accounts.userData.createJobRequest({
        name,
        userType: request.body.user_type ?? null,
        userId: request.user?.userId ?? null,
        lang: request.body.lang ?? null,
      });
      return reply
        .code(201)
        .send({ type: 'success' as const, message: 'Thank you! We have received your job request.', data: { id } });
    },
  );
};
