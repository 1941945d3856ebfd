// The one process that serves the whole site on one port: the API (with its database, created and
// seeded on first run) plus the shell, every remote and the remotes map.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp, type ApiApp, type BuildAppOptions } from 'api';
import type { FastifyInstance } from 'fastify';
import { compressOnSend } from './compression.js';
import { loadRouteTable } from './route-table.js';
import { sitePlugin, type SiteSettings } from './site.js';

export interface SiteServerOptions {
  /** options for the API (tests pass their configuration) */
  api?: BuildAppOptions;
  /** the site part: its settings (else read from the environment) and the shell's build folder */
  site?: { settings?: SiteSettings; shellDir?: string };
}

/** The site, not yet listening. */
export async function createSiteServer(opts: SiteServerOptions = {}): Promise<ApiApp> {
  const app = buildApp(opts.api);
  // Dynamic answers of the whole process (pages, API JSON, sitemaps) compressed where it pays;
  // static files come precompressed from the build (decision 070).
  app.addHook('onSend', compressOnSend);
  // A write that changes a list the site's pages read (an editor's events): the site re-reads it.
  const catalogueChanges = new EventTarget();
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400 && /\/team\/events(\/|$|\?)/.test(req.url)) {
      catalogueChanges.dispatchEvent(new Event('change'));
    }
  });
  // The site takes the API's validated configuration: one reading of the environment.
  await app.register(sitePlugin, { ...opts.site, config: app.config, catalogueChanges });
  return app;
}

/**
 * The API requests a visitor makes first: a job search, the drawer's search index (its brotli and
 * gzip made once per catalogue version, decision 395) and the whole job list in both languages.
 */
const WARM_API = [
  '{api}/job-list?lang=en&search_term=data',
  '{api}/search-index',
  // the whole list (about 1 MB): compressed once for its ETag (decision 341), then reused
  '{api}/job-list?lang=en',
  '{api}/job-list?lang=ms',
];

/**
 * A few requests of each kind a visitor makes first: every page without a parameter that needs no
 * account, in English, and the Malay home page, from the page declarations (never a hand-kept list
 * of paths: scripts/lib/pages.test.mjs), then the API's.
 */
export async function warmPaths(): Promise<string[]> {
  const { DECLARED_ROUTES } = await loadRouteTable();
  const pages = DECLARED_ROUTES.filter((r) => !r.en.includes(':') && !r.auth).map((r) => r.en);
  const home = DECLARED_ROUTES.find((r) => r.id === 'home');
  return [...pages, ...(home ? [home.ms] : []), ...WARM_API];
}

/**
 * Readies a started site for its first visitors before it listens (decision 373): the requests of
 * warmPaths() run in the process (`inject`, no socket) three times — the first of each compiles its
 * code paths and fills the caches the pages share (catalogue, route tables), work that took a
 * fresh process's event loop 0.3–1.1 s per request on this machine — then it waits, at most
 * `maxWaitMs`, until the event loop has kept up for a whole `calmMs` window (mean delay under
 * `calmDelayMs`: the start-up's garbage and compiled code settled). Until then the process does not
 * listen, so `/health` (and in the cluster `/health/ready`) does not say it is up while its
 * start-up work still holds the loop, and the load shedder (decision 270) never judges a visitor's
 * request by a delay the start-up caused.
 */
export async function warmUp(
  app: Pick<FastifyInstance, 'inject'> & { config?: { apiBase?: string; apiVersion?: string } },
  {
    paths,
    rounds = 3,
    calmMs = 500,
    calmDelayMs = 50,
    maxWaitMs = 15_000,
    onWarm,
  }: {
    paths?: string[];
    rounds?: number;
    calmMs?: number;
    calmDelayMs?: number;
    maxWaitMs?: number;
    onWarm?: () => void;
  } = {},
): Promise<{ warmMs: number; settledMs: number; calm: boolean }> {
  const started = performance.now();
  paths ??= await warmPaths();
  for (let round = 0; round < rounds; round++) {
    for (const url of paths) {
      const api = `${app.config?.apiBase ?? '/api'}${app.config?.apiVersion ?? '/v1'}`;
      await app
        .inject({ method: 'GET', url: url.replace('{api}', api), headers: { 'accept-encoding': 'br, gzip' } })
        .catch(() => null);
    }
  }
  const warmMs = performance.now() - started;
  onWarm?.(); // e.g. the cluster's process returns to its CPU priority (scripts/cluster/worker.mjs)
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const end = performance.now() + maxWaitMs;
  let calm = false;
  while (!calm && performance.now() < end) {
    histogram.reset();
    await new Promise((r) => setTimeout(r, calmMs));
    calm = histogram.count > 0 && histogram.mean / 1e6 - 10 < calmDelayMs;
  }
  histogram.disable();
  return { warmMs, settledMs: performance.now() - started - warmMs, calm };
}
