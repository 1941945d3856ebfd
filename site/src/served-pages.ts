// @ts-check
// The pages the site serves now (docs/decisions/300): each published remote's declarations, read
// from its versioned build folder through the remotes map — `routes.json` (routes, titles and
// descriptions in both languages) and `pages.mjs` (the declarations themselves, for a page whose
// title or description comes from its data). A remote that adds a page publishes it: the next
// request matches, titles and lists it, and the shell learns it from the page (`career-routes`).
// A build without them (one made before this record) falls back to the remote's source.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueOf, importPages, routesJson, strippedPages } from './pages.mjs';
import { ROOT } from './workspace.mjs';

/** Site-wide texts: the shell's and shared-kit's catalogues (the 404 title, the site's description). */
function siteTexts() {
  const shell = { en: catalogueOf(path.join(ROOT, 'shell'), 'en'), ms: catalogueOf(path.join(ROOT, 'shell'), 'ms') };
  const kit = {
    en: catalogueOf(path.join(ROOT, 'shared-kit'), 'en'),
    ms: catalogueOf(path.join(ROOT, 'shared-kit'), 'ms'),
  };
  return { en: { ...kit.en, ...shell.en }, ms: { ...kit.ms, ...shell.ms } };
}

const builds = new Map();
/** One remote build's routes.json and declarations module, read once per version. */
async function buildPages(owner, dir) {
  const key = dir ?? `source:${owner}`;
  if (builds.has(key)) return builds.get(key);
  const promise = (async () => {
    const routesFile = dir && path.join(dir, 'routes.json');
    const pagesFile = dir && path.join(dir, 'pages.mjs');
    if (routesFile && fs.existsSync(routesFile) && fs.existsSync(pagesFile)) {
      const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
      const { PAGES } = await importPages(fs.readFileSync(pagesFile, 'utf8'));
      return { ...routes, PAGES };
    }
    const appDir = path.join(ROOT, owner);
    const { PAGES } = await importPages(strippedPages(path.join(appDir, 'src', 'pages.ts')));
    const catalogues = { en: catalogueOf(appDir, 'en'), ms: catalogueOf(appDir, 'ms') };
    return { ...routesJson(owner, PAGES, catalogues), PAGES };
  })();
  builds.set(key, promise);
  promise.catch(() => builds.delete(key));
  return promise;
}

/**
 * @typedef {{ id: string, en: string, ms: string, owner: string, layout: string, title?: string,
 *   fullTitle?: string, description?: string, firstData?: string, firstDataUnversioned?: boolean,
 *   firstDataFresh?: boolean, unlessCookies?: string[], sitemap?: boolean | string, slugs?: string,
 *   listOf?: string, meta?: boolean, firstView?: boolean, auth?: boolean,
 *   values?: Record<string, Record<string, { en: string, ms: string }>> }} ServedRoute
 * @typedef {{ routes: ServedRoute[], byId: Map<string, ServedRoute>, declarations: Map<string, any>,
 *   messages: { en: Record<string, string>, ms: Record<string, string> } }} ServedPages
 */

let last = null;
/**
 * Every served remote's pages, merged (remotes in the map's order, then by name).
 * @param {{ remotes?: Record<string, { version?: string }> }} map the remotes map served
 * @param {(remote: string, version: string) => string} remoteDir
 * @param {string[]} owners every remote of the workspace
 * @returns {Promise<ServedPages>}
 */
export async function servedPages(map, remoteDir, owners) {
  const key = JSON.stringify(owners.map((o) => [o, map.remotes?.[o]?.version ?? null]));
  if (last?.key === key) return last.value;
  const value = { routes: [], byId: new Map(), declarations: new Map(), messages: siteTexts() };
  for (const owner of owners) {
    const version = map.remotes?.[owner]?.version;
    const dir = version ? remoteDir(owner, version) : null;
    let built;
    try {
      built = await buildPages(owner, dir);
    } catch {
      continue; // a remote without declarations serves no page
    }
    for (const route of built.routes) {
      value.routes.push(route);
      value.byId.set(route.id, route);
      value.declarations.set(route.id, built.PAGES[route.id]);
    }
    for (const l of /** @type {const} */ (['en', 'ms'])) Object.assign(value.messages[l], built.messages[l]);
  }
  last = { key, value };
  return value;
}

/** What every app needs of a route (the page's `career-routes` block): no titles, no functions. */
export const routeData = (route) =>
  Object.fromEntries(
    Object.entries(route).filter(([k]) =>
      ['id', 'en', 'ms', 'owner', 'layout', 'values', 'auth', 'slugs', 'listOf', 'origin'].includes(k),
    ),
  );
