import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { HEALTH_TIMEOUT_MS } from '../../plugins/db.js';
import { OVERLOAD_RETRY_AFTER_SECONDS } from '../../plugins/overload.js';
import { errorResponses } from '../../schemas/common.js';

const Status = Type.Union([Type.Literal('ok'), Type.Literal('error')]);
const Health = Type.Object({
  /** "error" (503) when the database is down or the server is refusing work for load. */
  status: Status,
  db: Status,
  /** Only with REDIS_URL: the rate limiter's Redis ("error": limits count per process meanwhile). */
  redis: Type.Optional(Status),
  /** Present (503) while new API requests are refused for load (src/plugins/overload.ts). */
  busy: Type.Optional(Type.Literal(true)),
});

/**
 * GET /health: 200 {status:"ok", db:"ok"}, or 503 with "error" when the database is down; with
 * Redis configured also `redis` (Redis away does not make it 503: the limits then count per
 * process); 503 with `busy: true` while the server sheds load. Answers within HEALTH_TIMEOUT_MS.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const redisHealth = async (): Promise<'ok' | 'error' | undefined> => {
    if (!app.redisHealth) return undefined;
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<'error'>((resolve) => {
      timer = setTimeout(() => resolve('error'), HEALTH_TIMEOUT_MS);
    });
    const status = await Promise.race([app.redisHealth().catch(() => 'error' as const), slow]);
    clearTimeout(timer);
    return status;
  };

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
      const [db, redis] = await Promise.all([app.dbHealth(), redisHealth()]);
      const busy = app.hasDecorator('overloaded') && app.overloaded();
      const body = { db, ...(redis ? { redis } : {}) };
      if (db === 'ok' && !busy) return { status: 'ok' as const, ...body };
      return reply
        .code(503)
        .header('retry-after', String(busy ? OVERLOAD_RETRY_AFTER_SECONDS : 5))
        .send({ status: 'error' as const, ...body, ...(busy ? { busy: true as const } : {}) });
    },
  );
};
