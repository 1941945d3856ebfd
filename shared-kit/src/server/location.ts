/**
 * routes/location.ts as the server build sees it (decision 350): the server bundle of first views
 * resolves every import of routes/location to this file (shared-kit/build/first-views-plugin.cjs),
 * so `useHref`, `usePathname`, `useRoute` and `useLocale` answer with the address of the page being
 * rendered, as they would in the browser. The browser build never includes it.
 */
import { localeOfPath, matchPath, type RouteMatch } from '../routes/paths';
import { DEFAULT_LOCALE, type Locale } from '../routes/route-types';

export { navigate } from '../routes/location';

let current = '/';

/** The address of the page being rendered (path, query and hash). */
export function setServerHref(href: string): void {
  current = href || '/';
}

export function useHref(): string {
  return current;
}

export function usePathname(): string {
  return current.split(/[?#]/)[0] || '/';
}

export function useRoute(): RouteMatch | null {
  return matchPath(usePathname());
}

export function useLocale(): Locale {
  return localeOfPath(usePathname()) ?? DEFAULT_LOCALE;
}
