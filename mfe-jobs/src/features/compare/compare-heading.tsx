import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { http, Spinner, useHref, useLocalValue, usePageTitle } from 'shared-kit';
import { CompareEmpty } from './compare-empty';
import { compareMessages as m } from './compare-messages';
import './compare-page.css';

// The comparison needs the data layer (TanStack Query) and the HTTP client: it loads after the
// heading shows, as the directory's list does, so the page's first render waits for neither (009).
const CompareBody = lazy(() => import('./compare-page'));

/** The slugs of the comparison: `?jobs=a,b,c` (decision 131), without repeats. */
export function slugsOf(search: string): string[] {
  const raw = new URLSearchParams(search).get('jobs') ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The comparison page (route `jobs.compare`, decision 131): its heading, then the comparison. With
 * no job in the address or the tray it shows the empty state itself, with neither the comparison's
 * chunk nor the HTTP client, and the server's first paint is that same state (decision 348).
 */
export function ComparePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const tray = useLocalValue('compareJobs');
  const empty = slugsOf(new URL(useHref(), 'https://x').search).length === 0 && tray.length === 0;
  // The body's chunk is asked for after the heading's first paint, not while it renders.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (empty) return;
    void http(); // start loading the HTTP client with the comparison's code, not after it
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [empty]);
  let body = <Spinner />;
  if (empty) body = <CompareEmpty />;
  else if (ready)
    body = (
      <Suspense fallback={<Spinner />}>
        <CompareBody />
      </Suspense>
    );
  return (
    <div className="jobs-compare">
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="jobs-compare__lead">{intl.formatMessage(m.lead)}</p>
      {body}
    </div>
  );
}
