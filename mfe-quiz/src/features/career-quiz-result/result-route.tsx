import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { RouteLink, Spinner, getCookie, track, useHref, useLocale, usePageTitle } from 'shared-kit';
import { answeredCount, answersFrom, picksParam, validPicksParam } from './answers';
import { sendResultCalls } from './api/result-calls';
import { routeMessages as m } from './route-messages';
import './result-page.css';

// The result itself (data layer, jotai, charts, jobs: ≈25 KB gzip) is asked for only after the
// heading is on screen, so the route's first render carries this file alone (decision 009 budget;
// decision 085). Not the HTTP client: the result's calls go with `fetch` (decision 355), and axios
// loads only if the page makes another call (saving the result, a job's actions).
// The one import of the body: the offline prefetch (src/app/loaders.ts) calls it too (decision 345).
export const loadResultBody = () => import('./result-body');
const ResultBody = lazy(loadResultBody);

/**
 * True from the task after the first render on (never when there is nothing to load). `send`
 * starts the result's calls then, beside the body's code rather than after it.
 */
function useAfterFirstRender(enabled: boolean, send: () => void): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => {
      send();
      setAfter(true);
    });
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when there is something to load
  }, [enabled]);
  return after;
}

/**
 * The personality result (route `quiz.result`, layout results). Its heading renders at once;
 * the result follows: the visitor's own (from their stored answers) or a shared link's
 * (`?picks=`, read-only). With no answers and no link there is nothing to load: the page says so
 * and offers the quiz (decision 085).
 */
export function ResultRoute() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage(m.pageTitle));
  const query = new URL(useHref(), 'https://x').searchParams;
  const picks = query.get('picks');
  // "Open this result" on My profile adds saved=1; it counts only for a signed-in visitor, and the
  // body checks that the result is one of the account's (decision 267).
  const saved = picks !== null && query.get('saved') === '1' && !!getCookie('authorization_token');
  const [notSaved, setNotSaved] = useState(false);
  const onNotSaved = useCallback(() => setNotSaved(true), []);
  const stored = getCookie('userSelectionsFull');
  const answers = answersFrom(stored);
  const nothing = picks === null && answers === null;
  const own = picks === null || (answers !== null && picksParam(answers) === picks) || (saved && !notSaved);
  const locale = useLocale();
  const after = useAfterFirstRender(!nothing, () =>
    sendResultCalls(locale, validPicksParam(picks), picks === null ? answers : null, navigator.onLine),
  );
  // The team's quiz funnel (issue 25): a result was shown (the visitor's own, or a shared link's).
  useEffect(() => {
    if (!nothing) void track('Quiz Result Shown', { shared: !own });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page view
  }, []);
  if (nothing) return <NoResult answered={answeredCount(stored)} />;
  const spinner = <Spinner label={intl.formatMessage(m.loading)} />;
  return (
    <div className="quiz-result">
      <h1>{intl.formatMessage(own ? m.title : m.sharedTitle)}</h1>
      {after ? (
        <Suspense fallback={spinner}>
          <ResultBody picks={picks} saved={saved} onNotSaved={onNotSaved} />
        </Suspense>
      ) : (
        spinner
      )}
    </div>
  );
}

/** No answers (or not all seven): no result, no call; the way into the quiz. */
export function NoResult({ answered, level = 1 }: { answered: number; level?: 1 | 2 }) {
  const intl = useIntl();
  const part = answered > 0 && answered < 7;
  const Heading = level === 1 ? 'h1' : 'h2';
  const body = (
    <section className="quiz-result__notice">
      <Heading>{intl.formatMessage(m.emptyTitle)}</Heading>
      <p>{part ? intl.formatMessage(m.partBody, { count: answered }) : intl.formatMessage(m.emptyBody)}</p>
      <RouteLink to="quiz.start" className="ck-button ck-button--primary">
        {intl.formatMessage(part ? m.continueQuiz : m.startQuiz)}
      </RouteLink>
    </section>
  );
  return level === 1 ? <div className="quiz-result">{body}</div> : body;
}

export default ResultRoute;
