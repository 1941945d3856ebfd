import type {
  CareerQuizAnswer,
  CareerQuizResult,
  Data,
  Locale,
  PersonalityResult,
  PersonalityType,
} from 'api/contract';
import { ApiError, apiGet, apiPost, getConfig, toApiError } from 'shared-kit';

/** POST {apiBase}{version}/career-quiz/result: the seven answers → scores, code, ranked jobs. */
export async function scoreQuiz(locale: Locale, selections: CareerQuizAnswer[], signal?: AbortSignal) {
  const body = { lang: locale, selections };
  return (await apiPost<Data<CareerQuizResult>>('/career-quiz/result', body, { signal })).data.data;
}

/** GET {apiBase}{version}/career-quiz/result?picks=: a shared link's result (decision 085). */
export async function getSharedResult(locale: Locale, picks: string, signal?: AbortSignal) {
  const params = { lang: locale, picks };
  return (await apiGet<Data<CareerQuizResult>>('/career-quiz/result', { params, signal })).data.data;
}

/** GET {apiBase}{version}/personality-types: the six types' texts, both languages. */
export async function getPersonalityTypes(signal?: AbortSignal): Promise<PersonalityType[]> {
  return (await apiGet<Data<PersonalityType[]>>('/personality-types', { signal })).data.data;
}

/** GET {apiBase}{version}/personality-types/:code: the pair text of a two-letter code. */
export async function getPersonalityPair(code: string, signal?: AbortSignal): Promise<PersonalityResult['pair']> {
  return (await apiGet<Data<PersonalityResult>>(`/personality-types/${code}`, { signal })).data.data.pair;
}

/**
 * The result's calls, sent as soon as the page's heading is on screen (`sendResultCalls`) instead
 * of once the result's own code (data layer, charts, jobs) has loaded and rendered: on a throttled
 * phone that code took about 1.3 s, and the calls waited for it (issue 26). They go with the
 * browser's `fetch`, not the site's client, whose axios is itself still loading then (0.8 s more).
 * The body's queries take each answer once (`takeEarly`); an early call that failed is asked again
 * through the site's client, so its errors, retries and 504 page are the usual ones; a refetch asks
 * again. This file is in the route's first render, so it holds the calls and nothing of the data
 * layer.
 */
const early = new Map<string, Promise<unknown>>();

/**
 * The answer sent early for `key`, once; otherwise `ask()` now. An early call the API refused (a
 * 4xx, such as a link whose keys it does not know) is the answer; one that got no answer or a busy
 * server's is asked again with `ask`.
 */
export function takeEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const pending = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  if (!pending) return ask();
  return pending.catch((error: unknown) => {
    if (error instanceof ApiError && error.status !== null && error.status < 500) throw error;
    return ask();
  });
}

/** One call with the browser's `fetch`: the answer's `data`, or the `ApiError` the site's client would give. */
async function fetchData<T>(path: string, { params, body }: { params?: Record<string, string>; body?: unknown } = {}) {
  const { apiBase, apiVersion } = getConfig();
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  const res = await fetch(
    `${apiBase}${apiVersion}${path}${query}`,
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!res.ok) {
    const data: unknown = await res.json().catch(() => null);
    throw toApiError({ response: { status: res.status, data }, config: { url: path } });
  }
  return ((await res.json()) as Data<T>).data;
}

function sendEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  let pending = early.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = ask();
    // A failure is the taker's to show (the query's error state); unhandled until it is taken.
    pending.catch(() => undefined);
    early.set(key, pending);
  }
  return pending;
}

export const earlyKeys = {
  score: (locale: Locale, selections: readonly CareerQuizAnswer[]) => `score:${locale}:${JSON.stringify(selections)}`,
  shared: (locale: Locale, picks: string) => `shared:${locale}:${picks}`,
  types: () => 'types',
  pair: (code: string) => `pair:${code}`,
};

/**
 * Sends what the result body will ask for first: the visitor's scoring (own answers) or the shared
 * link's result (valid `picks` only), the type texts, and the pair text as soon as the result names
 * its code. Nothing when the browser is offline: the body's queries wait for the connection
 * (decision 361).
 */
export function sendResultCalls(
  locale: Locale,
  sharedPicks: string | null,
  answers: CareerQuizAnswer[] | null,
  online: boolean,
): void {
  if (!online) return;
  const result = sharedPicks
    ? sendEarly(earlyKeys.shared(locale, sharedPicks), () =>
        fetchData<CareerQuizResult>('/career-quiz/result', { params: { lang: locale, picks: sharedPicks } }),
      )
    : answers
      ? sendEarly(earlyKeys.score(locale, answers), () =>
          fetchData<CareerQuizResult>('/career-quiz/result', { body: { lang: locale, selections: answers } }),
        )
      : null;
  sendEarly(earlyKeys.types(), () => fetchData<PersonalityType[]>('/personality-types'));
  // The pair's text comes with the result; an API from before that is asked for it once the
  // result names its code.
  result?.then(
    ({ code, pair }: Partial<CareerQuizResult>) => {
      if (pair === undefined && code && code.length === 2)
        sendEarly(
          earlyKeys.pair(code),
          async () => (await fetchData<PersonalityResult>(`/personality-types/${code}`)).pair,
        );
    },
    () => undefined,
  );
}

/** For tests: forget what was sent early. */
export function forgetEarly(): void {
  early.clear();
}
