import { lazy } from 'react';
import type { RemotePages } from 'shared-kit';

/**
 * mfe-content's screens routed by react-router (decision 051): screens with in-page navigation,
 * such as the funding search whose filters live in search params, each a `lazy()` page under
 * src/features. A route listed here loads the router with its page; static pages stay in app.tsx.
 */
export const ROUTED_PAGES: RemotePages = {
  funding: lazy(() => import('../features/funding/funding-page')),
};
