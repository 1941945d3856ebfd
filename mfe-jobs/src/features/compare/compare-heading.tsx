import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { firstPaintShown, http, queryList, Spinner, useHref, useLocalValue, usePageTitle } from 'shared-kit';
import { CompareEmpty } from './compare-empty';
import { compareMessages as m } from './compare-messages';
import './compare-page.css';

// The comparison needs the data layer (TanStack Query) and the HTTP client: it loads after the
// heading shows, as the directory's list does, so the page's first render waits for neither (009).
const CompareBody = lazy(() => import('./compare-page'));

/**
 * The slugs of the comparison: `?jobs=a,b,c` (decision 131), without repeats — read as the site
 * server reads them for the page's first data (`firstDataEach`, decision 358).
 */
export const slugsOf = (search: string): string[] => queryList(search, 'jobs');

/** The page: its heading and lead, then the comparison. */
export function CompareFrame({
  children,
  hidden = false,
}: {
  readonly children: ReactNode;
  readonly hidden?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="jobs-compare" hidden={hidden}>
      <h1>{intl.formatMessage(m.title)}</h1>
      <p className="jobs-compare__lead">{intl.formatMessage(m.lead)}</p>
      {children}
    </div>
  );
}

/**
 * The comparison page (route `jobs.compare`, decision 131): its heading, then the comparison. With
 * no job in the address or the tray it shows the empty state itself, with neither the comparison's
 * chunk nor the HTTP client, and the server's first paint is that same state (decision 348). With
 * jobs in the address the server paints the comparison itself, from its first data (decision 358):
 * the app then loads its comparison at once and keeps the page hidden until it has the table, so
 * the paint gives way to the same table, never to a spinner.
 */
export function ComparePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.title));
  const tray = useLocalValue('compareJobs');
  const empty = slugsOf(new URL(useHref(), 'https://x').search).length === 0 && tray.length === 0;
  const [painted] = useState(() => !empty && firstPaintShown());
  const [shown, setShown] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  // Otherwise the body's chunk is asked for after the heading's first paint, not while it renders.
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (empty) return;
    void http(); // start loading the HTTP client with the comparison's code, not after it
    if (painted) return;
    const frame = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(frame);
  }, [empty, painted]);
  let body = <Spinner />;
  if (empty) body = <CompareEmpty />;
  else if (ready)
    body = (
      <Suspense fallback={painted ? null : <Spinner />}>
        <CompareBody onShown={painted ? onShown : undefined} />
      </Suspense>
    );
  return <CompareFrame hidden={painted && !shown}>{body}</CompareFrame>;
}
