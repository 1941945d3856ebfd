// Serves the composed site next to the API on one port: the shell (index.html for every page
// route), each remote under /remotes/<name>/<version>/ as if from its own host (CORS, CORP and
// cache headers), the remotes map, and the sitemap. Settings come from the API's validated
// configuration (`app.config`), never from a second reading of the environment (decision 005).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { applyFirstPaint, applyFirstRender, firstPaint, firstRenderFiles, pastFirstView } from './first-render.mjs';
import { applyPageAnswer, hasReal, pageAnswer, SHARE_IMAGE } from './page-meta.mjs';
import { buildInfo, readShellHtml, writeLatestBuild } from './build-id.mjs';
import { REMOTES, REMOTES_MAP_FILE, ROOT, servedRemotesMap } from './remotes.mjs';
import { loadLayouts, loadPaths, loadRouteTable } from './route-table.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A static file's own name: a precompressed sibling (x.js.br, x.js.gz) is sent with x.js's headers. */
const logicalName = (file) => path.basename(file).replace(/\.(br|gz)$/, '');

const SCRIPT_DEFAULTS = {
  GOOGLE_GSI_URL: 'https://accounts.google.com/gsi/client',
  FACEBOOK_SDK_URL: 'https://connect.facebook.net/en_US/sdk.js',
};

/**
 * Settings of the site alone (not the API's), read once, here: LANDING_PAGE_ONLY, where the
 * browser loads the Google and Facebook sign-in scripts from (tests point them at a stand-in), and
 * WHATSAPP_NUMBER.
 * @returns {{ landingPageOnly: boolean, googleScriptUrl: string, facebookScriptUrl: string, whatsappNumber: string | null }}
 */
export function siteSettings(env = process.env) {
  const value = (env.LANDING_PAGE_ONLY ?? '').trim();
  if (!/^(|true|false)$/.test(value)) throw new Error(`LANDING_PAGE_ONLY must be true or false, got "${value}"`);
  const url = (name) => {
    const raw = (env[name] ?? '').trim() || SCRIPT_DEFAULTS[name];
    let parsed;
    try {
      parsed = new URL(raw);
    } catch {
      throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
    }
    if (!/^https?:$/.test(parsed.protocol)) throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
    return parsed.href;
  };
  // The messaging modal's number (decision 111): international format, "+60 12-345 6789" → "60123456789".
  const rawNumber = (env.WHATSAPP_NUMBER ?? '').trim();
  const whatsappNumber = rawNumber.replace(/^\+/, '').replace(/[\s-]/g, '');
  if (rawNumber && !/^[1-9][0-9]{7,14}$/.test(whatsappNumber)) {
    throw new Error(`WHATSAPP_NUMBER must be an international number such as +60123456789, got "${rawNumber}"`);
  }
  // The spec's analytics provider (issue 25, decision 333): a public key; unset: the own collector.
  const analyticsKey = (env.ANALYTICS_API_KEY ?? '').trim();
  if (analyticsKey && !/^[A-Za-z0-9_-]{8,100}$/.test(analyticsKey)) {
    throw new Error("ANALYTICS_API_KEY must be the provider's public key (letters, digits, - or _)");
  }
  const analyticsServerUrl = (env.ANALYTICS_SERVER_URL ?? '').trim() ? url('ANALYTICS_SERVER_URL') : null;
  return {
    landingPageOnly: value === 'true',
    googleScriptUrl: url('GOOGLE_GSI_URL'),
    facebookScriptUrl: url('FACEBOOK_SDK_URL'),
    whatsappNumber: whatsappNumber || null,
    analyticsKey: analyticsKey || null,
    analyticsServerUrl,
  };
}

/** Where the analytics provider's SDK sends events when no ANALYTICS_SERVER_URL is set. */
export const AMPLITUDE_DEFAULT_SERVER = 'https://api2.amplitude.com/2/httpapi';

/**
 * Site configuration the shell reads from its <meta name="career-config">: public values only
 * (a client id and an app id are public; the Facebook secret never leaves the server).
 * @param {import('api').Config} config the API's validated configuration
 * @param {{ landingPageOnly: boolean, googleScriptUrl?: string, facebookScriptUrl?: string, whatsappNumber?: string | null }} settings
 * @param {string} [buildId] the site's build id when the page was served (decision 140)
 */
export function siteConfig(config, settings, buildId) {
  const { google, facebook } = config.accounts;
  const googleOn = !!google.clientId;
  const facebookOn = !!(facebook.appId && facebook.appSecret);
  return {
    apiBase: config.apiBase,
    apiVersion: config.apiVersion,
    social: { google: googleOn, facebook: facebookOn },
    ...(googleOn || facebookOn
      ? {
          providers: {
            ...(googleOn
              ? {
                  google: {
                    clientId: google.clientId,
                    script: settings.googleScriptUrl ?? SCRIPT_DEFAULTS.GOOGLE_GSI_URL,
                  },
                }
              : {}),
            ...(facebookOn
              ? {
                  facebook: {
                    appId: facebook.appId,
                    version: facebook.graphVersion,
                    script: settings.facebookScriptUrl ?? SCRIPT_DEFAULTS.FACEBOOK_SDK_URL,
                  },
                }
              : {}),
          },
        }
      : {}),
    landingPageOnly: settings.landingPageOnly ? 'true' : 'false',
    ...(buildId ? { buildId } : {}),
    whatsappNumber: settings.whatsappNumber ?? null,
    ...(settings.analyticsKey
      ? { analytics: { key: settings.analyticsKey, serverUrl: settings.analyticsServerUrl ?? null } }
      : {}),
  };
}

/**
 * Origins the page's CSP must allow for the configured social sign-in (none when off): the
 * script's own origin, and for the real providers the frames and calls their scripts make.
 * @returns {{ script: string[], frame: string[], connect: string[], style: string[] }}
 */
export function socialOrigins(siteConf) {
  const out = { script: [], frame: [], connect: [], style: [] };
  const { google, facebook } = siteConf.providers ?? {};
  if (google) {
    const origin = new URL(google.script).origin;
    out.script.push(origin);
    out.frame.push(origin);
    out.connect.push(origin);
    out.style.push(origin); // Google's button brings a stylesheet from its own origin
  }
  if (facebook) {
    const origin = new URL(facebook.script).origin;
    out.script.push(origin);
    out.frame.push(origin);
    // The real SDK talks to facebook.com in frames; a stand-in on another origin does not.
    if (origin === 'https://connect.facebook.net') out.frame.push('https://www.facebook.com');
  }
  // The analytics provider's endpoint, when a key is configured (decision 333).
  if (siteConf.analytics) out.connect.push(new URL(siteConf.analytics.serverUrl ?? AMPLITUDE_DEFAULT_SERVER).origin);
  for (const k of Object.keys(out)) out[k] = [...new Set(out[k])];
  return out;
}

/**
 * The site's public origin, for absolute URLs such as the sitemap's: SITE_URL, else PUBLIC_URL,
 * else this server on localhost — never the request's Host header, which a client chooses.
 * @param {import('api').Config} config
 */
export function publicOrigin(config) {
  const url = config.accounts.siteUrl ?? config.accounts.publicUrl ?? `http://localhost:${config.port}`;
  return new URL(url).origin;
}

/** `'sha256-…'` sources for each inline <style> element of a page (its critical CSS). */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

/**
 * Content Security Policy of the site's pages (decision 008). Scripts and styles only from this
 * origin and the hosts the remotes map points at; the page's own inline <style> (the splash and
 * first frame) by its hash; no 'unsafe-inline' anywhere: every app's CSS is built to files.
 */
export function siteCsp(map = servedRemotesMap(), styleHashes = [], social = {}) {
  const remoteOrigins = new Set();
  for (const entry of Object.values(map.remotes ?? {})) {
    try {
      remoteOrigins.add(new URL(entry.entry).origin);
    } catch {
      /* a relative entry is this origin */
    }
  }
  const hosts = [...remoteOrigins].join(' ');
  const extra = (kind) => (social[kind] ?? []).join(' ');
  const join = (...parts) => parts.join(' ').replace(/\s+/g, ' ').trim();
  const frames = extra('frame');
  return [
    "default-src 'self'",
    join("script-src 'self'", hosts, extra('script')),
    join("style-src 'self'", hosts, extra('style'), styleHashes.join(' ')),
    join("img-src 'self' data:", hosts),
    join("connect-src 'self'", hosts, extra('connect')),
    "font-src 'self'",
    ...(frames ? [join("frame-src 'self'", frames)] : []),
    "object-src 'none'",
    "base-uri 'none'", // no page uses <base>; ASVS 5.0 3.4.3 (issue 22 item 7)
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function escapeAttr(value) {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

function escapeXml(value) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Routes that are steps of a flow or private, not pages to be found by a search engine. */
const NOT_IN_SITEMAP = new Set(['quiz.start', 'quiz.dataEntry', 'quiz.result', 'jobs.compare']);

/** The later of two YYYY-MM-DD (or ISO) dates, as YYYY-MM-DD; null when neither is known. */
const later = (a, b) => {
  const days = [a, b].filter((d) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d)).map((d) => d.slice(0, 10));
  return days.length ? days.sort().at(-1) : null;
};

/**
 * Every page of the sitemap as { en, ms, lastmod } entries, from the route table: each public route
 * without parameters, each closed-set word of a route with `values` (the methodology pages), and
 * each job guide and white paper of the catalogue by its English and Malay slug; never a development
 * example, nor the events or white papers page while they hold only examples. `lastmod` is when
 * the page last changed: its owner remote's last publication (`published`, owner → ISO date, from
 * the remotes map) and, for a job guide or white paper, its content's own date — whichever is later.
 * @param {Array<object>} routes the route table (ROUTES)
 * @param {{ jobs?: Array<{slug: string, slug_bm: string}>, whitePapers?: Array<{slug: string, slug_bm: string, published_on?: string, example?: boolean}>, events?: Array<{example?: boolean}>, updates?: Array<{slug: string, updated_on: string | null}> }} catalogue
 * @param {Record<string, string>} [published]
 */
export function sitemapPages(routes, catalogue = {}, published = {}) {
  // Development examples are never listed, nor a list page that would show nothing else (261).
  const papers = (catalogue.whitePapers ?? []).filter((paper) => !paper.example);
  const slugs = { 'jobs.detail': catalogue.jobs ?? [], whitePaper: papers };
  const empty = new Set([...(papers.length ? [] : ['whitePapers']), ...(hasReal(catalogue.events) ? [] : ['events'])]);
  const changed = new Map((catalogue.updates ?? []).map((u) => [u.slug, u.updated_on]));
  const own = (routeId, item) => (routeId === 'whitePaper' ? item.published_on : changed.get(item.slug));
  const pages = [];
  const add = (page, owner, date = null) => {
    const lastmod = later(published[owner], date);
    pages.push(lastmod ? { ...page, lastmod } : page);
  };
  for (const route of routes) {
    if (route.auth || NOT_IN_SITEMAP.has(route.id) || empty.has(route.id)) continue;
    const params = [...route.en.matchAll(/:(\w+)/g)].map((m) => m[1]);
    if (params.length === 0) {
      add({ en: route.en, ms: route.ms }, route.owner);
    } else if (params.length === 1 && route.values?.[params[0]]) {
      const [param] = params;
      for (const word of Object.values(route.values[param])) {
        add({ en: route.en.replace(`:${param}`, word.en), ms: route.ms.replace(`:${param}`, word.ms) }, route.owner);
      }
    } else if (params.length === 1 && params[0] === 'slug' && slugs[route.id]) {
      for (const item of slugs[route.id]) {
        add(
          {
            en: route.en.replace(':slug', encodeURIComponent(item.slug)),
            ms: route.ms.replace(':slug', encodeURIComponent(item.slug_bm)),
          },
          route.owner,
          own(route.id, item),
        );
      }
    }
  }
  return pages;
}

/** One language's sitemap, each URL with its counterpart in the other language (hreflang). */
export function sitemapXml(origin, pages, locale) {
  const other = locale === 'en' ? 'ms' : 'en';
  const urls = pages.map(
    (p) =>
      `  <url><loc>${escapeXml(origin + p[locale])}</loc>` +
      `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + p[locale])}"/>` +
      `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + p[other])}"/>` +
      (p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : '') +
      '</url>',
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * @param {import('fastify').FastifyInstance} app the API's instance (the catalogue is asked of it)
 * @param {{ config: import('api').Config, settings?: { landingPageOnly: boolean }, shellDir?: string }} opts
 */
export async function sitePlugin(app, opts) {
  const { config } = opts;
  if (!config) throw new Error('sitePlugin needs the API configuration: register it with { config: app.config }');
  const settings = opts.settings ?? siteSettings();
  const shellDir = opts.shellDir ?? path.join(ROOT, 'shell', 'dist');
  const origin = publicOrigin(config);
  // The API's validated prefixes (a trailing slash in API_BASE is already gone). With no base,
  // the versioned routes are the API's part of the URL space.
  const apiPrefix = config.apiBase || config.apiVersion;
  const versioned = `${config.apiBase}${config.apiVersion}`;
  const isApiPath = (pathname) => !!apiPrefix && (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`));

  const indexFile = path.join(shellDir, 'index.html');
  const CONFIG_META = /<meta name="career-config" content='[^']*'\s*\/?>/;
  const configMeta = (buildId) =>
    `<meta name="career-config" content='${escapeAttr(JSON.stringify(siteConfig(config, settings, buildId)))}' />`;
  const social = socialOrigins(siteConfig(config, settings));
  let indexCache = null;
  const indexPage = () => {
    const stat = fs.statSync(indexFile);
    if (!indexCache || indexCache.mtime !== stat.mtimeMs) {
      const raw = fs.readFileSync(indexFile);
      const html = raw.toString('utf8').replace(CONFIG_META, configMeta());
      indexCache = { mtime: stat.mtimeMs, raw, html, styleHashes: inlineStyleHashes(html) };
    }
    return indexCache;
  };

  // The build id of what is served now (decision 140): the shell's index.html and the remotes map.
  // builds/latest.json is also written beside the map whenever the id changes (a static host can
  // serve that file); open tabs poll it (no-cache, with a timestamp query) and offer a reload.
  let lastWritten = null;
  const currentBuild = (map = servedRemotesMap()) => {
    const info = buildInfo(fs.existsSync(indexFile) ? indexPage().raw : readShellHtml(shellDir), map);
    if (info.id !== lastWritten) {
      try {
        writeLatestBuild(info);
        lastWritten = info.id;
      } catch (error) {
        app.log.warn({ err: error }, 'builds/latest.json could not be written');
      }
    }
    return info;
  };
  app.get('/builds/latest.json', { schema: { hide: true } }, async (_req, reply) => {
    reply.header('Cache-Control', 'no-cache').header('Access-Control-Allow-Origin', '*');
    return currentBuild();
  });

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
      // x.js.br / x.js.gz written beside each file by the build (decision 070), chosen by
      // Accept-Encoding, with x.js's Content-Type and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(res, file) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        // Everything lives in a versioned folder and never changes; the manifest and the pointer
        // are re-validated so a client never holds a stale view of what a version contains.
        const name = logicalName(file);
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
    preCompressed: true,
    setHeaders(res, file) {
      const isPage = logicalName(file).endsWith('.html');
      // The favicon keeps its name across builds, so it is revalidated rather than cached for a year.
      res.header('Cache-Control', isPage || logicalName(file) === 'favicon.svg' ? REVALIDATE : IMMUTABLE);
      if (isPage) res.header('Content-Security-Policy', siteCsp(servedRemotesMap(), indexPage().styleHashes, social));
    },
  });

  // The picture link previews show (Open Graph, decision 071); not hashed, so cached for a day.
  const shareCard = path.join(ROOT, 'shell', 'public', 'share-card.png');
  app.get(SHARE_IMAGE.path, { schema: { hide: true } }, async (_req, reply) => {
    reply
      .type('image/png')
      .header('Cache-Control', 'public, max-age=86400')
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    return fs.promises.readFile(shareCard);
  });

  // The sitemap: the route table's pages plus the catalogue's job guides and white papers, with
  // absolute URLs from the configured public origin. The catalogue is asked of the API itself.
  let catalogueCache = null;
  const catalogue = async ({ maxAgeMs = Infinity } = {}) => {
    const fresh = catalogueCache && catalogueCache.until > Date.now() && Date.now() - catalogueCache.at <= maxAgeMs;
    if (fresh) return catalogueCache.value;
    const list = async (url) => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return res.json().data;
    };
    const value = {
      jobs: await list(`${versioned}/job-list?lang=en`),
      whitePapers: await list(`${versioned}/white-papers`),
      events: [...(await list(`${versioned}/events?when=upcoming`)), ...(await list(`${versioned}/events?when=past`))],
      updates: await list(`${versioned}/job-updates`),
    };
    catalogueCache = { value, at: Date.now(), until: Date.now() + 5 * 60_000 };
    return value;
  };
  const { ROUTES } = await loadRouteTable();
  const { LAYOUTS } = await loadLayouts();
  // Browsers and crawlers that ask for /favicon.ico get the SVG the page links to.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_req, reply) => reply.redirect('/favicon.svg', 301));

  // robots.txt: everything may be crawled; the sitemap on the configured origin, never the Host.
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${escapeXml(origin)}/en-sitemap.xml</loc></sitemap>\n  <sitemap><loc>${escapeXml(origin)}/ms-sitemap.xml</loc></sitemap>\n</sitemapindex>\n`;
  });
  for (const locale of ['en', 'ms']) {
    app.get(`/${locale}-sitemap.xml`, { schema: { hide: true } }, async (req, reply) => {
      let pages;
      try {
        const published = Object.fromEntries(
          Object.entries(servedRemotesMap().remotes ?? {}).map(([owner, r]) => [owner, r.publishedAt]),
        );
        pages = sitemapPages(ROUTES, await catalogue(), published);
      } catch (error) {
        // Better no sitemap for a minute than a cached one without the job guides.
        req.log.warn({ err: error }, 'sitemap: catalogue unavailable');
        reply.code(503).header('Retry-After', '60').header('Cache-Control', 'no-store').type('text/plain');
        return 'The sitemap is not available right now; try again in a minute.';
      }
      reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return sitemapXml(origin, pages, locale);
    });
  }

  // Every other GET is a page of the single-page site: the shell's HTML, with the page's language,
  // title, description and hreflang links, and HTTP 404 for a path the shell shows its "Page not
  // found" for or a job guide / white paper the catalogue does not have (decision 070).
  // Unknown paths under the API's prefix stay the API's JSON 404.
  const paths = await loadPaths();
  const pageCatalogue = async (req, pathname) => {
    const match = paths.matchPath(pathname);
    if (!match) return null;
    // The lists that are noindex while they hold only development examples (decision 261).
    if (['events', 'whitePapers'].includes(match.route.id)) {
      try {
        return await catalogue();
      } catch (error) {
        req.log.warn({ err: error }, 'page: catalogue unavailable');
        return null;
      }
    }
    if (!['jobs.detail', 'jobs.section', 'whitePaper'].includes(match.route.id)) return null;
    const has = (value) => {
      const list = match.route.id === 'whitePaper' ? value.whitePapers : value.jobs;
      return list.some((item) => item.slug === match.params.slug || item.slug_bm === match.params.slug);
    };
    try {
      const value = await catalogue();
      // A slug the cached catalogue lacks may be newer than the cache: ask again (at most every 30 s).
      return has(value) ? value : await catalogue({ maxAgeMs: 30_000 });
    } catch (error) {
      // Without the catalogue a slug cannot be judged: the page is served (200) and the app decides.
      req.log.warn({ err: error }, 'page: catalogue unavailable');
      return null;
    }
  };
  // A route's first data, the API's own answer for the GET its page makes first (decision 150): a
  // job guide's detail (also its industry and summary for the description and link previews, its
  // schema.org Occupation), a white paper and the directory's list. Asked of the API in-process and
  // kept five minutes; null when unavailable (the page then asks the API itself).
  // Where a published remote's build is (its first-render.json and first-paint.json).
  const remoteDir = (remote, version) => path.join(ROOT, remote, 'dist', version);
  const FIRST_DATA = {
    'jobs.detail': ({ params }) => ({ apiPath: `/jobs/${encodeURIComponent(params.slug)}` }),
    'jobs.section': ({ params }) => ({ apiPath: `/jobs/${encodeURIComponent(params.slug)}` }),
    whitePaper: ({ params }) => ({ apiPath: `/white-papers/${encodeURIComponent(params.slug)}` }),
    // The quiz's questions (random pictures per visit: asked for each page, never kept), unless the
    // visitor is already past the start (they have their questions; the cookies its first paint names).
    'quiz.start': ({ cookies, route, map }) =>
      pastFirstView({ remoteDir, map, owner: route.owner, routeId: route.id, cookies })
        ? null
        : { apiPath: '/data/generate-affinity', unversioned: true, fresh: true },
    // The directory's list, and the counts its first paint's opening line names (245).
    directory: ({ locale }) => ({
      apiPath: `/directory?lang=${locale}`,
      values: (groups) => ({
        jobCount: groups.reduce((n, g) => n + g.jobs.length, 0),
        industryCount: groups.length,
      }),
    }),
  };
  const kept = new Map();
  const firstData = async (req, pathname, map) => {
    const match = paths.matchPath(pathname);
    const wanted = match && FIRST_DATA[match.route.id]?.({ ...match, cookies: req.headers.cookie, map });
    if (!wanted) return null;
    const apiPath = wanted.unversioned ? `unversioned:${wanted.apiPath}` : wanted.apiPath;
    const hit = wanted.fresh ? null : kept.get(apiPath);
    if (hit && hit.until > Date.now()) return hit.value;
    const url = `${wanted.unversioned ? config.apiBase : versioned}${wanted.apiPath}`;
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) {
      if (res.statusCode >= 500) req.log.warn({ status: res.statusCode, apiPath }, 'page: first data unavailable');
      return null;
    }
    const data = res.json().data;
    const value = { routeId: match.route.id, apiPath, data, values: wanted.values?.(data) ?? null };
    if (wanted.fresh) return value;
    if (kept.size >= 1000) kept.delete(kept.keys().next().value);
    kept.set(apiPath, { value, until: Date.now() + 5 * 60_000 });
    return value;
  };

  const page = async (req, reply) => {
    const pathname = req.url.split('?')[0];
    if (isApiPath(pathname)) return reply.callNotFound();
    if (!fs.existsSync(indexFile)) {
      reply.code(503).type('text/plain');
      return 'The site is not built yet: run pnpm start';
    }
    const { html: configured, styleHashes } = indexPage();
    const map = servedRemotesMap();
    // The page names the build it belongs to, so the shell can tell when a newer one is out.
    const shellHtml = configured.replace(CONFIG_META, configMeta(currentBuild(map).id));
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      /* not a route either way */
    }
    const first = await firstData(req, decoded, map);
    const detail = first?.routeId.startsWith('jobs.') ? first.data : null;
    const answer = pageAnswer(pathname, paths, await pageCatalogue(req, decoded), detail);
    // Landing-page-only mode: the shell sends every path home, so none of them is a 404.
    if (settings.landingPageOnly) answer.status = 200;
    // Preloads for the route's first render and the remotes map inline: a flat waterfall (150).
    const route = answer.status === 200 ? paths.matchPath(decoded)?.route : null;
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map,
      owner: route?.owner ?? null,
      routeId: route?.id ?? null,
      locale: answer.locale,
    });
    // The route's first data, the API's own answer for the GET the page would make (decision 150).
    const data = first && route ? { [first.apiPath]: { data: first.data } } : null;
    // The page's first view as static HTML from the owner's build, so its words paint before any
    // script runs; the shell removes it when the app renders its own heading (decision 245).
    const paint = route
      ? firstPaint({
          shellDir,
          remoteDir,
          map,
          owner: route.owner,
          routeId: route.id,
          locale: answer.locale,
          data: first?.data ?? null,
          values: first?.values ?? null,
          cookies: req.headers.cookie,
        })
      : null;
    const layout =
      paint && route.layout && LAYOUTS[route.layout] ? { name: route.layout, ...LAYOUTS[route.layout] } : null;
    const html = applyFirstPaint(
      applyFirstRender(applyPageAnswer(shellHtml, answer, origin), { files, map, data }),
      paint,
      layout,
    );
    reply
      .code(answer.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', REVALIDATE)
      .header('Content-Security-Policy', siteCsp(map, paint ? inlineStyleHashes(html) : styleHashes, social))
      .header('Cross-Origin-Resource-Policy', 'same-origin');
    return html;
  };
  app.get('/', { schema: { hide: true } }, page);
  app.get('/*', { schema: { hide: true } }, page);
}

export { REMOTES_MAP_FILE, servedRemotesMap };
