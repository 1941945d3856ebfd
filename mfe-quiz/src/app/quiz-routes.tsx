import { RemoteRoutes, type RemotePages } from 'shared-kit/router';

/**
 * The quiz's routed screens by route id (paths come from the route table, in both languages).
 * Each screen is a `lazy()` page under src/features; the route ids with no screen yet (start, data
 * entry, result, subject quiz) show the coming-soon page until they are built.
 */
const PAGES: RemotePages = {};

export default function QuizRoutes() {
  return <RemoteRoutes remote="mfe-quiz" pages={PAGES} />;
}
