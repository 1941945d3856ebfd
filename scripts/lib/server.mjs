// The one process that serves the whole site on one port: the API (with its database, created and
// seeded on first run) plus the shell, every remote and the remotes map.
import { buildApp } from 'api';
import { compressOnSend } from './compression.mjs';
import { sitePlugin } from './site.mjs';

/**
 * @param {{ api?: import('api').BuildAppOptions, site?: { settings?: { landingPageOnly: boolean }, shellDir?: string } }} [opts]
 *   options for the API (tests pass their configuration) and for the site part
 * @returns {Promise<import('fastify').FastifyInstance>} the site, not yet listening
 */
export async function createSiteServer(opts = {}) {
  const app = buildApp(opts.api);
  // Dynamic answers of the whole process (pages, API JSON, sitemaps) compressed where it pays;
  // static files come precompressed from the build (decision 070).
  app.addHook('onSend', compressOnSend);
  // The site takes the API's validated configuration: one reading of the environment.
  await app.register(sitePlugin, { ...opts.site, config: app.config });
  return app;
}
