import { lazy, type ComponentType } from 'react';
import type { RemotePages, RouteId } from 'shared-kit';

/**
 * mfe-content's screens routed by react-router (decision 051): screens with in-page navigation,
 * such as the funding search whose filters live in search params, each a `lazy()` page under
 * src/features. A route listed here loads the router with its page; static pages stay in app.tsx.
 */
export const ROUTED_PAGES: RemotePages = {
  funding: lazy(() => import('../features/funding/funding-page')),
};

/**
 * A routed screen's first view: rendered without the router (its heading), and the router with
 * the screen follows after the first paint, so the router (≈12 KB gzip), the data layer and the
 * screen are not on the route's first render (decisions 009, 051, 100).
 */
export const FIRST_VIEWS: Partial<Record<RouteId, ComponentType>> = {
  funding: lazy(() => import('../features/funding/funding-heading')),
};
