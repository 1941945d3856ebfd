import type { Locale } from 'api/contract';
import type { LayoutName, LocalizedValues } from './page-declaration';
import type { Owner, RouteId } from './route-table';

/** The page language: the API's `LangSchema` ('en' | 'ms'), one source for every app. */
export type { Locale, LayoutName, LocalizedValues };
export const LOCALES: readonly Locale[] = ['en', 'ms'];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * What every app knows of a route: its paths, owner, layout and guard. Derived from the owner's
 * page declaration (docs/decisions/300); the route table and the served routes hold these.
 */
export interface RouteDef {
  readonly id: RouteId;
  readonly en: string;
  readonly ms: string;
  readonly owner: Owner;
  readonly layout: LayoutName;
  /** Parameters restricted to a closed set of localized words; anything else is a 404. */
  readonly values?: { readonly [param: string]: LocalizedValues };
  /** Only reachable with an authorization token (spec §2: my-profile is the only guarded page). */
  readonly auth?: boolean;
  /** The catalogue list whose entries are its `:slug` (their slug differs by language). */
  readonly slugs?: 'jobs' | 'whitePapers';
  /** The catalogue list this page lists (where a slug without a counterpart lands). */
  readonly listOf?: 'events' | 'whitePapers' | 'jobs';
  /** Origin label for tracking (spec §2). */
  readonly origin?: 'Affinity Matching Results' | 'Job Guides' | 'Hamburger';
}
