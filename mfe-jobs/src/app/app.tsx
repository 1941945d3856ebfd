import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { AppIntl, Spinner, useLocale, useRoute } from 'shared-kit';
import { DirectoryPage } from '../features/directory/directory-page';
import { loadJobsMessages } from '../i18n/load';
import { ROUTED_IDS } from './routed-pages';

// The job guide's first view (its heading waits for the guide, so the data layer comes with it)
// renders without the router; the router and the routed guide (./jobs-routes.tsx, ≈12 KB gzip)
// load right after the first paint and take over, so they are not on the first render. The
// directory's heading needs neither (decisions 009, 041, 051).
const JobGuideFirstView = lazy(() =>
  import('../features/job-guide/job-guide-page').then((m) => ({ default: m.JobGuideFirstView })),
);
const loadRoutes = () => import('./jobs-routes');
// The comparison of up to three jobs (decision 131): its own chunk, loaded on its route only.
const ComparePage = lazy(() => import('../features/compare/compare-heading').then((m) => ({ default: m.ComparePage })));

/** Runs `task` after the next paint (the first view is on screen by then). */
function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * The job guide: the first view, then the same guide under the router. The swap has no loading
 * state (the guide is in the query cache and the routed pages are not lazy), so nothing visible
 * changes; if the router's chunk fails to load, the first view stays (its tabs are plain links).
 */
function JobGuide() {
  const [Routes, setRoutes] = useState<ComponentType | null>(null);
  const asked = useRef(false);
  const focused = useRef<string | null>(null);
  const onShown = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    afterPaint(() => {
      loadRoutes().then(
        (mod) => {
          // The routed guide is new DOM: a link focused in the first view is focused again after.
          focused.current = document.activeElement?.closest('main')
            ? document.activeElement.getAttribute('href')
            : null;
          setRoutes(() => mod.default);
        },
        () => undefined,
      );
    });
  }, []);
  useLayoutEffect(() => {
    const href = focused.current;
    focused.current = null;
    if (!Routes || !href) return;
    [...document.querySelectorAll<HTMLAnchorElement>('main a')].find((a) => a.getAttribute('href') === href)?.focus();
  }, [Routes]);
  return Routes ? <Routes /> : <JobGuideFirstView onShown={onShown} />;
}

/** mfe-jobs: the directory and the job guides. */
export function App() {
  const locale = useLocale();
  const id = useRoute()?.route.id;
  return (
    <AppIntl app="mfe-jobs" locale={locale} load={loadJobsMessages}>
      {id === 'directory' ? <DirectoryPage /> : null}
      {id === 'jobs.compare' ? (
        <Suspense fallback={<Spinner />}>
          <ComparePage />
        </Suspense>
      ) : null}
      {id && ROUTED_IDS.includes(id) ? (
        <Suspense fallback={<Spinner />}>
          <JobGuide />
        </Suspense>
      ) : null}
    </AppIntl>
  );
}
