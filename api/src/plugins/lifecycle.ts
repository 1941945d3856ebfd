import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is draining (SIGTERM received): it finishes its work, takes no more. */
    draining(): boolean;
    /** Marks the process as draining: /health/ready answers 503 from now on (decision 323). */
    startDrain(): void;
  }
}

/**
 * Liveness and readiness for a load balancer or an orchestrator (issue 23 item 4; decision 323):
 *
 * - `GET /health/live`: 200 `{status:"ok"}` while the process runs its event loop. Nothing else
 *   is asked: a process whose database is away is alive (restarting it would not help).
 * - `GET /health/ready`: 200 `{status:"ok", db:"ok"}` when this process should get traffic;
 *   503 + `Retry-After` with `db:"error"` while the database is away or the schema is being
 *   migrated (the database is "ready" only once migrated), and with `draining:true` after
 *   SIGTERM. Never queued behind the database (the same shared probe as /health, ≤ 800 ms).
 *
 * Outside the API's prefix on purpose: they are the process's answers, not the API's.
 */
export const lifecyclePlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('draining', () => draining);
    app.decorate('startDrain', () => {
      draining = true;
    });

    const noStore = { 'cache-control': 'no-store' };
    app.get('/health/live', { schema: { hide: true } }, async (_request, reply) => {
      reply.headers(noStore);
      return { status: 'ok' };
    });
    app.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
      reply.headers(noStore);
      const db = app.dbReady() ? await app.dbHealth() : 'error';
      if (db === 'ok' && !draining) return { status: 'ok', db };
      return reply
        .code(503)
        .header('retry-after', draining ? '1' : '5')
        .send({ status: 'error', db, ...(draining ? { draining: true } : {}) });
    });
  },
  { name: 'lifecycle', dependencies: ['db'] },
);
