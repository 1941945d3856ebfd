import { RemoteRoutes } from 'shared-kit/router';
import { JOB_GUIDE_PAGES } from '../features/job-guide/routed-guide';

/** mfe-jobs' router over its routed screens (paths from the route table, both languages). */
export default function JobsRoutes() {
  return <RemoteRoutes remote="mfe-jobs" pages={JOB_GUIDE_PAGES} />;
}
