import { lazy, Suspense } from 'react';
import { AppIntl, routesId, Spinner, useLocale, useRoute } from 'shared-kit';
import { DirectoryPage } from '../features/directory/directory-page';
import { loadJobsMessages } from '../i18n/load';
import { ROUTED_PAGES } from './routed-pages';

// The job guide (tabs as nested routes) loads with its route, with the router and the data layer;
// the directory's heading needs neither (decisions 009, 041, 051).
const JobsRoutes = lazy(() => import('./jobs-routes'));

/** mfe-jobs: the directory and the job guides. */
export function App() {
  const locale = useLocale();
  const id = useRoute()?.route.id;
  return (
    <AppIntl app="mfe-jobs" locale={locale} load={loadJobsMessages}>
      {id === 'directory' ? <DirectoryPage /> : null}
      {id && routesId(ROUTED_PAGES, id) ? (
        <Suspense fallback={<Spinner />}>
          <JobsRoutes />
        </Suspense>
      ) : null}
    </AppIntl>
  );
}
