import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, navigate, track, useHref } from 'shared-kit';
import { readSelection, selectionHref, type Selection } from './selection';
import { subjectMatchMessages as m } from './subject-match-messages';
import './subject-match.css';

// The picker and the results need the data layer (TanStack Query, axios): they load after the
// heading, so the page's first render stays small (decision 090). No react-router: the page's only
// state is its query string, read and written through the kit's location (useHref, navigate).
const SubjectMatchScreen = lazy(() => import('./components/subject-match-screen'));

/** The subject → job match (route `subjectQuiz`): choose subjects, then see ranked jobs. */
export function SubjectMatchPage() {
  const intl = useIntl();
  const url = new URL(useHref(), 'http://x');
  const selection = readSelection(url.search);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(selection.view);

  useEffect(() => {
    document.title = intl.formatMessage(m.pageTitle);
  }, [intl]);

  // The team view (issue 25): visitors who opened the subject match, once per page view.
  useEffect(() => void track('Subject Match Started'), []);

  // A new step (choose ↔ jobs) is a new screen for a screen reader: move focus to its heading.
  useEffect(() => {
    if (shownView.current === selection.view) return;
    shownView.current = selection.view;
    window.scrollTo?.(0, 0);
    heading.current?.focus();
  }, [selection.view]);

  const { pathname, search } = url;
  /** Ticking a subject replaces the address; going to the results is a step Back returns from. */
  const update = useCallback(
    (next: Selection, opts: { step?: boolean } = {}) =>
      navigate(selectionHref(pathname, search, next), { replace: !opts.step }),
    [pathname, search],
  );

  return (
    <div className="subject-match">
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(selection.view === 'jobs' ? m.jobsTitle : m.chooseTitle)}
      </h1>
      {selection.view === 'choose' ? <p className="subject-match__lead">{intl.formatMessage(m.chooseLead)}</p> : null}
      <Suspense fallback={<Spinner />}>
        <SubjectMatchScreen selection={selection} onChange={update} />
      </Suspense>
    </div>
  );
}
