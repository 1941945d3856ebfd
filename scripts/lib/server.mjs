// The one process that serves the whole site on one port: the API (with its database, created and
// seeded on first run) plus the shell, every remote and the remotes map.
import Fastify from 'fastify';
import { sitePlugin } from './site.mjs';

/**
 * @param {{ logger?: boolean | object, withApi?: boolean }} [opts]
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function createSiteServer(opts = {}) {
  const logger = { level: process.env.LOG_LEVEL ?? 'warn' };
  let app;
  if (opts.withApi !== false) {
    const api = await import('api');
    app = api.buildApp({});
  } else {
    app = Fastify({ logger });
  }
  await app.register(sitePlugin);
  return app;
}
