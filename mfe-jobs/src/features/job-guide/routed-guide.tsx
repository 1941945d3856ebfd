import type { RemotePages } from 'shared-kit';
import { Outlet } from 'shared-kit/router';
import { JobGuideLayout, JobGuideOverview, JobGuideSection } from './job-guide-page';

/** The guide's layout with react-router's outlet for the current tab. */
function RoutedJobGuide() {
  return (
    <JobGuideLayout>
      <Outlet />
    </JobGuideLayout>
  );
}

/**
 * The job guide as react-router routes it (decision 051): tabs as nested routes, the overview at
 * the guide's path and `jobs.section` below it. Not lazy: this module loads with the router, after
 * the guide's first view, and replaces it without a loading state.
 */
export const JOB_GUIDE_PAGES: RemotePages = {
  'jobs.detail': { Component: RoutedJobGuide, index: JobGuideOverview, children: { 'jobs.section': JobGuideSection } },
};
