import { RemoteRoutes } from 'shared-kit/router';
import { ROUTED_PAGES } from './routed-pages';

/** mfe-jobs' router over its routed screens (paths from the route table, both languages). */
export default function JobsRoutes() {
  return <RemoteRoutes remote="mfe-jobs" pages={ROUTED_PAGES} />;
}
