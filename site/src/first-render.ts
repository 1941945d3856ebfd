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
  /**
   * Every file each shared package's factory loads (decision 356): the manifest lists only some of
   * a share's scripts and none of its stylesheets (kit.css, the data layer's query-core chunk).
   */
  sharedFiles?: Partial<Record<string, string[]>>;
  messages?: Partial<Record<string, string[]>>;
  /**
   * A remote's, decision 353: each route's own chunks (JS, then CSS) beyond the exposed app, and
   * the shared packages they and the app consume.
   */
  routes?: Partial<
    Record<
      string,
      {
        files?: string[];
        shared?: string[];
        /** What the route loads right after its first render (`Later`, decision 357). */
        later?: { files?: string[]; shared?: string[] };
      }
    >
  >;
}
/** The `firstViews` of a remote build's routes.json (decision 350). */
interface FirstViewsJson {
  firstViews?: { js?: unknown; common?: string[]; pages?: Record<string, { css?: string[] } | undefined> };
}
/** The shell build's first-views.json: its server views (the header, decision 346). */
interface HostFirstViewsJson {
  js?: unknown;
  /** The stylesheets every view of the build has (kit.css). */
  common?: string[];
  pages?: Record<string, { css?: string[] } | undefined>;
}
/** A build's server bundle of first views. */
interface FirstViewsBundle {
  render?: (opts: {
    id: string;
    locale: 'en' | 'ms';
    href: string;
    routes: object[];
    data: Record<string, unknown> | null;
    cookies: string | null;
    props?: Record<string, unknown>;
    config: string | null;
  }) => Promise<{ html?: string; css?: string } | null | undefined>;
}
export interface PreloadFile {
  href: string;
  as: 'script' | 'style';
  /** Asked for at low priority: after what the first paint needs (decision 354). */
  low?: boolean;
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

/** A share's manifest assets with the files its build listed for it (`sharedFiles`), JS then CSS. */
const withFiles = (assets: Assets | undefined, files: string[] | undefined): Assets | undefined => {
  if (!files?.length) return assets;
  const more = (list: string[] | undefined, ext: string) => [
    ...(list ?? []),
    ...files.filter((f) => f.endsWith(ext) && !(list ?? []).includes(f)),
  ];
  return {
    ...assets,
    js: { ...assets?.js, sync: more(assets?.js?.sync, '.js') },
    css: { ...assets?.css, sync: more(assets?.css?.sync, '.css') },
  };
};

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
 * @param {string | null} [opts.routeId] the route: its own chunks, as the owner's build listed them
 * @param {boolean} [opts.remotePreloads] also the owner remote's files (on; off gives 150's list)
 * @param {boolean} [opts.later] also what the route loads right after its first render (357)
 */
export function firstRenderFiles({
  shellDir,
  remoteDir,
  map,
  owner,
  dataFirst = false,
  locale,
  routeId = null,
  remotePreloads = true,
  later = false,
}: {
  shellDir: string;
  remoteDir: (remote: string, version: string) => string;
  map: RemotesMap;
  owner: string | null;
  dataFirst?: boolean;
  locale: 'en' | 'ms';
  routeId?: string | null;
  remotePreloads?: boolean;
  later?: boolean;
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
  /** The host's copy of each of `names` it provides, which leave `names`. */
  const addHostShares = (names: Set<string>) => {
    for (const shared of hostManifest?.shared ?? [])
      if (names.delete(shared.name))
        add('/', assetsOf(withFiles(shared.assets, host?.sharedFiles?.[shared.name]), shellDir));
  };
  const wanted = new Set([...FIRST_RENDER_SHARED, ...(dataFirst ? ['shared-kit/query'] : [])]);
  addHostShares(wanted);
  if (host) add('/', host.messages?.[locale] ?? []);
  const entry = owner ? map.remotes?.[owner]?.entry : null;
  // Only a remote served here, from a versioned folder: its files are then known and immutable.
  const served = entry && /^\/remotes\/([\w-]+)\/([\w.-]+)\/remoteEntry\.js$/.exec(entry);
  // The owner remote's own files: its entry, its exposed app (JS and CSS), a shared package the host
  // does not provide (the data layer), its messages and the route's own chunks, as its build listed
  // them in its version folder (first-render.json), so a remote published alone brings its list.
  // A preload that fails is kept by Chromium and handed to the next request for its URL, so a
  // retry asks for new URLs (`?retry=n`: the shell's retry path and the remote's RetryUrlPlugin,
  // decision 353); the first load's requests match these links exactly.
  if (remotePreloads && entry && owner && served && served[1] === owner && served[2]) {
    const dir = remoteDir(owner, served[2]);
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const first = files.length;
    files.push({ href: entry, as: 'script' });
    const manifest = readJson<Manifest>(path.join(dir, 'mf-manifest.json'));
    const app = manifest?.exposes?.find((e) => e.path === './app');
    if (app) add(base, assetsOf(app.assets));
    const remote = readJson<FirstRenderJson>(path.join(dir, 'first-render.json'));
    const own = routeId ? remote?.routes?.[routeId] : undefined;
    /** The owner's copy of each of `names`. */
    const addOwnerShares = (names: ReadonlySet<string>) => {
      for (const shared of manifest?.shared ?? [])
        if (names.has(shared.name))
          add(base, assetsOf(withFiles(shared.assets, remote?.sharedFiles?.[shared.name]), dir));
    };
    // A shared package the host does not provide (the data layer; the quiz's state and jotai)
    // comes from the owner's build.
    const provided = new Set((hostManifest?.shared ?? []).map((s) => s.name));
    for (const name of own?.shared ?? []) if (!provided.has(name)) wanted.add(name);
    addOwnerShares(wanted);
    add(base, remote?.messages?.[locale] ?? []);
    add(base, own?.files ?? []);
    // Then, when the page has something to show with it, what the route loads right after its
    // first render (the quiz result's body, decision 357): the shared packages it needs that
    // nothing above brought (the host's copy where the host provides one, else the owner's), then
    // its own chunks. Low priority like the rest, and last.
    if (later && own?.later) {
      const next = new Set((own.later.shared ?? []).filter((name) => !wanted.has(name)));
      addHostShares(next);
      addOwnerShares(next);
      add(base, own.later.files ?? []);
    }
    for (const file of files.slice(first)) file.low = true;
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
  // A file of the first render that is an entry script too (the host's eager shares are in main.js,
  // decision 367) is linked once.
  const linked = new Set(entries.map((e) => e.href));
  const links = [...entries, ...files.filter((f) => !linked.has(f.href))]
    .map(
      (f) => `<link rel="preload" as="${f.as}" href="${escapeAttr(f.href)}"${f.low ? ' fetchpriority="low"' : ''} />`,
    )
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

const views = new Map<string, { mod?: FirstViewsBundle | null; error?: unknown; mtime?: number }>();
/**
 * A build's server bundle of first views (decision 350), loaded once per file; null when the build
 * has none (made before it) or it does not load (logged by the caller's `onError`). A remote's
 * versioned folder never changes; the shell's `server/first-views.js` keeps its name across builds
 * (`changes`), so it is loaded again when the file is newer.
 */
function serverBundle(
  file: string,
  changes = false,
): { mod?: FirstViewsBundle | null; error?: unknown; mtime?: number } {
  let view = views.get(file);
  let mtime: number | undefined;
  if (changes) {
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      mtime = undefined;
    }
    if (view && view.mtime !== mtime) {
      // Its chunks are content-hashed; the entry is the one file to read again.
      delete createRequire(file).cache[file];
      view = undefined;
    }
  }
  if (!view) {
    try {
      view = { mod: fs.existsSync(file) ? (createRequire(file)(file) as FirstViewsBundle) : null, mtime };
    } catch (error) {
      view = { error, mtime };
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
}): Promise<{ html: string; css: string; common: string } | null> {
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
    // The stylesheets every view of the build has (kit.css) come first: `common` is that start of
    // `css`, which a page whose header paint carries them leaves out (decision 346).
    const shared = new Set(declared.common ?? []);
    const names = page.css ?? [];
    let lead = 0;
    while (lead < names.length && shared.has(names[lead] ?? '')) lead += 1;
    const common = names
      .slice(0, lead)
      .map((name) => stylesheet(path.join(dir, name)))
      .join('');
    return { html: view.html, css: css + (view.css ?? ''), common };
  } catch (error) {
    onError?.(error);
    return null;
  }
}

/**
 * The shell's header in the first paint (decision 346): the app's own `Header`, rendered by
 * `react-dom/server` from the shell's server bundle (`server/first-views.js`, named in its
 * `first-views.json`, view `chrome`) in the page's language, with the language switch's links to
 * `alternates` (the page's hreflang alternates). Rendered with no cookies, so nothing of the
 * visitor's account is in it. Its CSS is the header's stylesheet, and kit.css (the design tokens)
 * with `withKit`: the site server asks for it, since the header comes first in the page, and leaves
 * the page's own paint's copy out (`common` of `firstPaint`). Null when the shell's build has no such view, its bundle
 * does not load or the render fails: the header then stays empty until the app, as before.
 */
export async function chromePaint({
  shellDir,
  locale,
  href,
  routes = [],
  alternates,
  withKit = false,
  onError,
}: {
  shellDir: string;
  locale: 'en' | 'ms';
  href: string;
  routes?: object[];
  alternates: { en: string; ms: string };
  withKit?: boolean;
  onError?: (error: unknown) => void;
}): Promise<{ html: string; css: string } | null> {
  const declared = readJson<HostFirstViewsJson>(path.join(shellDir, 'first-views.json'));
  const page = declared?.pages?.chrome;
  if (!page || typeof declared?.js !== 'string') return null;
  const bundle = serverBundle(path.join(shellDir, declared.js), true);
  if (bundle.error || typeof bundle.mod?.render !== 'function') {
    if (bundle.error) onError?.(bundle.error);
    return null;
  }
  try {
    const view = await bundle.mod.render({
      id: 'chrome',
      locale,
      href,
      routes,
      data: null,
      cookies: null,
      config: null,
      props: { alternates },
    });
    if (!view?.html) return null;
    const common = new Set(declared.common ?? []);
    const css = (page.css ?? [])
      .filter((name) => withKit || !common.has(name))
      .map((name) => stylesheet(path.join(shellDir, name)))
      .join('');
    return { html: view.html, css: css + (view.css ?? '').replace(/#first-paint /g, '#chrome-paint ') };
  } catch (error) {
    onError?.(error);
    return null;
  }
}

/**
 * The header's actions sit at its right edge, so each one the parser adds pushes the ones before
 * it to the left. A browser may paint the page while the header is half parsed (1 load in 6 at
 * 1280 px: the home link alone, then the rest, CLS 0.0017): the actions stay invisible until their
 * last one, the menu button, is in the document.
 */
const CHROME_PAINT_FRAME = '#chrome-paint .shell-header__actions:not(:has(.shell-menu-button)){visibility:hidden}';

/**
 * Writes the header's first paint into `#chrome`, in a `#chrome-paint` block with its CSS inline at
 * its start (the caller hashes it for the CSP). The shell removes the block in the task its own
 * header renders (shell/src/first-paint/first-paint.ts), before the next frame.
 */
export function applyChromePaint(html: string, paint: { html: string; css: string } | null): string {
  if (!paint) return html;
  const style = `<style>${CHROME_PAINT_FRAME}${paint.css.replace(/<\//g, '<\\/')}</style>`;
  return html.replace(
    /<div id="chrome"><\/div>/,
    `<div id="chrome"><div id="chrome-paint">${style}${paint.html}</div></div>`,
  );
}

/** The id of the empty element that ends a first paint: the page renders once it is parsed. */
const FIRST_PAINT_END = 'first-paint-end';

/**
 * The first paint holds the top of `<main>`, and the slots render out of the flow under it,
 * invisible, until it goes: so what follows `<main>` (the footer) sits below the paint, never over
 * it, and nothing on screen moves when the app's own view, of the same height, takes its place
 * (decision 358; before, the paint lay over the slots and the footer sat below the app's view,
 * over a paint taller than it).
 */
const FIRST_PAINT_FRAME =
  '#main{position:relative}' +
  '#first-paint~.slot,#first-paint~#shell-page{position:absolute;top:0;left:0;right:0;visibility:hidden}' +
  // A button's stand-in (no text yet) sits on the line as the real button does.
  '#first-paint .ck-button{vertical-align:top}' +
  // A button waiting for the app looks as a disabled one; tapped, it says it is loading (a dashed
  // outline that pulses; it holds still for a visitor who prefers reduced motion) and the app's
  // button gets the tap when it comes (decision 376). An outline moves nothing.
  '#first-paint button[aria-disabled=true]{opacity:.6;cursor:progress}' +
  '#first-paint button[aria-busy=true]{opacity:1;outline:3px dashed #1546a0;outline-offset:3px;' +
  'animation:first-paint-busy .8s ease-in-out infinite alternate}' +
  '@keyframes first-paint-busy{to{outline-color:#1546a040}}' +
  '@media (prefers-reduced-motion:reduce){#first-paint button[aria-busy=true]{animation:none}}';

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
  // The browser shows nothing of the page before the paint's end is parsed: on a slow phone the
  // parser yields mid-paint, and a half-parsed row (one of its two buttons) drew, then grew when
  // the rest came — a layout shift of the paint itself (decision 375). `rel=expect` with
  // `blocking=render` is HTML's way to say so; a browser without it draws as before.
  return html
    .replace(/<\/head>/, `<link rel="expect" href="#${FIRST_PAINT_END}" blocking="render" /></head>`)
    .replace(/<body>/, `<body${frame}>`)
    .replace(/<div id="splash" class="shell-splash"/, '<div id="splash" class="shell-splash" hidden')
    .replace(
      /(<main id="main"[^>]*>)/,
      `$1<div id="first-paint" class="slot">${style}${paint.html}<span id="${FIRST_PAINT_END}" hidden></span></div>`,
    );
}
