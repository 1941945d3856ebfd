// The one process that serves the whole site on one port: the API (with its database, created and
// seeded on first run) plus the shell, every remote and the remotes map.
import { buildApp } from 'api';
import { sitePlugin } from './site.mjs';

/** @returns {Promise<import('fastify').FastifyInstance>} the site, not yet listening */
export async function createSiteServer() {
  const app = buildApp();
  await app.register(sitePlugin);
  return app;
}
