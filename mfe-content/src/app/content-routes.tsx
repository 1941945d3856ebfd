import { RemoteRoutes } from 'shared-kit/router';
import { ROUTED_PAGES } from './routed-pages';

/** mfe-content's router over its routed screens (paths from the route table, both languages). */
export default function ContentRoutes() {
  return <RemoteRoutes remote="mfe-content" pages={ROUTED_PAGES} />;
}
