import { DECLARED_ROUTES, type RouteId } from './route-table';
import { DEFAULT_LOCALE, LOCALES, type Locale, type RouteDef } from './route-types';

export type RouteParams = Readonly<Record<string, string>>;

export interface RouteMatch {
  readonly route: RouteDef;
  readonly locale: Locale;
  /** Parameters as they appear in the URL (localized). */
  readonly params: RouteParams;
  /** Parameters with closed-set words mapped to their canonical (English) value. */
  readonly canonical: RouteParams;
}

interface Compiled {
  readonly route: RouteDef;
  readonly locale: Locale;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

function compile(route: RouteDef, locale: Locale): Compiled {
  const names: string[] = [];
  const source = route[locale]
    .split('/')
    .map((segment) =>
      segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([a-zA-Z]+)/g, (_, name: string) => {
        names.push(name);
        return `(${SLUG})`;
      }),
    )
    .join('/');
  return { route, locale, regex: new RegExp(`^${source}/?$`), names };
}

/** The id of the JSON block the site server writes the served builds' routes into (decision 300). */
export const ROUTES_DATA_ID = 'career-routes';

let table: readonly RouteDef[] = DECLARED_ROUTES;
let byId = new Map<string, RouteDef>(table.map((r) => [r.id, r]));
let COMPILED: readonly Compiled[] = table.flatMap((r) => LOCALES.map((l) => compile(r, l)));

/** Every route the site knows now: the built table, or the served builds' routes once read. */
export function allRoutes(): readonly RouteDef[] {
  return table;
}

/** The route of an id; undefined when no served remote declares it. */
export function routeById(id: string): RouteDef | undefined {
  return byId.get(id);
}

/**
 * Replaces the route table with the routes the published remotes declare (their builds'
 * routes.json, merged by the site server into the page): a remote that ships a new page is
 * matched, laid out and linked without a shell release (docs/decisions/300).
 */
export function setRoutes(routes: readonly RouteDef[]): void {
  if (!Array.isArray(routes) || routes.length === 0) return;
  table = routes;
  byId = new Map(routes.map((r) => [r.id, r]));
  COMPILED = routes.flatMap((r) => LOCALES.map((l) => compile(r, l)));
}

/** The routes the site server wrote into the page, when there are any (read once, at start). */
function readServedRoutes(): void {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(ROUTES_DATA_ID)?.textContent;
  if (!text) return;
  try {
    setRoutes(JSON.parse(text) as RouteDef[]);
  } catch {
    /* keep the built table */
  }
}
readServedRoutes();

/** The locale a path belongs to, from its first segment; null when it has none. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return first === 'en' || first === 'ms' ? first : null;
}

/**
 * Matches a pathname against the route table. Closed-set parameters (methodology page, role word,
 * job section) must be the word of the path's own language, or the path does not match (a 404).
 */
export function matchPath(pathname: string): RouteMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const c of COMPILED) {
    const m = c.regex.exec(clean);
    if (!m) continue;
    const params: Record<string, string> = {};
    const canonical: Record<string, string> = {};
    let valid = true;
    c.names.forEach((name, i) => {
      const value = m[i + 1] ?? '';
      params[name] = value;
      const closed = c.route.values?.[name];
      if (closed) {
        const entry = Object.entries(closed).find(([, words]) => words[c.locale] === value);
        if (!entry) valid = false;
        else canonical[name] = entry[0];
      } else {
        canonical[name] = value;
      }
    });
    if (valid) return { route: c.route, locale: c.locale, params, canonical };
  }
  return null;
}

/**
 * Whether the page's route table knows `id`. A remote built against a newer table than the shell's
 * (whose shared-kit is the page's) can link to an id this table lacks (decision 312).
 */
export function isRouteId(id: string): id is RouteId {
  return byId.has(id);
}

/** Thrown by `buildPath` for an id the page's route table does not know. */
export class UnknownRouteError extends Error {
  constructor(readonly id: string) {
    super(`Unknown route id "${id}"`);
    this.name = 'UnknownRouteError';
  }
}

const reported = new Set<string>();

/** Logs, once per id, that a link to an unknown route id was degraded to plain text. */
export function reportUnknownRoute(id: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  console.error(
    `Unknown route id "${id}": the shell's route table does not have it (a remote built against a newer shared-kit; decision 312). Its links show as plain text.`,
  );
}

/**
 * Builds the path of a route in a locale. Closed-set parameters take their canonical (English)
 * value and are localized here; free parameters (slugs) are used as given. An id the table does
 * not know is logged and throws `UnknownRouteError`; `RouteLink` checks first and renders its text.
 */
export function buildPath(id: RouteId, locale: Locale, params: RouteParams = {}): string {
  const route = byId.get(id);
  if (!route) {
    reportUnknownRoute(id);
    throw new UnknownRouteError(id);
  }
  return route[locale].replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${id} needs the parameter "${name}"`);
    const closed = route.values?.[name]?.[value];
    return encodeURIComponent(closed ? closed[locale] : value);
  });
}

/**
 * Looks up the other language's slug of a job or a white paper (for example from the API); null
 * when unknown. `route` says which (`jobs.detail`, `jobs.section` or `whitePaper`).
 */
export type SlugTranslator = (slug: string, from: Locale, to: Locale, route: RouteId) => Promise<string | null>;

/**
 * Maps a path (with its query and hash) to the same place in the other language: localized
 * segments, closed-set words and, through `translateSlug`, job and white-paper slugs. Paths the table does not
 * know keep their tail with the locale prefix swapped.
 */
export async function switchLocalePath(fullPath: string, to: Locale, translateSlug?: SlugTranslator): Promise<string> {
  const url = new URL(fullPath, 'http://x');
  const match = matchPath(url.pathname);
  const suffix = `${url.search}${url.hash}`;
  if (!match) {
    const from = localeOfPath(url.pathname);
    const rest = from ? url.pathname.slice(3) : url.pathname;
    return `/${to}${rest}${suffix}`;
  }
  const params: Record<string, string> = { ...match.canonical };
  if (match.route.slugs && params.slug && match.locale !== to && translateSlug) {
    params.slug = (await translateSlug(params.slug, match.locale, to, match.route.id)) ?? params.slug;
  }
  return `${buildPath(match.route.id, to, params)}${suffix}`;
}

/** The locale for a visitor with no locale in the path: saved choice, then the browser, then en. */
export function preferredLocale(saved: string | undefined, browserLanguages: readonly string[]): Locale {
  if (saved === 'en' || saved === 'ms') return saved;
  for (const lang of browserLanguages) {
    const base = lang.toLowerCase().split('-')[0];
    if (base === 'ms' || base === 'en') return base;
  }
  return DEFAULT_LOCALE;
}

/** Paths containing /jobs/ or /pekerjaan count as job guides (spec §2). */
export function isJobGuidePath(pathname: string): boolean {
  return pathname.includes('/jobs/') || pathname.includes('/pekerjaan');
}
