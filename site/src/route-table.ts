// The shared route table (shared-kit/src/routes/route-table.ts) and the shell's own route matching
// and layouts, for the site server's sitemap, 404s and first paints: the package's build writes
// them as JavaScript into dist/shared/ (build/shared-sources.mjs; decision 390), so there is still
// one table and one matcher, and nothing is compiled when the server starts. They hold data and
// small functions (their imports are type-only, except paths.ts's of the table and its types).

/** A route as the apps and the server match it (shared-kit's RouteDef). */
export interface RouteDef {
  id: string;
  en: string;
  ms: string;
  owner: string;
  layout: string;
  auth?: boolean;
  slugs?: string;
  listOf?: string;
  origin?: string;
  values?: Record<string, Record<string, { en: string; ms: string }>>;
}

export type Locale = 'en' | 'ms';

export interface RouteMatch {
  route: RouteDef;
  locale: Locale;
  params: Record<string, string>;
  canonical: Record<string, string>;
}

/** shared-kit/src/routes/paths.ts as the server uses it. */
export interface Paths {
  matchPath(pathname: string): RouteMatch | null;
  setRoutes(routes: readonly RouteDef[]): void;
  allRoutes(): readonly RouteDef[];
  routeById(id: string): RouteDef | undefined;
  localeOfPath(pathname: string): Locale | null;
  buildPath(id: string, locale: Locale, params?: Record<string, string>): string;
}

export interface Layout {
  theme: string;
  width: string;
  footer: boolean;
}

/** A file of dist/shared/, written by the build from the apps' sources. */
const shared = <T>(name: string): Promise<T> => import(new URL(`./shared/${name}`, import.meta.url).href) as Promise<T>;

let loaded: Promise<{ DECLARED_ROUTES: readonly RouteDef[] }> | null = null;
let loadedPaths: Promise<Paths> | null = null;
let loadedLayouts: Promise<{ LAYOUTS: Record<string, Layout> }> | null = null;
let loadedDeclaration: Promise<{
  firstDataPath(template: string, params: Readonly<Record<string, string>>, locale: string): string;
  firstDataEachPaths(each: { query: string; path: string; max: number }, search: string): string[];
  laterDataPaths(templates: readonly string[], search: string, locale: string): string[];
}> | null = null;

/** shared-kit's route table (the routes as built; decision 300). */
export function loadRouteTable() {
  loaded ??= shared('route-table.js');
  return loaded;
}

/**
 * The shell's own route matching (shared-kit/src/routes/paths.ts: `matchPath`, `localeOfPath`,
 * `buildPath`), so the site server answers 404 for exactly the paths the shell shows its 404 page for.
 */
export function loadPaths() {
  loadedPaths ??= shared('paths.js');
  return loadedPaths;
}

/**
 * The shell's layouts (shell/src/layouts/layouts.ts: `LAYOUTS`, name → theme, width, footer), so a
 * page the server writes a first paint into has its frame before any script.
 */
export function loadLayouts() {
  loadedLayouts ??= shared('layouts.js');
  return loadedLayouts;
}

/**
 * shared-kit's page-declaration helpers (`firstDataPath`, `firstDataEachPaths`, `laterDataPaths`: the API paths of a
 * page's first data, from the functions the pages themselves ask through; decision 300).
 */
export function loadDeclarationHelpers() {
  loadedDeclaration ??= shared('page-declaration.js');
  return loadedDeclaration;
}
