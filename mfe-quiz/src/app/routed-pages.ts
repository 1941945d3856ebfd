import type { RemotePages } from 'shared-kit';

/**
 * The quiz screens routed by react-router (decision 051): the steps of the career quiz (start,
 * data entry, questions, result) as they are built, each a `lazy()` page under src/features, e.g.
 * `'quiz.start': lazy(() => import('../features/start/start-page'))`. A route listed here loads the
 * router with its page; the others render without it, so their first render does not grow.
 */
export const ROUTED_PAGES: RemotePages = {};
