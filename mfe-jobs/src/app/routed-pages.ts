import { lazy } from 'react';
import type { RemotePages } from 'shared-kit';

/**
 * mfe-jobs' screens routed by react-router (decision 051): the job guide, whose tabs are nested
 * routes (`jobs.detail` with `jobs.section` in its outlet). The guide's code, the router and the
 * data layer load with the first guide; the directory stays in app.tsx without them.
 */
const guide = () => import('../features/job-guide/job-guide-page');
const JobGuideLayout = lazy(() => guide().then((mod) => ({ default: mod.JobGuideLayout })));
const JobGuideOverview = lazy(() => guide().then((mod) => ({ default: mod.JobGuideOverview })));
const JobGuideSection = lazy(() => guide().then((mod) => ({ default: mod.JobGuideSection })));

export const ROUTED_PAGES: RemotePages = {
  'jobs.detail': { Component: JobGuideLayout, index: JobGuideOverview, children: { 'jobs.section': JobGuideSection } },
};
