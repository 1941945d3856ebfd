import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { http, Spinner, usePageTitle } from 'shared-kit';
import { directoryMessages as m } from './directory-messages';
import './directory-page.css';

// The list needs the data layer (TanStack Query, ≈11 KB gzip) and the virtual list (≈10 KB). The
// page's heading comes with it (decision 366): on a first load the server's first paint shows the
// first page's rows until the app can show the same ones.
const DirectoryList = lazy(() => import('./directory-list'));

/** The directory of all jobs, grouped by industry (route `directory`). */
export function DirectoryPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  useEffect(() => {
    void http(); // start loading the HTTP client with the list's code, not after it
  }, []);
  return (
    <div className="jobs-directory">
      <Suspense fallback={<Spinner />}>
        <DirectoryList />
      </Suspense>
    </div>
  );
}
