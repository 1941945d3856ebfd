import { lazy, Suspense } from 'react';
import { AppIntl, Spinner, useLocale, useRoute } from 'shared-kit';
import { DirectoryPage } from '../features/directory/directory-page';
import type { Section } from '../features/job-guide/sections';
import { loadJobsMessages } from '../i18n/load';

// The job guide loads with its route: it brings the data layer, which the directory's heading
// does not need (decisions 009, 041).
const JobGuidePage = lazy(() =>
  import('../features/job-guide/job-guide-page').then((mod) => ({ default: mod.JobGuidePage })),
);

/** mfe-jobs: the directory and the job guides. */
export function App() {
  const locale = useLocale();
  const route = useRoute();
  const id = route?.route.id;
  return (
    <AppIntl app="mfe-jobs" locale={locale} load={loadJobsMessages}>
      {id === 'directory' ? <DirectoryPage /> : null}
      {id === 'jobs.detail' || id === 'jobs.section' ? (
        <Suspense fallback={<Spinner />}>
          <JobGuidePage
            slug={route!.params.slug!}
            section={(route!.canonical.section as Section | undefined) ?? null}
          />
        </Suspense>
      ) : null}
    </AppIntl>
  );
}
