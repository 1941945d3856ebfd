import type { CareerQuizResult, PersonalityType } from 'api/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Button, RouteLink, Spinner, resetQuiz, useLocale, type Locale } from 'shared-kit';
import { useAtomValue, userSelectionsFullAtom } from 'shared-kit/state';
import { answeredCount, answersFrom, picksParam, validPicksParam } from './answers';
import { usePersonalityPair, usePersonalityTypes } from './api/personality';
import { useScoreQuiz } from './api/score-quiz';
import { useIsSavedResult } from './api/saved-results';
import { useSharedResult } from './api/shared-result';
import { Hexagon } from './hexagon';
import { ImkBridge } from './imk-bridge';
import { CompareTray, JobActions } from './job-actions';
import { JobList } from './job-list';
import { KeepShare } from './keep-share';
import { keepResult, recommendedOf } from './result-cookies';
import { resultMessages as m } from './result-messages';
import type { Letter, Viewer } from './why-text';
import { NoResult } from './result-route';
import { OfflineNotice } from './offline/offline-notice';

const TYPE_MESSAGES = { R: m.typeR, I: m.typeI, A: m.typeA, S: m.typeS, E: m.typeE, C: m.typeC } as const;

/**
 * The result under the route's heading (result-route.tsx): the visitor's own seven answers (the
 * quiz's `userSelectionsFull` cookie, scored by the API on every visit, so a reload shows the
 * same result), or a shared link's picks (read-only, decision 085).
 */
export function ResultBody({
  picks,
  saved = false,
  onNotSaved,
}: {
  picks: string | null;
  /** Opened from My profile (`&saved=1`, signed in): the user's own saved result, once checked. */
  saved?: boolean;
  /** The link said "saved" but the result is not one of the account's: the heading says "shared". */
  onNotSaved?: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const stored = useAtomValue(userSelectionsFullAtom);
  const answers = useMemo(() => answersFrom(stored), [stored]);
  const sharedPicks = validPicksParam(picks);
  // Offline (a quiz finished without a connection): the scoring waits and is sent by itself once
  // the browser is back online (decision 361); meanwhile the page says so.
  const online = useOnline();
  const own = useScoreQuiz(locale, picks === null && online ? answers : null);
  // Asked for beside the score, not after it: the result is shown once its texts are here too.
  usePersonalityTypes();
  const shared = useSharedResult(locale, sharedPicks);
  // A link to the visitor's own answers (this device's, or a result saved in their account) is
  // shown as theirs (decision 267): "your" wording, their IMK bridge; still nothing is written.
  const ownOnDevice = sharedPicks !== null && answers !== null && picksParam(answers) === sharedPicks;
  const savedMine = useIsSavedResult(saved && sharedPicks !== null && !ownOnDevice ? sharedPicks : null);
  useEffect(() => {
    if (savedMine === false) onNotSaved?.();
  }, [savedMine, onNotSaved]);

  if (picks !== null) {
    if (!sharedPicks || (shared.isError && !shared.error.busy)) return <BadLink hasOwn={answers !== null} />;
    if (shared.isPending || (saved && !ownOnDevice && savedMine === null)) {
      return <Spinner label={intl.formatMessage(m.loading)} />;
    }
    if (shared.isError) return <LoadFailed retry={() => void shared.refetch()} />;
    const mine = ownOnDevice || savedMine === true;
    return (
      <Result
        result={shared.data}
        viewer={mine ? 'own' : 'shared'}
        keep={false}
        hasOwn={answers !== null}
        locale={locale}
      />
    );
  }
  if (answers === null) return <NoResult answered={answeredCount(stored)} level={2} />;
  if (!online || (own.isPending && own.fetchStatus === 'paused')) return <OfflineNotice />;
  if (own.isPending) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (own.isError) {
    return own.error.status === 400 ? <StaleAnswers /> : <LoadFailed retry={() => void own.refetch()} />;
  }
  return <Result result={own.data} viewer="own" keep hasOwn locale={locale} />;
}

function Result({
  result,
  viewer,
  keep,
  hasOwn,
  locale,
}: {
  result: CareerQuizResult;
  viewer: Viewer;
  /** The visitor's current result: its cookies are written (a result opened by link never writes). */
  keep: boolean;
  hasOwn: boolean;
  locale: Locale;
}) {
  const intl = useIntl();
  const typesQuery = usePersonalityTypes();
  // The pair's text comes with the result (decision 355); an API from before that is asked for it.
  const inResult = (result as Partial<CareerQuizResult>).pair;
  const pairQuery = usePersonalityPair(inResult === undefined ? result.code : null);
  const types = typesQuery.data;
  const pair = inResult ?? pairQuery.data;
  const typeName = (l: Letter) => intl.formatMessage(TYPE_MESSAGES[l]);
  const text = (code: string | null) => types?.find((t: PersonalityType) => t.code === code);
  const primary = text(result.primary);

  useEffect(() => {
    if (keep) keepResult(result);
  }, [keep, result]);

  const highlight = (result.flat ? result.tied : [result.primary, result.secondary].filter(Boolean)) as Letter[];
  const names = (ls: readonly string[]) =>
    intl.formatList(
      ls.map((l) => typeName(l as Letter)),
      { type: 'conjunction' },
    );
  const summary = result.flat
    ? intl.formatMessage(m.shareFlat, { types: names(result.tied) })
    : result.order
        .slice(0, result.secondary ? 2 : 1)
        .map((l) => typeName(l as Letter))
        .join(' + ') + ` (${result.code})`;
  const url = `${window.location.origin}${window.location.pathname}?picks=${picksParam(result.picks)}`;
  const strengths = primary?.strengths[locale] ?? [];
  const tieFirst = result.tied[0] as Letter | undefined;
  // The type's and the pair's texts sit above the hexagon and the jobs on a phone: showing the
  // result before they arrive and then pushing everything down was a layout shift of 0.30 at
  // 390 px (issue 26 item 5). They are waited for (a failed one is left out, as before).
  if (typesQuery.isLoading || pairQuery.isLoading) return <Spinner label={intl.formatMessage(m.loading)} />;

  return (
    <article className="quiz-result__body">
      {viewer === 'shared' ? (
        <div className="quiz-result__shared-note quiz-result__no-print">
          <p>{intl.formatMessage(m.sharedNote)}</p>
          <RouteLink to={hasOwn ? 'quiz.result' : 'quiz.start'} className="ck-button ck-button--secondary">
            {intl.formatMessage(hasOwn ? m.sharedOwn : m.sharedTake)}
          </RouteLink>
        </div>
      ) : null}
      <header className="quiz-result__head">
        {result.flat ? (
          <p className="quiz-result__type">{intl.formatMessage(viewer === 'own' ? m.flatTitle : m.sharedFlatTitle)}</p>
        ) : (
          <p className="quiz-result__type">
            <span className="quiz-result__type-lead">
              {intl.formatMessage(viewer === 'own' ? m.primaryLead : m.sharedPrimaryLead)}
            </span>{' '}
            <strong>
              {intl.formatMessage(m.typeWithCode, { name: typeName(result.primary as Letter), code: result.primary! })}
            </strong>
          </p>
        )}
        {result.secondary ? (
          <p className="quiz-result__next">
            {intl.formatMessage(m.nextType, {
              name: intl.formatMessage(m.typeWithCode, {
                name: typeName(result.secondary as Letter),
                code: result.secondary,
              }),
              code: result.code!,
            })}
          </p>
        ) : null}
      </header>

      <div className="quiz-result__grid">
        <section className="quiz-result__summary" aria-label={intl.formatMessage(m.pageTitle)}>
          {result.flat ? (
            <>
              <p>
                {intl.formatMessage(viewer === 'own' ? m.flatBody : m.sharedFlatBody, { types: names(result.tied) })}
              </p>
              {viewer === 'own' ? <p className="quiz-result__no-print">{intl.formatMessage(m.flatRetake)}</p> : null}
            </>
          ) : (
            <>
              {primary ? <p>{primary.about[locale]}</p> : null}
              {result.secondary && pair ? (
                <>
                  <h2>
                    {intl.formatMessage(m.pairTitle, {
                      primary: typeName(result.primary as Letter),
                      secondary: typeName(result.secondary as Letter),
                    })}
                  </h2>
                  <p>{pair.about[locale]}</p>
                  <p>{pair.work[locale]}</p>
                </>
              ) : null}
              {!result.secondary ? (
                <p>{intl.formatMessage(m.singleTitle, { name: typeName(result.primary as Letter) })}</p>
              ) : null}
              {tieFirst ? (
                <p className="quiz-result__tie">
                  {intl.formatMessage(viewer === 'own' ? m.tieNote : m.sharedTieNote, {
                    types: names(result.tied),
                    first: typeName(tieFirst),
                  })}
                </p>
              ) : null}
              {strengths.length ? (
                <>
                  <h2>{intl.formatMessage(viewer === 'own' ? m.strengthsTitle : m.sharedStrengthsTitle)}</h2>
                  <ul className="quiz-result__strengths">
                    {strengths.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
          <p className="quiz-result__muted">
            {intl.formatMessage(m.caveat)}{' '}
            <RouteLink to="methodology" params={{ page: 'career-quiz' }} className="quiz-result__no-print">
              {intl.formatMessage(m.methodLink)}
            </RouteLink>
          </p>
        </section>
        <Hexagon
          scores={result.scores as Record<Letter, number>}
          typeName={typeName}
          highlight={highlight}
          viewer={viewer}
        />
      </div>

      {viewer === 'own' ? <KeepShare url={url} summary={summary} /> : null}

      <JobList
        jobs={recommendedOf(result)}
        picks={result.picks}
        typeName={typeName}
        viewer={viewer}
        flat={result.flat}
        clarity={result.clarity}
        leading={highlight}
        actions={(job) => <JobActions job={job} />}
      />
      <CompareTray />

      {viewer === 'own' ? <ImkBridge result={result} typeName={typeName} /> : null}

      <p className="quiz-result__print-only">
        {intl.formatMessage(m.printNote, { date: intl.formatDate(new Date(), { dateStyle: 'long' }) })} {url}
      </p>
    </article>
  );
}

function Notice({ title, body, children }: { title: string; body: string; children?: React.ReactNode }) {
  return (
    <section className="quiz-result__notice">
      <h2>{title}</h2>
      <p>{body}</p>
      {children}
    </section>
  );
}

function StaleAnswers() {
  const intl = useIntl();
  return (
    <Notice title={intl.formatMessage(m.staleTitle)} body={intl.formatMessage(m.staleBody)}>
      <RouteLink to="quiz.start" className="ck-button ck-button--primary" onClick={() => resetQuiz()}>
        {intl.formatMessage(m.retakeQuiz)}
      </RouteLink>
    </Notice>
  );
}

function BadLink({ hasOwn }: { hasOwn: boolean }) {
  const intl = useIntl();
  return (
    <Notice title={intl.formatMessage(m.badLinkTitle)} body={intl.formatMessage(m.badLinkBody)}>
      <RouteLink to={hasOwn ? 'quiz.result' : 'quiz.start'} className="ck-button ck-button--primary">
        {intl.formatMessage(hasOwn ? m.sharedOwn : m.startQuiz)}
      </RouteLink>
    </Notice>
  );
}

const onConnectionChange = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};

/** Whether the browser says it is online, re-read on its online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine !== false,
    () => true,
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const intl = useIntl();
  return (
    <Notice title={intl.formatMessage(m.loadFailedTitle)} body={intl.formatMessage(m.loadFailed)}>
      <Button onClick={retry}>{intl.formatMessage(m.tryAgain)}</Button>
    </Notice>
  );
}

export default ResultBody;
