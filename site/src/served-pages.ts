// The pages the site serves now (docs/decisions/300): each published remote's declarations, read
// from its versioned build folder through the remotes map — `routes.json` (routes, titles and
// descriptions in both languages) and `pages.mjs` (the declarations themselves, for a page whose
// title or description comes from its data). A remote that adds a page publishes it: the next
// request matches, titles and lists it, and the shell learns it from the page (`career-routes`).
// A build without them (one made before this record) falls back to the remote's source.
import fs from 'node:fs';
import path from 'node:path';
import { catalogueOf, importPages, routesJson, strippedPages } from './pages.mjs';
import type { RemotesMap } from './remotes.js';
import type { RouteDef } from './route-table.js';
import { ROOT } from './workspace.mjs';

/** Site-wide texts: the shell's and shared-kit's catalogues (the 404 title, the site's description). */
function siteTexts(): Messages {
  const shell = { en: catalogueOf(path.join(ROOT, 'shell'), 'en'), ms: catalogueOf(path.join(ROOT, 'shell'), 'ms') };
  const kit = {
    en: catalogueOf(path.join(ROOT, 'shared-kit'), 'en'),
    ms: catalogueOf(path.join(ROOT, 'shared-kit'), 'ms'),
  };
  return { en: { ...kit.en, ...shell.en }, ms: { ...kit.ms, ...shell.ms } };
}

interface BuiltPages {
  routes: ServedRoute[];
  messages: Messages;
  PAGES: Record<string, Declaration>;
}
const builds = new Map<string, Promise<BuiltPages>>();
/** One remote build's routes.json and declarations module, read once per version. */
async function buildPages(owner: string, dir: string | null): Promise<BuiltPages> {
  const key = dir ?? `source:${owner}`;
  const known = builds.get(key);
  if (known) return known;
  const promise = (async (): Promise<BuiltPages> => {
    const routesFile = dir && path.join(dir, 'routes.json');
    const pagesFile = dir && path.join(dir, 'pages.mjs');
    if (routesFile && pagesFile && fs.existsSync(routesFile) && fs.existsSync(pagesFile)) {
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

/** A route as a remote's routes.json serves it: the route, its titles' message ids, its first data. */
export interface ServedRoute extends RouteDef {
  title?: string;
  fullTitle?: string;
  description?: string;
  firstData?: string;
  firstDataUnversioned?: boolean;
  firstDataFresh?: boolean;
  /** More first data, one GET per value of a list in the query (the comparison's jobs). */
  firstDataEach?: { query: string; path: string; max: number };
  unlessCookies?: string[];
  /**
   * The request has a reason for the route's `Later` files to be preloaded (decision 357); without
   * it, they always are (the directory's list, 366).
   */
  laterWhen?: { cookies?: string[]; query?: string[] };
  /** The GETs the `Later` part makes first, filled from the query and embedded when `laterWhen` holds (362). */
  laterData?: string[];
  sitemap?: boolean | string;
  meta?: boolean;
  firstView?: boolean;
}

export type Messages = { en: Record<string, string>; ms: Record<string, string> };

/** What a page's `meta` (shared-kit's PageMeta) gives for a catalogue entry and its first data. */
export interface PageMeta {
  title?: string;
  description?: string;
  descriptionMessage?: string;
  values?: Record<string, unknown>;
  noindex?: boolean;
  jsonLd?: Record<string, unknown>;
}

/** A page declaration as a build's pages.mjs holds it; the server calls only its `meta`. */
export interface Declaration {
  meta?: (item: unknown, locale: 'en' | 'ms', data: unknown) => PageMeta | null | undefined;
}

export interface ServedPages {
  routes: ServedRoute[];
  byId: Map<string, ServedRoute>;
  declarations: Map<string, Declaration | undefined>;
  messages: Messages;
  /** The routes last given to the shell's matcher (site.ts). */
  applied?: RouteDef[];
}

let last: { key: string; value: ServedPages } | null = null;
/**
 * Every served remote's pages, merged (remotes in the map's order, then by name).
 * @param {{ remotes?: Record<string, { version?: string }> }} map the remotes map served
 * @param {(remote: string, version: string) => string} remoteDir
 * @param {string[]} owners every remote of the workspace
 * @returns {Promise<ServedPages>}
 */
export async function servedPages(
  map: RemotesMap,
  remoteDir: (remote: string, version: string) => string,
  owners: string[],
): Promise<ServedPages> {
  const key = JSON.stringify(owners.map((o) => [o, map.remotes?.[o]?.version ?? null]));
  if (last?.key === key) return last.value;
  const value: ServedPages = { routes: [], byId: new Map(), declarations: new Map(), messages: siteTexts() };
  for (const owner of owners) {
    const version = map.remotes?.[owner]?.version;
    const dir = version ? remoteDir(owner, version) : null;
    let built: BuiltPages;
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
    for (const l of ['en', 'ms'] as const) Object.assign(value.messages[l], built.messages[l]);
  }
  last = { key, value };
  return value;
}

/** What every app needs of a route (the page's `career-routes` block): no titles, no functions. */
export const routeData = (route: ServedRoute): RouteDef =>
  Object.fromEntries(
    Object.entries(route).filter(([k]) =>
      ['id', 'en', 'ms', 'owner', 'layout', 'values', 'auth', 'slugs', 'listOf', 'origin'].includes(k),
    ),
  ) as unknown as RouteDef;
