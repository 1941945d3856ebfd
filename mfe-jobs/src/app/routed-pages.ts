import type { RouteId } from 'shared-kit';

/**
 * mfe-jobs' screens routed by react-router (decision 051): the job guide, whose tabs are nested
 * routes (`jobs.detail` with `jobs.section` in its outlet; ../features/job-guide/routed-guide.tsx).
 * Its first view renders without the router, which loads right after it (./app.tsx); the
 * directory stays without either.
 */
export const ROUTED_IDS: readonly RouteId[] = ['jobs.detail', 'jobs.section'];
