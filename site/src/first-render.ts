// A flat load waterfall (decision 150): the site server knows each route's owner remote, so the
// page's HTML names everything its first render needs — the shell's boot chunk, the shared packages
// the first render uses, the owner's remoteEntry.js, its exposed app and both apps' messages in the
// page's language — as preload links, and carries the remotes map inline. The browser then fetches
// them in parallel with main.js instead of discovering them one round trip after another.
// File names come from the builds: mf-manifest.json (Module Federation) and first-render.json
// (shared-kit/build/first-render-plugin.cjs).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RemotesMap } from './remotes.js';

/** A shared package's or exposed module's files in an mf-manifest.json. */
interface Assets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}
/** What this file reads of a build's mf-manifest.json. */
interface Manifest {
  shared?: Array<{ name: string; assets?: Assets }>;
  exposes?: Array<{ path: string; assets?: Assets }>;
}
/** A build's first-render.json (shared-kit/build/first-render-plugin.cjs). */
interface FirstRenderJson {
  bootstrap?: string[];
  messages?: Partial<Record<string, string[]>>;
}
/** The `firstViews` of a remote build's routes.json (decision 350). */
interface FirstViewsJson {
  firstViews?: { js?: unknown; pages?: Record<string, { css?: string[] } | undefined> };
}
/** A remote build's server bundle of first views. */
interface FirstViewsBundle {
  render?: (opts: {
    id: string;
    locale: 'en' | 'ms';
    href: string;
    routes: object[];
    data: Record<string, unknown> | null;
    cookies: string | null;
    config: string | null;
  }) => Promise<{ html?: string; css?: string } | null | undefined>;
}
export interface PreloadFile {
  href: string;
  as: 'script' | 'style';
}

/** Shared packages every first render uses (the shell's chrome and any remote's app). */
export const FIRST_RENDER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-intl',
  'shared-kit',
];

const cache = new Map<string, { mtime: number; value: unknown }>();
/** A build's JSON file, re-read when it changes; null when missing or unreadable. */
function readJson<T>(file: string): T | null {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const kept = cache.get(file);
  if (kept && kept.mtime === stat.mtimeMs) return kept.value as T | null;
  let value: T | null = null;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    /* half-written or not JSON: no preloads rather than wrong ones */
  }
  cache.set(file, { mtime: stat.mtimeMs, value });
  return value;
}

/**
 * A build's sync files of a shared package or exposed module; copies with one content hash once.
 * webpack can also write one merged chunk under each of its ids (react-dom as `74.x.js` and
 * `693.y.js`, the same code): the page asks for only one of them — the provider's, listed last —
 * so a file whose code (past its licence comment line) equals a later file's is not preloaded.
 * @param {object} assets
 * @param {string} [dir] the build's folder, to compare the files' code
 */
const assetsOf = (assets: Assets | undefined, dir?: string): string[] => {
  const hashes = new Set<string>();
  const names = [...(assets?.js?.sync ?? []), ...(assets?.css?.sync ?? [])].filter((name) => {
    const hash = /\.([0-9a-f]{8})\.(js|css)$/.exec(name)?.[0];
    if (!hash) return true;
    if (hashes.has(hash)) return false;
    hashes.add(hash);
    return true;
  });
  if (!dir) return names;
  const code = (name: string) => {
    try {
      return fs.readFileSync(path.join(dir, name), 'utf8').replace(/^\/\*![^\n]*\*\/\n/, '');
    } catch {
      return null;
    }
  };
  const bodies = names.map(code);
  return names.filter((_, i) => bodies[i] == null || !bodies.slice(i + 1).includes(bodies[i] ?? null));
};

/**
 * The files to preload for a page, in the order the page needs them, each with its `as`.
 * @param {object} opts
 * @param {string} opts.shellDir the shell's dist folder (served at /)
 * @param {(remote: string, version: string) => string} opts.remoteDir a remote build's folder
 * @param {{ remotes?: Record<string, { entry: string, version?: string }> }} opts.map the remotes map served
 * @param {string | null} opts.owner the route's owner remote (null: no remote, e.g. the 404 page)
 * @param {boolean} [opts.dataFirst] the page is named by its data: the data layer is on its first render (041)
 * @param {'en'|'ms'} opts.locale
 * @param {boolean} [opts.remotePreloads] also the owner remote's files (off by default: see below)
 */
export function firstRenderFiles({
  shellDir,
  remoteDir,
  map,
  owner,
  dataFirst = false,
  locale,
  remotePreloads = false,
}: {
  shellDir: string;
  remoteDir: (remote: string, version: string) => string;
  map: RemotesMap;
  owner: string | null;
  dataFirst?: boolean;
  locale: 'en' | 'ms';
  remotePreloads?: boolean;
}): PreloadFile[] {
  const files: PreloadFile[] = [];
  const add = (base: string, names: string[]) => {
    // A remote's content-hashed files are named from its version folder into its shared store
    // (`../assets/x.js`, decision 360): the URL the browser asks for has the dots resolved.
    for (const name of names) {
      files.push({ href: path.posix.normalize(base + name), as: name.endsWith('.css') ? 'style' : 'script' });
    }
  };
  const hostManifest = readJson<Manifest>(path.join(shellDir, 'mf-manifest.json'));
  const host = readJson<FirstRenderJson>(path.join(shellDir, 'first-render.json'));
  if (host) add('/', host.bootstrap ?? []);
  const wanted = new Set([...FIRST_RENDER_SHARED, ...(dataFirst ? ['shared-kit/query'] : [])]);
  for (const shared of hostManifest?.shared ?? []) {
    if (wanted.delete(shared.name)) add('/', assetsOf(shared.assets, shellDir));
  }
  if (host) add('/', host.messages?.[locale] ?? []);
  const entry = owner ? map.remotes?.[owner]?.entry : null;
  // Only a remote served here, from a versioned folder: its files are then known and immutable.
  const served = entry && /^\/remotes\/([\w-]+)\/([\w.-]+)\/remoteEntry\.js$/.exec(entry);
  // The owner remote's own files are not preloaded: a preload that fails (a remote down for a
  // moment) is reused by the browser for the same URL, so the slot's "Try again" would fail again
  // until the page is reloaded (e2e remotes.spec). They load as soon as the inline map is read.
  if (remotePreloads && entry && owner && served && served[1] === owner && served[2]) {
    const dir = remoteDir(owner, served[2]);
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    files.push({ href: entry, as: 'script' });
    const manifest = readJson<Manifest>(path.join(dir, 'mf-manifest.json'));
    const app = manifest?.exposes?.find((e) => e.path === './app');
    if (app) add(base, assetsOf(app.assets));
    // A shared package the host does not provide (the data layer) comes from the owner's build.
    for (const shared of manifest?.shared ?? []) if (wanted.has(shared.name)) add(base, assetsOf(shared.assets, dir));
    add(base, readJson<FirstRenderJson>(path.join(dir, 'first-render.json'))?.messages?.[locale] ?? []);
  }
  const seen = new Set<string>();
  return files.filter((f) => !seen.has(f.href) && seen.add(f.href));
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A JSON data block: not run, not governed by CSP; `<` escaped so no value can close the tag. */
export const jsonBlock = (id: string, value: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * Writes the preload links, the inline remotes map and the route's first data (API path → the
 * API's answer, read by shared-kit's `apiGet` before it asks the API) into a page's HTML.
 * @param {string} html
 * @param {{ files: Array<{ href: string, as: string }>, map: object, data?: Record<string, unknown> | null }} opts
 */
export function applyFirstRender(
  html: string,
  { files, map, data = null }: { files: PreloadFile[]; map: RemotesMap; data?: Record<string, unknown> | null },
): string {
  // The page's own entry scripts first: everything else waits for them to run, and the preloads
  // would otherwise take the bandwidth before the parser reaches them at the end of the body.
  const entries = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g)].map((m): PreloadFile => ({
    href: m[1] ?? '',
    as: 'script',
  }));
  const links = [...entries, ...files]
    .map((f) => `<link rel="preload" as="${f.as}" href="${escapeAttr(f.href)}" />`)
    .join('');
  // The route's data goes at the end of the body: the page's first paint above it shows while it
  // downloads (the deferred scripts that read it run after the whole document is parsed).
  const withHead = html.replace('</head>', `${links}${jsonBlock('career-remotes', map)}</head>`);
  return data ? withHead.replace('</body>', `${jsonBlock('career-data', data)}</body>`) : withHead;
}

const escapeText = (v: unknown) =>
  String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A cookie that is present and says more than its default ("", 0, false, [], null). */
export function cookieSet(cookieHeader: string | undefined, name: string): boolean {
  const m = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(cookieHeader ?? '');
  if (!m) return false;
  let v = m[1] ?? '';
  try {
    v = decodeURIComponent(v);
  } catch {
    /* as sent */
  }
  return !['', '0', 'false', '[]', 'null', '{}'].includes(v.trim());
}

const views = new Map<string, { mod?: FirstViewsBundle | null; error?: unknown }>();
/**
 * A remote build's server bundle of first views (decision 350), loaded once per file; null when
 * the build has none (made before it) or it does not load (logged by the caller's `onError`).
 */
function serverBundle(file: string): { mod?: FirstViewsBundle | null; error?: unknown } {
  let view = views.get(file);
  if (!view) {
    try {
      view = { mod: fs.existsSync(file) ? (createRequire(file)(file) as FirstViewsBundle) : null };
    } catch (error) {
      view = { error };
    }
    views.set(file, view);
  }
  return view;
}

const stylesheets = new Map<string, string>();
/** A stylesheet of a versioned (immutable) folder, read once. */
function stylesheet(file: string): string {
  let css = stylesheets.get(file);
  if (css === undefined) stylesheets.set(file, (css = fs.readFileSync(file, 'utf8')));
  return css;
}

/**
 * The route's first paint (decisions 245, 350): the owner remote's own first view of the page,
 * rendered by `react-dom/server` from the server bundle its build wrote into its versioned folder
 * (`server/first-views.js`, named in its `routes.json`), in the page's language, at the page's
 * address, with the routes and the first data the page carries; and the CSS that view imports,
 * extracted by the same build. Null when the owner's build has no first view for the route, its
 * bundle does not load, or the render fails: the page then keeps the shell's splash, never a 500.
 * @param {{ remoteDir: (remote: string, version: string) => string, map: object, owner: string | null,
 *   routeId: string | null, locale: 'en' | 'ms', href: string, routes?: object[],
 *   data?: Record<string, unknown> | null, cookies?: string | null, config?: string | null,
 *   onError?: (error: unknown) => void }} opts (`cookies`: the request's Cookie header; `config`:
 *   the page's `career-config` JSON, which the view's getConfig() answers with, decision 365)
 */
export async function firstPaint({
  remoteDir,
  map,
  owner,
  routeId,
  locale,
  href,
  routes = [],
  data = null,
  cookies = null,
  config = null,
  onError,
}: {
  remoteDir: (remote: string, version: string) => string;
  map: RemotesMap | null;
  owner: string | null;
  routeId: string | null;
  locale: 'en' | 'ms';
  href: string;
  routes?: object[];
  data?: Record<string, unknown> | null;
  cookies?: string | null;
  config?: string | null;
  onError?: (error: unknown) => void;
}): Promise<{ html: string; css: string } | null> {
  const version = owner ? map?.remotes?.[owner]?.version : null;
  if (!owner || !version || !routeId) return null;
  const dir = remoteDir(owner, version);
  const declared = readJson<FirstViewsJson>(path.join(dir, 'routes.json'))?.firstViews;
  const page = declared?.pages?.[routeId];
  if (!page || typeof declared?.js !== 'string') return null;
  const bundle = serverBundle(path.join(dir, declared.js));
  if (bundle.error || typeof bundle.mod?.render !== 'function') {
    if (bundle.error) onError?.(bundle.error);
    return null;
  }
  try {
    const view = await bundle.mod.render({ id: routeId, locale, href, routes, data, cookies, config });
    if (!view?.html) return null;
    const css = (page.css ?? []).map((name) => stylesheet(path.join(dir, name))).join('');
    return { html: view.html, css: css + (view.css ?? '') };
  } catch (error) {
    onError?.(error);
    return null;
  }
}

/**
 * The first paint lies over the top of `<main>` and the slots under it stay invisible until it goes,
 * so nothing that was on screen moves when the app's own view replaces it (no layout shift).
 */
const FIRST_PAINT_FRAME =
  '#first-paint{position:absolute;left:0;right:0}#first-paint~.slot,#first-paint~#shell-page{visibility:hidden}' +
  // A button's stand-in (no text yet) sits on the line as the real button does.
  '#first-paint .ck-button{vertical-align:top}';

/**
 * Writes a first paint into a page: its HTML at the top of `<main>` in a `#first-paint` block, its
 * CSS inline at the block's start (the caller hashes it for the CSP), the shell removes when the app shows its own heading,
 * the route's layout on `<body>` (what the shell's layouts.ts would set before the app mounts), and
 * the loading splash hidden (the page has something to show).
 * @param {string} html
 * @param {{ html: string, css: string } | null} paint
 * @param {{ name: string, theme: string, width: string, footer: boolean } | null} [layout]
 */
export function applyFirstPaint(
  html: string,
  paint: { html: string; css: string } | null,
  layout: { name: string; theme: string; width: string; footer: boolean } | null = null,
): string {
  if (!paint) return html;
  const frame = layout
    ? ` data-layout="${escapeText(layout.name)}" data-theme="${escapeText(layout.theme)}" data-width="${escapeText(layout.width)}" data-footer="${layout.footer}"`
    : '';
  // The CSS sits in the paint itself, after every stylesheet the scripts add to <head>: the kit's
  // file, loaded by the shell while the paint shows, would otherwise come after the view's rules and
  // win over them (the contact form's text box shrank 60 px and grew back, decision 351). It goes
  // with the paint.
  const style = `<style>${FIRST_PAINT_FRAME}${paint.css.replace(/<\//g, '<\\/')}</style>`;
  return html
    .replace(/<body>/, `<body${frame}>`)
    .replace(/<div id="splash" class="shell-splash"/, '<div id="splash" class="shell-splash" hidden')
    .replace(/(<main id="main"[^>]*>)/, `$1<div id="first-paint" class="slot">${style}${paint.html}</div>`);
}
