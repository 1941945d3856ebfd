// Serves the composed site next to the API on one port: the shell (index.html for every page
// route), each remote under /remotes/<name>/<version>/ and its shared store /remotes/<name>/assets/
// as if from its own host (CORS, CORP and cache headers), the remotes map, and the sitemap. Settings come from the API's validated
// configuration (`app.config`), never from a second reading of the environment (decision 005).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { ApiApp, Config } from 'api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  applyChromePaint,
  applyFirstPaint,
  chromePaint,
  applyFirstRender,
  cookieSet,
  firstPaint,
  firstRenderFiles,
  jsonBlock,
} from './first-render.js';
import { applyPageAnswer, hasReal, pageAnswer, SHARE_IMAGE, type Catalogue, type CatalogueItem } from './page-meta.js';
import { formatMessage } from './pages.mjs';
import { routeData, servedPages, type ServedRoute } from './served-pages.js';
import { buildInfo, readShellHtml, writeLatestBuild, type BuildInfo } from './build-id.js';
import { REMOTES, REMOTES_MAP_FILE, ROOT, servedRemotesMap, type RemotesMap } from './remotes.js';
import { loadDeclarationHelpers, loadLayouts, loadPaths, type RouteMatch } from './route-table.js';

// `schema: { hide: true }` keeps a route out of the API's OpenAPI document (@fastify/swagger, in the API).
declare module 'fastify' {
  interface FastifySchema {
    hide?: boolean;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A static file's own name: a precompressed sibling (x.js.br, x.js.gz) is sent with x.js's headers. */
const logicalName = (file: string) => path.basename(file).replace(/\.(br|gz)$/, '');

const SCRIPT_DEFAULTS = {
  GOOGLE_GSI_URL: 'https://accounts.google.com/gsi/client',
  FACEBOOK_SDK_URL: 'https://connect.facebook.net/en_US/sdk.js',
};

/** The site's own settings (siteSettings()); tests pass a part of them. */
export interface SiteSettings {
  landingPageOnly: boolean;
  googleScriptUrl?: string;
  facebookScriptUrl?: string;
  whatsappNumber?: string | null;
  analyticsKey?: string | null;
  analyticsServerUrl?: string | null;
}

/** What siteConfig() writes into the page (the shell's `career-config`). */
export interface SiteConfig {
  apiBase: string;
  apiVersion: string;
  social: { google: boolean; facebook: boolean };
  providers?: {
    google?: { clientId: string; script: string };
    facebook?: { appId: string; version: string; script: string };
  };
  landingPageOnly: 'true' | 'false';
  buildId?: string;
  whatsappNumber: string | null;
  analytics?: { key: string; serverUrl: string | null };
  /** Whether an editor's published event has not ended yet (the home page's Events card, decision 365). */
  upcomingEvents: boolean;
}

/**
 * Settings of the site alone (not the API's), read once, here: LANDING_PAGE_ONLY, where the
 * browser loads the Google and Facebook sign-in scripts from (tests point them at a stand-in), and
 * WHATSAPP_NUMBER.
 */
export function siteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  const value = (env.LANDING_PAGE_ONLY ?? '').trim();
  if (!/^(|true|false)$/.test(value)) throw new Error(`LANDING_PAGE_ONLY must be true or false, got "${value}"`);
  const url = (name: string) => {
    const raw = (env[name] ?? '').trim() || (SCRIPT_DEFAULTS[name as keyof typeof SCRIPT_DEFAULTS] ?? '');
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
 * @param {{ upcomingEvents?: boolean }} [data] what the site's data says when the page is served:
 *   whether a published event has not ended yet (decision 365)
 */
export function siteConfig(
  config: Config,
  settings: SiteSettings,
  buildId?: string,
  data: { upcomingEvents?: boolean } = {},
): SiteConfig {
  const { google, facebook } = config.accounts;
  const googleClientId = google.clientId;
  const { appId, appSecret } = facebook;
  const googleOn = !!googleClientId;
  const facebookOn = !!(appId && appSecret);
  return {
    apiBase: config.apiBase,
    apiVersion: config.apiVersion,
    social: { google: googleOn, facebook: facebookOn },
    ...(googleClientId || (appId && appSecret)
      ? {
          providers: {
            ...(googleClientId
              ? {
                  google: {
                    clientId: googleClientId,
                    script: settings.googleScriptUrl ?? SCRIPT_DEFAULTS.GOOGLE_GSI_URL,
                  },
                }
              : {}),
            ...(appId && appSecret
              ? {
                  facebook: {
                    appId,
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
    upcomingEvents: data.upcomingEvents === true,
  };
}

export interface SocialOrigins {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
}

/**
 * Origins the page's CSP must allow for the configured social sign-in (none when off): the
 * script's own origin, and for the real providers the frames and calls their scripts make.
 */
export function socialOrigins(siteConf: SiteConfig): SocialOrigins {
  const out: SocialOrigins = { script: [], frame: [], connect: [], style: [] };
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
  for (const k of Object.keys(out) as Array<keyof SocialOrigins>) out[k] = [...new Set(out[k])];
  return out;
}

/**
 * The site's public origin, for absolute URLs such as the sitemap's: SITE_URL, else PUBLIC_URL,
 * else this server on localhost — never the request's Host header, which a client chooses.
 * @param {import('api').Config} config
 */
export function publicOrigin(config: Config): string {
  const url = config.accounts.siteUrl ?? config.accounts.publicUrl ?? `http://localhost:${config.port}`;
  return new URL(url).origin;
}

/** `'sha256-…'` sources for each inline <style> element of a page (its critical CSS). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(
    (m) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(m[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * Content Security Policy of the site's pages (decision 008). Scripts and styles only from this
 * origin and the hosts the remotes map points at; the page's own inline <style> (the splash and
 * first frame) by its hash; no 'unsafe-inline' anywhere: every app's CSS is built to files.
 */
export function siteCsp(
  map: RemotesMap = servedRemotesMap(),
  styleHashes: string[] = [],
  social: Partial<SocialOrigins> = {},
): string {
  const remoteOrigins = new Set<string>();
  for (const entry of Object.values(map.remotes ?? {})) {
    try {
      remoteOrigins.add(new URL(entry.entry).origin);
    } catch {
      /* a relative entry is this origin */
    }
  }
  const hosts = [...remoteOrigins].join(' ');
  const extra = (kind: keyof SocialOrigins) => (social[kind] ?? []).join(' ');
  const join = (...parts: string[]) => parts.join(' ').replace(/\s+/g, ' ').trim();
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

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;');
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The later of two YYYY-MM-DD (or ISO) dates, as YYYY-MM-DD; null when neither is known. */
const later = (a: string | undefined, b: string | null | undefined): string | null => {
  const days = [a, b]
    .filter((d): d is string => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}/.test(d))
    .map((d) => d.slice(0, 10));
  return days.sort().at(-1) ?? null;
};

/** The catalogue lists the sitemap reads (the API's job list, white papers, events, job updates). */
export interface SitemapCatalogue {
  jobs?: CatalogueItem[];
  whitePapers?: CatalogueItem[];
  events?: CatalogueItem[];
  updates?: Array<{ slug: string; updated_on: string | null }>;
  [list: string]: Array<CatalogueItem | { slug: string; updated_on: string | null }> | undefined;
}

export interface SitemapPage {
  en: string;
  ms: string;
  lastmod?: string;
}

/**
 * Every page of the sitemap as { en, ms, lastmod } entries, from the served pages' declarations
 * (decision 300): each public page without parameters (unless it says `sitemap: false`), each
 * closed-set word of a page with `values` (the methodology pages), and each entry of the catalogue
 * list a page names (`sitemap: 'jobs'`: every job guide by its English and Malay slug); never a
 * development example, nor a list page (`listOf`) while it holds only examples. `lastmod` is when
 * the page last changed: its owner remote's last publication (`published`, owner → ISO date, from
 * the remotes map) and, for a catalogue entry, its own date — whichever is later.
 * @param {Array<object>} routes the served routes (routes.json of each published remote)
 * @param {{ jobs?: Array<{slug: string, slug_bm: string}>, whitePapers?: Array<{slug: string, slug_bm: string, published_on?: string, example?: boolean}>, events?: Array<{example?: boolean}>, updates?: Array<{slug: string, updated_on: string | null}> }} catalogue
 * @param {Record<string, string>} [published]
 */
export function sitemapPages(
  routes: ServedRoute[],
  catalogue: SitemapCatalogue = {},
  published: Record<string, string | undefined> = {},
): SitemapPage[] {
  // Development examples are never listed, nor a list page that would show nothing else (261).
  const lists: Record<string, CatalogueItem[]> = {
    jobs: catalogue.jobs ?? [],
    whitePapers: (catalogue.whitePapers ?? []).filter((paper) => !paper.example),
    events: (catalogue.events ?? []).filter((event) => !event.example),
  };
  const changed = new Map((catalogue.updates ?? []).map((u) => [u.slug, u.updated_on]));
  const own = (item: CatalogueItem) => item.published_on ?? changed.get(item.slug);
  const pages: SitemapPage[] = [];
  const add = (page: SitemapPage, owner: string, date: string | null = null) => {
    const lastmod = later(published[owner], date);
    pages.push(lastmod ? { ...page, lastmod } : page);
  };
  for (const route of routes) {
    if (route.auth || route.sitemap === false) continue;
    if (route.listOf && !hasReal(catalogue[route.listOf] as CatalogueItem[] | undefined)) continue;
    const params = [...route.en.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
    if (params.length === 0) {
      add({ en: route.en, ms: route.ms }, route.owner);
    } else if (params.length === 1 && params[0] && route.values?.[params[0]]) {
      const param = params[0];
      for (const word of Object.values(route.values[param] ?? {})) {
        add({ en: route.en.replace(`:${param}`, word.en), ms: route.ms.replace(`:${param}`, word.ms) }, route.owner);
      }
    } else if (params.length === 1 && params[0] === 'slug' && typeof route.sitemap === 'string') {
      for (const item of lists[route.sitemap] ?? []) {
        add(
          {
            en: route.en.replace(':slug', encodeURIComponent(item.slug)),
            ms: route.ms.replace(':slug', encodeURIComponent(item.slug_bm)),
          },
          route.owner,
          own(item),
        );
      }
    }
  }
  return pages;
}

/** One language's sitemap, each URL with its counterpart in the other language (hreflang). */
export function sitemapXml(origin: string, pages: SitemapPage[], locale: 'en' | 'ms'): string {
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
 * @param app the API's instance (the catalogue is asked of it)
 */
export async function sitePlugin(
  app: ApiApp,
  opts: { config: Config; settings?: SiteSettings; shellDir?: string; catalogueChanges?: EventTarget },
): Promise<void> {
  const { config } = opts;
  if (!config) throw new Error('sitePlugin needs the API configuration: register it with { config: app.config }');
  const settings = opts.settings ?? siteSettings();
  const shellDir = opts.shellDir ?? path.join(ROOT, 'shell', 'dist');
  const origin = publicOrigin(config);
  // The API's validated prefixes (a trailing slash in API_BASE is already gone). With no base,
  // the versioned routes are the API's part of the URL space.
  const apiPrefix = config.apiBase || config.apiVersion;
  const versioned = `${config.apiBase}${config.apiVersion}`;
  const isApiPath = (pathname: string) =>
    !!apiPrefix && (pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`));

  const indexFile = path.join(shellDir, 'index.html');
  const CONFIG_META = /<meta name="career-config" content='[^']*'\s*\/?>/;
  const configMeta = (json: string) => `<meta name="career-config" content='${escapeAttr(json)}' />`;
  const social = socialOrigins(siteConfig(config, settings));
  let indexCache: { mtime: number; raw: Buffer; html: string; styleHashes: string[] } | null = null;
  const indexPage = () => {
    const stat = fs.statSync(indexFile);
    if (!indexCache || indexCache.mtime !== stat.mtimeMs) {
      const raw = fs.readFileSync(indexFile);
      const html = raw.toString('utf8').replace(CONFIG_META, configMeta(JSON.stringify(siteConfig(config, settings))));
      indexCache = { mtime: stat.mtimeMs, raw, html, styleHashes: inlineStyleHashes(html) };
    }
    return indexCache;
  };

  // The build id of what is served now (decision 140): the shell's index.html and the remotes map.
  // builds/latest.json is also written beside the map whenever the id changes (a static host can
  // serve that file); open tabs poll it (no-cache, with a timestamp query) and offer a reload.
  let lastWritten: string | null = null;
  const currentBuild = (map: RemotesMap = servedRemotesMap()): BuildInfo => {
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
      // A build's server/ folder (its first views for react-dom/server, decision 350) is read from
      // disk by this server; browsers have no use for it, so it is not served.
      allowedPath: (pathName: string) => !/(^|\/)server\//.test(pathName),
      setHeaders(res, file) {
        res.header('Access-Control-Allow-Origin', '*');
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        // Everything lives in a versioned folder or the remote's shared store of content-hashed
        // files (assets/, decision 360) and never changes; the manifest and the pointer are
        // re-validated so a client never holds a stale view of what a version contains.
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
    // The shell's server views (its header for the first paint, decision 346) are read from disk
    // by this server, as a remote's server/ folder is: not served.
    allowedPath: (pathName: string) => !/(^|\/)(server\/|first-views\.json$)/.test(pathName),
    setHeaders(res, file) {
      const isPage = logicalName(file).endsWith('.html');
      // The favicon and the service worker (decision 361) keep their names across builds, so they
      // are revalidated rather than cached for a year.
      const named = ['favicon.svg', 'sw.js'].includes(logicalName(file));
      res.header('Cache-Control', isPage || named ? REVALIDATE : IMMUTABLE);
      if (isPage) res.header('Content-Security-Policy', siteCsp(servedRemotesMap(), indexPage().styleHashes, social));
      // A worker's CSP is its script's: the API's `default-src 'none'` would refuse the worker's own
      // fetches (precache, cache-on-use, pages), so /sw.js may reach this origin and nothing else.
      if (logicalName(file) === 'sw.js') res.header('Content-Security-Policy', "default-src 'self'");
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
  let catalogueCache: { value: SitemapCatalogue; at: number; until: number } | null = null;
  const catalogue = async ({ maxAgeMs = Infinity } = {}): Promise<SitemapCatalogue> => {
    const fresh = catalogueCache && catalogueCache.until > Date.now() && Date.now() - catalogueCache.at <= maxAgeMs;
    if (catalogueCache && fresh) return catalogueCache.value;
    const list = async (url: string): Promise<CatalogueItem[]> => {
      const res = await app.inject({ method: 'GET', url });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      return (res.json() as { data: CatalogueItem[] }).data;
    };
    const value: SitemapCatalogue = {
      jobs: await list(`${versioned}/job-list?lang=en`),
      whitePapers: await list(`${versioned}/white-papers`),
      events: [...(await list(`${versioned}/events?when=upcoming`)), ...(await list(`${versioned}/events?when=past`))],
      updates: (await list(`${versioned}/job-updates`)) as unknown as SitemapCatalogue['updates'],
    };
    catalogueCache = { value, at: Date.now(), until: Date.now() + 5 * 60_000 };
    return value;
  };
  // Whether an event that has not ended is published (decision 365): every page's configuration
  // says so, and the home page's Events card (app and first paint) links to the events page or says
  // "Coming soon" by it. Asked of the API's own upcoming list (development examples never count, as
  // for the events page's noindex), at most a minute old, and at once after an editor's change in
  // this process (below); an event that ends turns it off within the minute. One question at a time.
  let upcomingCache: { value: Promise<boolean>; until: number } | null = null;
  const upcomingEvents = (req: FastifyRequest): Promise<boolean> => {
    if (upcomingCache && upcomingCache.until > Date.now()) return upcomingCache.value;
    const entry = { value: Promise.resolve(false), until: Date.now() + 60_000 };
    entry.value = app
      .inject({ method: 'GET', url: `${versioned}/events?when=upcoming` })
      .then((res) => {
        if (res.statusCode !== 200) throw new Error(`events answered ${res.statusCode}`);
        return hasReal((res.json() as { data: CatalogueItem[] }).data);
      })
      .catch((error: unknown) => {
        // Not known: the card says "Coming soon" rather than lead to a page that may list nothing;
        // asked again in ten seconds.
        req.log.warn({ err: error }, 'page: upcoming events unavailable');
        entry.until = Math.min(entry.until, Date.now() + 10_000);
        return false;
      });
    upcomingCache = entry;
    return entry.value;
  };
  // An editor's event published, changed or removed in this process (decision 332) changes what the
  // events page lists: its noindex, the sitemap and every page's `upcomingEvents` follow at once, not
  // when the cache runs out (createSiteServer signals it; other processes of a cluster re-read
  // within a minute).
  opts.catalogueChanges?.addEventListener('change', () => {
    catalogueCache = null;
    upcomingCache = null;
  });
  const { LAYOUTS } = await loadLayouts();
  const { firstDataPath, firstDataEachPaths, laterDataPaths } = await loadDeclarationHelpers();
  // Where a published remote's build is (its routes.json with its server bundle of first views, pages.mjs, first-render.json).
  const remoteDir = (remote: string, version: string) => path.join(ROOT, remote, 'dist', version);
  const paths = await loadPaths();
  // The pages served now: the published remotes' declarations (decision 300); the matching follows.
  const served = async (map = servedRemotesMap()) => {
    const value = await servedPages(map, remoteDir, Object.keys(REMOTES));
    if (value.routes.length && paths.allRoutes() !== value.applied) {
      value.applied = value.routes.map(routeData);
      paths.setRoutes(value.applied);
    }
    return value;
  };
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
  for (const locale of ['en', 'ms'] as const) {
    app.get(`/${locale}-sitemap.xml`, { schema: { hide: true } }, async (req, reply) => {
      let pages: SitemapPage[];
      try {
        const published = Object.fromEntries(
          Object.entries(servedRemotesMap().remotes ?? {}).map(([owner, r]) => [owner, r.publishedAt]),
        );
        pages = sitemapPages((await served()).routes, await catalogue(), published);
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
  // The catalogue a page needs: a page of a catalogue entry (`slugs`: unknown slug → 404) and a list
  // page that is noindex while it holds only development examples (`listOf`, decision 261).
  const pageCatalogue = async (
    req: FastifyRequest,
    route: ServedRoute | null | undefined,
    params: Record<string, string> | undefined,
  ): Promise<Catalogue | null> => {
    if (!route || (!route.slugs && !route.listOf)) return null;
    const has = (value: Catalogue) =>
      !route.slugs ||
      (value[route.slugs] ?? []).some((item) => item.slug === params?.slug || item.slug_bm === params?.slug);
    try {
      // A list page (noindex while it holds only examples) reads a catalogue at most a minute old.
      if (!route.slugs) return (await catalogue({ maxAgeMs: 60_000 })) as Catalogue;
      const value = (await catalogue()) as Catalogue;
      // A slug the cached catalogue lacks may be newer than the cache: ask again (at most every 30 s).
      return has(value) ? value : ((await catalogue({ maxAgeMs: 30_000 })) as Catalogue);
    } catch (error) {
      // Without the catalogue a slug cannot be judged: the page is served (200) and the app decides.
      req.log.warn({ err: error }, 'page: catalogue unavailable');
      return null;
    }
  };
  // A route's first data, the API's own answer for the GET its page makes first (decision 150), as
  // its declaration says (`firstData`, filled by the same `firstDataPath` the page asks through).
  // Asked of the API in-process and kept five minutes (`firstDataFresh`: asked for each page, such
  // as the quiz's random questions); none when a cookie the page names says the visitor is past its
  // first view (`unlessCookies`); null when unavailable (the page then asks the API itself).
  type FirstData = { apiPath: string; data: unknown };
  const kept = new Map<string, { value: FirstData; until: number }>();
  // One answer, kept by its path whichever page asked (a guide and a comparison share a job's).
  const asked = async (
    req: FastifyRequest,
    apiPath: string,
    { unversioned = false, fresh = false } = {},
  ): Promise<FirstData | null> => {
    const key = unversioned ? `unversioned:${apiPath}` : apiPath;
    const hit = fresh ? null : kept.get(key);
    if (hit && hit.until > Date.now()) return hit.value;
    const url = `${unversioned ? config.apiBase : versioned}${apiPath}`;
    const res = await app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) {
      if (res.statusCode >= 500) req.log.warn({ status: res.statusCode, apiPath }, 'page: first data unavailable');
      return null;
    }
    // Keyed as the page looks it up: decoded (shared-kit's takeEmbedded).
    const value = { apiPath: decodeURIComponent(key), data: (res.json() as { data: unknown }).data };
    if (fresh) return value;
    const oldest = kept.keys().next();
    if (kept.size >= 1000 && !oldest.done) kept.delete(oldest.value);
    kept.set(key, { value, until: Date.now() + 5 * 60_000 });
    return value;
  };
  const firstData = async (req: FastifyRequest, route: ServedRoute, match: RouteMatch): Promise<FirstData | null> => {
    if (!route?.firstData || past(req, route)) return null;
    return asked(req, firstDataPath(route.firstData, match.canonical, match.locale), {
      unversioned: route.firstDataUnversioned,
      fresh: route.firstDataFresh,
    });
  };
  // …and the answers a list in the query names (`firstDataEach`: the comparison's jobs), each
  // asked and kept the same way; one the API does not answer is left for the page to ask.
  const firstDataEach = async (req: FastifyRequest, route: ServedRoute): Promise<FirstData[]> => {
    if (!route?.firstDataEach || past(req, route)) return [];
    const answers = await Promise.all(
      firstDataEachPaths(route.firstDataEach, searchOf(req)).map((apiPath) => asked(req, apiPath)),
    );
    return answers.filter((a): a is FirstData => a !== null);
  };
  // …and, when the request has something for the route's `Later` part to show, the GETs that part
  // makes first (`laterData`: the quiz result's shared result and the type texts, decision 362).
  // A `Later` without `laterWhen` always follows the first render (the directory's list, 366).
  const laterNow = (req: FastifyRequest, route: ServedRoute | null | undefined) =>
    Boolean(
      route &&
      (!route.laterWhen ||
        anyCookie(req, route.laterWhen.cookies) ||
        (route.laterWhen.query ?? []).some((name) => (req.query as Record<string, unknown>)[name] !== undefined)),
    );
  // A path filled from the query (a shared link's result, about 100 KB raw) is asked for each page
  // and not kept: there are as many as there are links.
  const laterData = async (req: FastifyRequest, route: ServedRoute, locale: string): Promise<FirstData[]> => {
    if (!route?.laterData || past(req, route) || !laterNow(req, route)) return [];
    const search = searchOf(req);
    const answers = await Promise.all(
      route.laterData.flatMap((template) =>
        laterDataPaths([template], search, locale).map((apiPath) =>
          asked(req, apiPath, { fresh: /:(?!locale\b)[a-zA-Z]/.test(template) }),
        ),
      ),
    );
    return answers.filter((a): a is FirstData => a !== null);
  };
  /** The request's query with its `?`, as the browser's `location.search` will have it. */
  const searchOf = (req: FastifyRequest) => (req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '');
  const anyCookie = (req: FastifyRequest, names: readonly string[] = []) =>
    names.some((name) => cookieSet(req.headers.cookie, name));
  const past = (req: FastifyRequest, route: ServedRoute) => anyCookie(req, route.unlessCookies);

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return reply.callNotFound();
    if (!fs.existsSync(indexFile)) {
      reply.code(503).type('text/plain');
      return 'The site is not built yet: run pnpm start';
    }
    const { html: configured, styleHashes } = indexPage();
    const map = servedRemotesMap();
    // The page names the build it belongs to, so the shell can tell when a newer one is out.
    // …and what the site's data says now (decision 365); the first view reads the same configuration.
    const pageConfig = JSON.stringify(
      siteConfig(config, settings, currentBuild(map).id, { upcomingEvents: await upcomingEvents(req) }),
    );
    const shellHtml = configured.replace(CONFIG_META, configMeta(pageConfig));
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      /* not a route either way */
    }
    const pages = await served(map);
    const match = paths.matchPath(decoded);
    const declared = match ? pages.byId.get(match.route.id) : null;
    const [first, each, next] =
      declared && match
        ? await Promise.all([
            firstData(req, declared, match),
            firstDataEach(req, declared),
            laterData(req, declared, match.locale),
          ])
        : [null, [], []];
    const answer = pageAnswer(
      pathname,
      paths,
      pages,
      await pageCatalogue(req, declared, match?.canonical),
      first?.data ?? null,
      formatMessage,
    );
    // Landing-page-only mode: the shell sends every path home, so none of them is a 404.
    if (settings.landingPageOnly) answer.status = 200;
    // Preloads for the route's first render and the remotes map inline: a flat waterfall (150).
    const route = answer.status === 200 ? declared : null;
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map,
      owner: route?.owner ?? null,
      // A page named by its data has the data layer on its first render too (decision 041), as has
      // one whose query named data (the comparison's jobs).
      dataFirst: Boolean((route?.slugs && route.firstData) || each.length),
      locale: answer.locale,
      // The route's own chunks, from the owner's build (decision 353).
      routeId: route?.id ?? null,
      // …and what it loads next, when this request has something for it to show (decision 357).
      later: laterNow(req, route),
    });
    // The route's first data, the API's own answer for the GET the page would make (decision 150).
    const answers = route ? [...(first ? [first] : []), ...each, ...next] : [];
    const data = answers.length ? Object.fromEntries(answers.map((a) => [a.apiPath, { data: a.data }])) : null;
    // The page's first view, rendered by react-dom/server from the owner's own components in its
    // build (server/first-views.js), so its words paint before any script runs; the shell removes
    // it when the app renders its own heading (decisions 245, 350).
    const routes = pages.routes.map(routeData);
    // A page only a signed-in visitor sees (`auth`) is painted only for a visitor with a session
    // cookie: anyone else is sent home by the shell, and "My profile" on the way would be untrue.
    const signedOut = route?.auth && !cookieSet(req.headers.cookie, 'authorization_token');
    const paint =
      route && !past(req, route) && !signedOut
        ? await firstPaint({
            remoteDir,
            map,
            owner: route.owner,
            routeId: route.id,
            locale: answer.locale,
            href: req.url,
            routes,
            data,
            // The view reads the visitor's cookies as the app will (the quiz result: answers or none).
            cookies: req.headers.cookie ?? null,
            // …and the page's configuration as the app's getConfig() will (the home page's Events card).
            config: pageConfig,
            onError: (err: unknown) => req.log.warn({ err, route: route.id }, 'page: first view not rendered'),
          })
        : null;
    // The shell's own header over it (decision 346): logo, home and the language switch as links,
    // so a tap on the header works before the app. Only with the page's first paint: without one
    // the splash covers the page anyway. The switch's links keep the query, as the app's switch does.
    const query = searchOf(req);
    // It comes first in the page, so it carries kit.css (the design tokens), which the page's own
    // paint then leaves out: with the tokens only in <main>, the header was laid out without them
    // until <main>'s style had arrived, and moved (CLS 0.002 at 1280 px).
    const header =
      paint && answer.alternates
        ? await chromePaint({
            shellDir,
            locale: answer.locale,
            href: req.url,
            routes,
            alternates: { en: answer.alternates.en + query, ms: answer.alternates.ms + query },
            withKit: true,
            onError: (err: unknown) => req.log.warn({ err }, 'page: header not rendered'),
          })
        : null;
    const main = paint && header ? { html: paint.html, css: paint.css.slice(paint.common.length) } : paint;
    const frame = route?.layout ? LAYOUTS[route.layout] : undefined;
    const layout = paint && route && frame ? { name: route.layout, ...frame } : null;
    const html = applyChromePaint(
      applyFirstPaint(applyFirstRender(applyPageAnswer(shellHtml, answer, origin), { files, map, data }), main, layout),
      header,
    ).replace('</head>', `${jsonBlock('career-routes', routes)}</head>`);
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
