import { useSyncExternalStore } from 'react';
import { localeOfPath, matchPath, type RouteMatch } from './paths';
import { DEFAULT_LOCALE, type Locale } from './route-types';

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const href = () => window.location.pathname + window.location.search + window.location.hash;

/** The current path with query and hash; re-renders on every navigation of any app. */
export function useHref(): string {
  return useSyncExternalStore(subscribe, href, () => '/');
}

export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '/',
  );
}

/** The current route match (null on an unknown path). */
export function useRoute(): RouteMatch | null {
  const pathname = usePathname();
  return matchPath(pathname);
}

/** The locale of the current path (en when the path has none). */
export function useLocale(): Locale {
  return localeOfPath(usePathname()) ?? DEFAULT_LOCALE;
}

/**
 * Client-side navigation shared by every app: through single-spa when it runs (it reroutes apps
 * and tells routers), otherwise the History API plus a popstate so listeners update.
 */
export function navigate(url: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) {
    window.history.replaceState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  } else if (window.singleSpaNavigate) {
    window.singleSpaNavigate(url);
  } else {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
}

/**
 * The server's first paint of the page is on the screen (`#first-paint`, decisions 245, 350). A
 * page whose first app render would show less than the paint (a spinner where the paint has the
 * data) renders its heading `hidden` until it has it: the shell removes the paint when an `h1`
 * outside it is shown, so the two swap in one step (decision 358).
 */
export function firstPaintShown(): boolean {
  return typeof document !== 'undefined' && document.getElementById('first-paint') !== null;
}
