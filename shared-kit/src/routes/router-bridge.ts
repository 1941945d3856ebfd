import { createContext, useCallback, useContext, type ComponentType, type ReactNode } from 'react';
import { navigate, useLocale } from './location';
import { buildPath, isRouteId, reportUnknownRoute, type RouteParams } from './paths';
import type { RouteId } from './route-table';
import type { Locale } from './route-types';

/**
 * What a remote's router lends to the kit's links and navigation while it is mounted
 * (`RemoteRoutes` in `shared-kit/router` provides it). This module never imports react-router, so
 * `RouteLink` and `useNavigateTo` cost nothing on pages that render without a router.
 */
export interface RouterBridgeValue {
  /** react-router's `Link`: renders an anchor and navigates through the router. */
  readonly Link: ComponentType<{ to: string; children?: ReactNode } & Record<string, unknown>>;
  /** react-router's `navigate` for a full path. */
  readonly navigate: (href: string, opts?: { replace?: boolean }) => void;
}

export const RouterBridge = createContext<RouterBridgeValue | null>(null);

/** A page with pages nested under it (the job guide and its tabs): it renders an `<Outlet />`. */
export interface NestedPage {
  readonly Component: ComponentType;
  /** Shown in the outlet at the parent's own path. */
  readonly index?: ComponentType;
  /** Route ids whose paths extend the parent's path in the table. */
  readonly children: RemotePages;
}
export type PageEntry = ComponentType | NestedPage;
/** A remote's screens routed by react-router, by route id; `lazy()` pages load with their route. */
export type RemotePages = Partial<Record<RouteId, PageEntry>>;

/**
 * Does this map route `id` (at any depth)? A remote loads its router (`shared-kit/router`) only
 * for such routes, so pages without one never download it (decision 051).
 */
export function routesId(pages: RemotePages, id: RouteId): boolean {
  return Object.entries(pages).some(
    ([key, entry]) => key === id || (!!entry && 'children' in entry && routesId(entry.children, id)),
  );
}

/** Is there a remote router above this component? */
export function useRouterBridge(): RouterBridgeValue | null {
  return useContext(RouterBridge);
}

export interface RouteTarget {
  readonly params?: RouteParams;
  readonly locale?: Locale;
  readonly query?: Record<string, string>;
  readonly hash?: string;
}

/** The full path (with query and hash) of a route of the table. */
export function routeHref(id: RouteId, locale: Locale, target: RouteTarget = {}): string {
  const { params, query, hash } = target;
  const search = query && Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${buildPath(id, target.locale ?? locale, params)}${search}${hash ? `#${hash}` : ''}`;
}

export type NavigateTo = (
  id: RouteId,
  params?: RouteParams,
  opts?: Omit<RouteTarget, 'params'> & { replace?: boolean },
) => void;

/**
 * Programmatic navigation by route id, in the current language unless told otherwise. Inside a
 * remote's router it goes through react-router; elsewhere through `navigate()` (single-spa).
 * Either way the shell's single-spa sees the change, so leaving the remote's routes works too.
 */
export function useNavigateTo(): NavigateTo {
  const bridge = useRouterBridge();
  const locale = useLocale();
  return useCallback<NavigateTo>(
    (id, params, opts = {}) => {
      // An id the page's table lacks (a remote newer than the shell): logged, and nowhere to go.
      if (!isRouteId(id)) return reportUnknownRoute(id);
      const href = routeHref(id, locale, { ...opts, params });
      (bridge?.navigate ?? navigate)(href, { replace: opts.replace });
    },
    [bridge, locale],
  );
}
