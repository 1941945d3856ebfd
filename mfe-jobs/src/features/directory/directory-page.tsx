import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { http, Spinner, usePageTitle } from 'shared-kit';
import { directoryMessages as m } from './directory-messages';
import { DirectoryUpdates } from './directory-updates';
import './directory-page.css';

// The list needs the data layer (TanStack Query, ≈11 KB gzip) and the virtual list (≈10 KB): it
// starts loading once the heading is on screen (an effect runs after the first commit), in
// parallel with the HTTP client, so the page's first render waits for none of them (009, 141).
const DirectoryList = lazy(() => import('./directory-list'));

/** The directory of all jobs, grouped by industry (route `directory`). */
export function DirectoryPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const [listWanted, setListWanted] = useState(false);
  useEffect(() => {
    void http(); // start loading the HTTP client with the list's code, not after it
    setListWanted(true);
  }, []);
  return (
    <div className="jobs-directory">
      <h1>{intl.formatMessage(m.title)}</h1>
      <DirectoryUpdates />
      {listWanted ? (
        <Suspense fallback={<Spinner />}>
          <DirectoryList />
        </Suspense>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
