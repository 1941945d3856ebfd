import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { cleanText, limitIp } from '../../accounts/route-helpers.js';
import { LangSchema, Line, Nullable, RoleSchema } from '../../accounts/schemas.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';

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
        body: Type.Object(
          {
            job_request_name: Line(120, { minLength: 1, description: 'The job asked for, as typed' }),
            user_type: Type.Optional(Nullable(RoleSchema)),
            lang: Type.Optional(LangSchema),
          },
          { additionalProperties: false },
        ),
        response: {
          201: Type.Object({
            type: Type.Literal('success'),
            message: Type.String(),
            data: Type.Object({ id: Type.String() }),
          }),
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
