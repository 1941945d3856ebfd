import type { CareerQuizAnswer, Locale } from 'api/contract';
import { queryOptions, useQuery } from 'shared-kit/query';
import { scoreQuiz } from './result-calls';

/**
 * The result page's own data (a busy server shows the 504 page; no connection waits for one). Scoring writes nothing and
 * always gives the same answer for the same answers, so it is cached like a read.
 */
export const scoreQuizQuery = (locale: Locale, selections: CareerQuizAnswer[] | null) =>
  queryOptions({
    queryKey: ['career-quiz-result', locale, selections],
    queryFn: ({ signal }) => scoreQuiz(locale, selections!, signal),
    enabled: selections !== null,
    retry: false,
    // Offline, the scoring waits (paused) instead of failing, and is sent when the browser is back
    // online: a quiz finished without a connection gets its result then (decision 361).
    networkMode: 'online',
    meta: { primary: true },
  });

export const useScoreQuiz = (locale: Locale, selections: CareerQuizAnswer[] | null) =>
  useQuery(scoreQuizQuery(locale, selections));
