import type { Locale } from 'api/contract';
import { queryOptions, useQuery } from 'shared-kit/query';
import { getSharedResult } from './result-calls';

export const sharedResultQuery = (locale: Locale, picks: string | null) =>
  queryOptions({
    queryKey: ['career-quiz-shared', locale, picks],
    queryFn: ({ signal }) => getSharedResult(locale, picks!, signal),
    enabled: picks !== null,
    meta: { primary: true },
  });

export const useSharedResult = (locale: Locale, picks: string | null) => useQuery(sharedResultQuery(locale, picks));
