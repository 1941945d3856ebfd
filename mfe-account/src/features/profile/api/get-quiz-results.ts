import type { Lead, UserLeadsResponse } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET user/leads (bearer): the user's career quiz results, newest first. */
export async function getQuizResults(signal?: AbortSignal): Promise<Lead[]> {
  return (await apiGet<UserLeadsResponse>('/user/leads', { signal })).data.data;
}

export const quizResultsQuery = () =>
  queryOptions({ queryKey: ['leads'], queryFn: ({ signal }) => getQuizResults(signal) });

export const useQuizResults = () => useQuery(quizResultsQuery());
