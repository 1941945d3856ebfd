import { RemoteRoutes } from 'shared-kit/router';
import { ROUTED_PAGES } from './routed-pages';

/** The quiz's router over its routed screens (paths from the route table, in both languages). */
export default function QuizRoutes() {
  return <RemoteRoutes remote="mfe-quiz" pages={ROUTED_PAGES} />;
}
