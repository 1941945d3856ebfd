// Serves the composed site next to the API on one port: the shell (index.html for every page
// route), each remote under /remotes/<name>/<version>/ as if from its own host (CORS, CORP and
// cache headers), the remotes map, and the sitemap stubs.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTES, REMOTES_MAP_FILE, ROOT, readRemotesMap, latestVersion } from './remotes.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The remotes map served to the shell; remotes never published fall back to their latest build. */
export function servedRemotesMap() {
  const map = readRemotesMap();
  const remotes = { ...(map.remotes ?? {}) };
  for (const [remote, name] of Object.entries(REMOTES)) {
    if (remotes[remote]) continue;
    const version = latestVersion(remote);
    if (version) remotes[remote] = { name, entry: `/remotes/${remote}/${version}/remoteEntry.js`, version };
  }
  return { remotes };
}

/** Site configuration the shell reads from its <meta name="career-config">. */
export function siteConfig(env = process.env) {
  return {
    apiBase: env.API_BASE ?? '/api',
    apiVersion: env.API_VERSION ?? '/v1',
    social: { google: !!env.GOOGLE_CLIENT_ID, facebook: !!(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) },
    landingPageOnly: env.LANDING_PAGE_ONLY === 'true' ? 'true' : 'false',
  };
}

/**
 * Content Security Policy of the site's pages. Scripts only from this origin and the hosts the
 * remotes map points at; styles also inline, because style-loader injects each app's CSS as
 * <style> tags (docs/decisions/008-css-and-csp.md).
 */
export function siteCsp(map = servedRemotesMap()) {
  const remoteOrigins = new Set();
  for (const entry of Object.values(map.remotes ?? {})) {
    try {
      const url = new URL(entry.entry);
      remoteOrigins.add(url.origin);
    } catch {
      /* a relative entry is this origin */
    }
  }
  const hosts = [...remoteOrigins].join(' ');
  const api = /^https?:\/\//.test(process.env.API_BASE ?? '') ? new URL(process.env.API_BASE).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${hosts}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${hosts} ${api}`.trim(),
    `connect-src 'self' ${hosts} ${api}`.trim(),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function escapeAttr(value) {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

const SITEMAP_PATHS = {
  en: [
    '/en',
    '/en/about-us',
    '/en/career-quiz',
    '/en/subject-job-match',
    '/en/directory/all-jobs',
    '/en/event',
    '/en/funding-search',
    '/en/contact-us',
    '/en/privacy-cookie-notice',
  ],
  ms: [
    '/ms',
    '/ms/tentang-kami',
    '/ms/kuiz-kerjaya',
    '/ms/padanan-subjek-kerjaya',
    '/ms/direktori/semua-pekerjaan',
    '/ms/acara',
    '/ms/funding-search',
    '/ms/hubungi-kami',
    '/ms/notis-privasi-cookie',
  ],
};

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ shellDir?: string, apiBase?: string }} opts
 */
export async function sitePlugin(app, opts = {}) {
  const shellDir = opts.shellDir ?? path.join(ROOT, 'shell', 'dist');
  const apiBase = opts.apiBase ?? process.env.API_BASE ?? '/api';
  const indexFile = path.join(shellDir, 'index.html');
  let indexCache = null;
  const indexHtml = () => {
    const stat = fs.statSync(indexFile);
    if (!indexCache || indexCache.mtime !== stat.mtimeMs) {
      const html = fs
        .readFileSync(indexFile, 'utf8')
        .replace(
          /<meta name="career-config" content='[^']*'\s*\/?>/,
          `<meta name="career-config" content='${escapeAttr(JSON.stringify(siteConfig()))}' />`,
        );
      indexCache = { mtime: stat.mtimeMs, html };
    }
    return indexCache.html;
  };

  app.get('/remotes.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', REVALIDATE).header('Access-Control-Allow-Origin', '*');
    return servedRemotesMap();
  });

  for (const remote of Object.keys(REMOTES)) {
    await app.register(fastifyStatic, {
      root: path.join(ROOT, remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, file) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        // Everything lives in a versioned folder and never changes; the manifest and the pointer
        // are re-validated so a client never holds a stale view of what a version contains.
        const name = path.basename(file);
        res.header('Cache-Control', name === 'mf-manifest.json' || name === 'latest.json' ? REVALIDATE : IMMUTABLE);
      },
    });
  }

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: false,
    cacheControl: false,
    setHeaders(res, file) {
      res.header('Cache-Control', path.basename(file) === 'index.html' ? REVALIDATE : IMMUTABLE);
      if (file.endsWith('.html')) res.header('Content-Security-Policy', siteCsp());
    },
  });

  const sitemap = (urls) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${u}</loc></url>`).join('\n')}\n</urlset>\n`;
  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const origin = `${req.protocol}://${req.host}`;
    reply.type('application/xml').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${origin}/en-sitemap.xml</loc></sitemap>\n  <sitemap><loc>${origin}/ms-sitemap.xml</loc></sitemap>\n</sitemapindex>\n`;
  });
  for (const locale of ['en', 'ms']) {
    app.get(`/${locale}-sitemap.xml`, { schema: { hide: true } }, async (req, reply) => {
      const origin = `${req.protocol}://${req.host}`;
      reply.type('application/xml').header('Cache-Control', 'public, max-age=3600');
      return sitemap(SITEMAP_PATHS[locale].map((p) => origin + p));
    });
  }

  // Every other GET is a page of the single-page site: the shell decides (and shows its 404).
  const page = async (req, reply) => {
    if (req.url.startsWith(`${apiBase}/`) || req.url === apiBase) return reply.callNotFound();
    if (!fs.existsSync(indexFile)) {
      reply.code(503).type('text/plain');
      return 'The site is not built yet: run pnpm start';
    }
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Content-Security-Policy', siteCsp())
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    return indexHtml();
  };
  app.get('/', { schema: { hide: true } }, page);
  app.get('/*', { schema: { hide: true } }, page);
}

export { REMOTES_MAP_FILE };
