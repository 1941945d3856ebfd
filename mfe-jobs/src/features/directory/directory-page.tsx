import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { preloadHttpUnlessEmbedded, Spinner, useLocale, usePageTitle } from 'shared-kit';
import { DIRECTORY_FIRST_PAGE } from './api/first-page';
import { directoryMessages as m } from './directory-messages';
import './directory-page.css';

// The list needs the data layer (TanStack Query, ≈11 KB gzip) and the virtual list (≈10 KB). The
// page's heading comes with it (decision 366): on a first load the server's first paint shows the
// first page's rows until the app can show the same ones.
const DirectoryList = lazy(() => import('./directory-list'));

/** The directory of all jobs, grouped by industry (route `directory`). */
export function DirectoryPage() {
  const intl = useIntl();
  const locale = useLocale();
  usePageTitle(intl.formatMessage(m.title));
  useEffect(() => {
    // The HTTP client loads with the list's code, not after it, unless the page holds the list's
    // first answer (a first load): then it waits until the list asks for more.
    preloadHttpUnlessEmbedded('/directory', { lang: locale, limit: DIRECTORY_FIRST_PAGE });
  }, [locale]);
  return (
    <div className="jobs-directory">
      <Suspense fallback={<Spinner />}>
        <DirectoryList />
      </Suspense>
    </div>
  );
}
