import { RemoteRoutes, type RemotePages } from 'shared-kit/router';

/**
 * mfe-content's routed screens by route id (paths from the route table, both languages), each a
 * `lazy()` page under src/features. Until the funding search is built its route shows the
 * coming-soon page.
 */
const PAGES: RemotePages = {};

export default function ContentRoutes() {
  return <RemoteRoutes remote="mfe-content" pages={PAGES} />;
}
