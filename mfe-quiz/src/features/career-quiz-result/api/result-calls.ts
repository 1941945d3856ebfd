import type {
  CareerQuizAnswer,
  CareerQuizResult,
  Data,
  Locale,
  PersonalityResult,
  PersonalityType,
} from 'api/contract';
import { ApiError, apiGet, apiPost, getConfig, takeEmbeddedGet, toApiError } from 'shared-kit';

/** One of the result's calls: its path under `{apiBase}{version}`, its query or its JSON body. */
interface Call {
  readonly path: string;
  readonly params?: Readonly<Record<string, string>>;
  readonly body?: unknown;
}

const calls = {
  /** POST …/career-quiz/result: the seven answers → scores, code, pair text, ranked jobs. */
  score: (locale: Locale, selections: readonly CareerQuizAnswer[]): Call => ({
    path: '/career-quiz/result',
    body: { lang: locale, selections },
  }),
  /** GET …/career-quiz/result?picks=: a shared link's result (decision 085). */
  shared: (locale: Locale, picks: string): Call => ({ path: '/career-quiz/result', params: { lang: locale, picks } }),
  /** GET …/personality-types: the six types' texts, both languages. */
  types: (): Call => ({ path: '/personality-types' }),
  /** GET …/personality-types/:code: a two-letter code's texts (its pair text; decision 355). */
  pair: (code: string): Call => ({ path: `/personality-types/${code}` }),
};

const keyOf = ({ path, params, body }: Call) =>
  `${path}?${new URLSearchParams(params).toString()} ${JSON.stringify(body ?? null)}`;

/**
 * The result's calls, sent as soon as the page's heading is on screen (`sendResultCalls`) instead
 * of once the result's own code (data layer, charts, jobs) has loaded and rendered: on a throttled
 * phone that code took about 1.3 s, and the calls waited for it (issue 26). They go with the
 * browser's `fetch`, not the site's client, whose axios would itself have to load first (decision
 * 355). The body's queries take each early answer once (`ask`); a refetch asks again. This file is
 * in the route's first render, so it holds the calls and nothing of the data layer.
 */
const early = new Map<string, Promise<unknown>>();

/**
 * A call's answer `data`: the one sent early, once, or else through the site's client (its retry,
 * its errors, its 504 page). An early call the API refused (a 4xx, such as a link whose keys it does
 * not know) is the answer; one that got no answer or a busy server's is asked again.
 */
async function ask<T>(call: Call, signal?: AbortSignal): Promise<T> {
  const key = keyOf(call);
  const pending = early.get(key) as Promise<T> | undefined;
  early.delete(key);
  if (pending) {
    try {
      return await pending;
    } catch (error) {
      if (error instanceof ApiError && error.status !== null && error.status < 500) throw error;
    }
  }
  const { path, params, body } = call;
  const res =
    body === undefined
      ? await apiGet<Data<T>>(path, { params, signal })
      : await apiPost<Data<T>>(path, body, { signal });
  return res.data.data;
}

/** A call with the browser's `fetch`: its answer's `data`, or the `ApiError` the site's client would give. */
async function viaFetch<T>({ path, params, body }: Call): Promise<T> {
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

/** Sends `call` now, once, for `ask` to take; a GET the page already carries (decision 362) is not sent. */
function sendEarly<T>(call: Call): Promise<T> {
  const key = keyOf(call);
  let pending = early.get(key) as Promise<T> | undefined;
  if (!pending) {
    const carried = call.body === undefined ? takeEmbeddedGet(call.path, call.params) : null;
    pending = carried ? Promise.resolve((carried.body as Data<T>).data) : viaFetch<T>(call);
    // A failure is the taker's to show (the query's error state); unhandled until it is taken.
    pending.catch(() => undefined);
    early.set(key, pending);
  }
  return pending;
}

export const scoreQuiz = (locale: Locale, selections: CareerQuizAnswer[], signal?: AbortSignal) =>
  ask<CareerQuizResult>(calls.score(locale, selections), signal);

export const getSharedResult = (locale: Locale, picks: string, signal?: AbortSignal) =>
  ask<CareerQuizResult>(calls.shared(locale, picks), signal);

export const getPersonalityTypes = (signal?: AbortSignal) => ask<PersonalityType[]>(calls.types(), signal);

export const getPersonalityPair = async (code: string, signal?: AbortSignal): Promise<PersonalityResult['pair']> =>
  (await ask<PersonalityResult>(calls.pair(code), signal)).pair;

/**
 * Sends what the result body will ask for first: the visitor's scoring (own answers) or the shared
 * link's result (valid `picks` only), and the type texts. Nothing when the browser is offline: the
 * body's queries wait for the connection (decision 361).
 */
export function sendResultCalls(
  locale: Locale,
  sharedPicks: string | null,
  answers: CareerQuizAnswer[] | null,
  online: boolean,
): void {
  if (!online) return;
  const result = sharedPicks
    ? sendEarly<CareerQuizResult>(calls.shared(locale, sharedPicks))
    : answers
      ? sendEarly<CareerQuizResult>(calls.score(locale, answers))
      : null;
  sendEarly(calls.types());
  // The pair's text comes with the result; an API from before that is asked for it once the
  // result names its code.
  result?.then(
    ({ code, pair }: Partial<CareerQuizResult>) => {
      if (pair === undefined && code && code.length === 2) sendEarly(calls.pair(code));
    },
    () => undefined,
  );
}

/** For tests: forget what was sent early. */
export function forgetEarly(): void {
  early.clear();
}
