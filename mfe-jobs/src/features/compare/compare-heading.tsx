import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { http, Spinner, usePageTitle } from 'shared-kit';
import { compareMessages as m } from './compare-messages';
import './compare-page.css';

// The comparison needs the data layer (TanStack Query) and the HTTP client: it loads after the
// heading shows, as the directory's list does, so the page's first render waits for neither (009).
const CompareBody = lazy(() => import('./compare-page'));

/** The comparison page (route `jobs.compare`, decision 131): its heading, then the comparison. */
export function ComparePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  // The body's chunk is asked for after the heading's first paint, not while it renders.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void http(); // start loading the HTTP client with the comparison's code, not after it
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <div className="jobs-compare">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="jobs-compare__lead">{intl.formatMessage(m.lead)}</p>
      {ready ? (
        <Suspense fallback={<Spinner />}>
          <CompareBody />
        </Suspense>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
