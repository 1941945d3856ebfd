import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponses } from '../../schemas/common.js';

const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
  db: Type.Union([Type.Literal('ok'), Type.Literal('error')]),
});

/** GET /health: 200 {status:"ok", db:"ok"}, or 503 with "error" when the database is down. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database status',
        response: { 200: Health, 503: Health, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const db = await app.dbHealth();
      if (db === 'ok') return { status: 'ok' as const, db };
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'error' as const, db });
    },
  );
};
