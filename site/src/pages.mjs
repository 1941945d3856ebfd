// @ts-check
// Page declarations (docs/decisions/300): each remote's src/pages.ts declares its pages once. This
// module reads them (a declaration is data: its types are stripped with swc and the result is
// imported), writes what is derived from them — the remote's build output `pages.mjs` and
// `routes.json` (titles formatted from its own catalogue), and shared-kit's generated route table —
// and answers, for the site server, a page's title, description, first data and sitemap entries.
// Plain JavaScript, typed by its JSDoc (the package's typecheck checks it): the remotes' builds
// (shared-kit/build/pages-plugin.cjs, first-views-plugin.cjs) and `node scripts/pages.mjs` import
// this source before the site server is built; the server imports its copy in dist/ (decision 390).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { IntlMessageFormat } from 'intl-messageformat';
import { ROOT, workspacePackages } from './workspace.mjs';

/** The remotes that declare pages, and where. */
export function declaringRemotes() {
  return workspacePackages()
    .filter((p) => p.role === 'remote' && fs.existsSync(path.join(ROOT, p.dir, 'src', 'pages.ts')))
    .map((p) => ({ name: p.name, dir: path.join(ROOT, p.dir), file: path.join(ROOT, p.dir, 'src', 'pages.ts') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A declaration file as plain JavaScript (ES module): its types stripped. It may import types only;
 * its components are `() => import(...)` thunks that Node never calls.
 * Needs @swc/core (the workspace's dev dependency): it runs in builds and tooling, and in the site
 * server only for a remote built before decision 300 (its build has no routes.json).
 * @param {string} file
 * @returns {string}
 */
export function strippedPages(file) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const { transformSync } = require('@swc/core');
  const code = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  }).code;
  if (/^\s*import\s/m.test(code)) throw new Error(`${file} must import types only (it is read by Node as data)`);
  return code;
}

/** @type {Map<string, Promise<{ PAGES: Record<string, any>, pageMessages?: Record<string, { id: string, defaultMessage: string }> }>>} */
const loaded = new Map();
/**
 * Imports a declarations module (the stripped source or a build's pages.mjs), once per content.
 * @param {string} code
 * @returns {Promise<{ PAGES: Record<string, any>, pageMessages?: Record<string, { id: string, defaultMessage: string }> }>}
 */
export function importPages(code) {
  const key = crypto.createHash('sha256').update(code).digest('hex');
  let mod = loaded.get(key);
  if (!mod) {
    mod = import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    loaded.set(key, mod);
  }
  return mod;
}

/** Every remote's declarations from source: [{ owner, PAGES }]. */
export async function sourceDeclarations() {
  const out = [];
  for (const remote of declaringRemotes()) {
    const mod = await importPages(strippedPages(remote.file));
    out.push({ owner: remote.name, PAGES: mod.PAGES });
  }
  return out;
}

/**
 * What every app needs of a route (the matching, the layout, the guard): data, no functions.
 * @param {string} owner
 * @param {string} id
 * @param {Record<string, any>} decl
 */
export function routeOf(owner, id, decl) {
  return {
    id,
    en: decl.en,
    ms: decl.ms,
    owner,
    layout: decl.layout,
    ...(decl.values ? { values: decl.values } : {}),
    ...(decl.auth ? { auth: true } : {}),
    ...(decl.slugs ? { slugs: decl.slugs } : {}),
    ...(decl.listOf ? { listOf: decl.listOf } : {}),
    ...(decl.origin ? { origin: decl.origin } : {}),
  };
}

/**
 * shared-kit's route table (src/routes/route-table.ts), generated from the declarations: the ids
 * other slices may link to (a link to an id no remote declares fails the typecheck) and the routes
 * the shell matches before any remote's build is read.
 * @param {Array<{ owner: string, PAGES: Record<string, any> }>} all
 */
export function routeTableSource(all) {
  const routes = all.flatMap(({ owner, PAGES }) => Object.entries(PAGES).map(([id, d]) => routeOf(owner, id, d)));
  const ids = routes.map((r) => `  | ${JSON.stringify(r.id)}`).join('\n');
  const owners = [...new Set(routes.map((r) => r.owner))].map((o) => JSON.stringify(o)).join(' | ');
  return `// GENERATED from each remote's src/pages.ts by \`node scripts/pages.mjs generate\` — do not edit.
// A page is declared once, in the remote that renders it (docs/decisions/300); \`npm test\` fails
// when this file differs from the declarations.
import type { RouteDef } from './route-types';

export type Owner = ${owners};

/** Every route id a remote declares: \`RouteLink to=\` and \`buildPath\` accept only these. */
export type RouteId =
${ids};

/** The routes as built; at run time the shell adds those of the remotes' published builds (300). */
export const DECLARED_ROUTES: readonly RouteDef[] = ${JSON.stringify(routes, null, 2)};
`;
}

export const ROUTE_TABLE_FILE = path.join(ROOT, 'shared-kit', 'src', 'routes', 'route-table.ts');

/**
 * A catalogue (id → message) of a remote or of shared-kit, from source.
 * @param {string} dir
 * @param {string} locale
 * @returns {Record<string, string>}
 */
export function catalogueOf(dir, locale) {
  const candidates = [
    path.join(dir, 'src', 'i18n', `${locale}.json`),
    path.join(dir, 'src', 'i18n', 'messages', `${locale}.json`),
  ];
  const file = candidates.find((f) => fs.existsSync(f));
  return file ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/**
 * Formats an ICU message as react-intl would (the same library, intl-messageformat: this package
 * depends on the version react-intl uses).
 * @param {string} text
 * @param {Record<string, unknown> | undefined} values
 * @param {string} locale
 * @returns {string}
 */
export function formatMessage(text, values, locale) {
  return String(new IntlMessageFormat(text, locale).format(/** @type {Record<string, any>} */ (values ?? {})));
}

/**
 * The message ids a declaration formats, to check them against the catalogue.
 * @param {Record<string, any>} decl
 * @returns {string[]}
 */
const messageIds = (decl) => [decl.title, decl.fullTitle, decl.description].filter(Boolean);

/**
 * A remote's routes.json (written into its versioned folder by its build): its routes with their
 * titles and descriptions in both languages, the messages a server formats with data, and the
 * first-data path. A message id missing from either catalogue fails the build.
 * @param {string} owner
 * @param {Record<string, any>} PAGES
 * @param {{ en: Record<string, string>, ms: Record<string, string> }} catalogues
 */
export function routesJson(owner, PAGES, catalogues) {
  /** @type {{ en: Record<string, string>, ms: Record<string, string> }} */
  const messages = { en: {}, ms: {} };
  const routes = Object.entries(PAGES).map(([id, decl]) => {
    for (const locale of /** @type {const} */ (['en', 'ms'])) {
      for (const msgId of messageIds(decl)) {
        const text = catalogues[locale][msgId];
        if (typeof text !== 'string')
          throw new Error(`${owner}: page ${id} names message ${msgId}, missing in ${locale}.json`);
        messages[locale][msgId] = text;
      }
    }
    return {
      ...routeOf(owner, id, decl),
      ...(decl.title ? { title: decl.title } : {}),
      ...(decl.fullTitle ? { fullTitle: decl.fullTitle } : {}),
      ...(decl.description ? { description: decl.description } : {}),
      ...(decl.firstData ? { firstData: decl.firstData } : {}),
      ...(decl.firstDataUnversioned ? { firstDataUnversioned: true } : {}),
      ...(decl.firstDataFresh ? { firstDataFresh: true } : {}),
      ...(decl.firstDataEach ? { firstDataEach: decl.firstDataEach } : {}),
      ...(decl.unlessCookies ? { unlessCookies: decl.unlessCookies } : {}),
      ...(decl.Later && decl.laterWhen ? { laterWhen: decl.laterWhen } : {}),
      ...(decl.Later && decl.laterData ? { laterData: decl.laterData } : {}),
      ...(decl.sitemap !== undefined ? { sitemap: decl.sitemap } : {}),
      ...(decl.meta ? { meta: true } : {}),
      ...(decl.FirstView ? { firstView: true } : {}),
    };
  });
  // And the messages a page's `meta` may name (a title or description chosen by its data).
  for (const locale of /** @type {const} */ (['en', 'ms'])) {
    for (const [msgId, text] of Object.entries(catalogues[locale])) {
      if (/\.page\./.test(msgId)) messages[locale][msgId] = text;
    }
  }
  return { owner, routes, messages };
}
