import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { http, Spinner, usePageTitle } from 'shared-kit';
import { directoryMessages as m } from './directory-messages';
import { DirectoryUpdates } from './directory-updates';
import './directory-page.css';

// The list needs the data layer (TanStack Query, ≈11 KB gzip): it loads after the heading shows,
// in parallel with the HTTP client, so the page's first render does not wait for either (009).
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
      <h1>{intl.formatMessage(m.title)}</h1>
      <DirectoryUpdates />
      <Suspense fallback={<Spinner />}>
        <DirectoryList />
      </Suspense>
    </div>
  );
}
