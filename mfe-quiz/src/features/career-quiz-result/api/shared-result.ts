import type { CareerQuizResult, Data, Locale } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/career-quiz/result?picks=: a shared link's result (decision 085). */
export async function getSharedResult(locale: Locale, picks: string, signal?: AbortSignal) {
  const params = { lang: locale, picks };
  return (await apiGet<Data<CareerQuizResult>>('/career-quiz/result', { params, signal })).data.data;
}

export const sharedResultQuery = (locale: Locale, picks: string | null) =>
  queryOptions({
    queryKey: ['career-quiz-shared', locale, picks],
    queryFn: ({ signal }) => getSharedResult(locale, picks!, signal),
    enabled: picks !== null,
    meta: { primary: true },
  });

export const useSharedResult = (locale: Locale, picks: string | null) => useQuery(sharedResultQuery(locale, picks));
