import type { UserLeadsResponse } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/**
 * GET user/leads (bearer): the signed-in user's saved quiz results, only to tell whether a
 * `?picks=` link opened from My profile is one of them (decision 267). The profile reads the same
 * list under the same key, so coming from it costs no second request.
 */
export async function getSavedResults(signal?: AbortSignal) {
  return (await apiGet<UserLeadsResponse>('/user/leads', { signal })).data.data;
}

export const savedResultsQuery = (enabled: boolean) =>
  queryOptions({ queryKey: ['leads'], queryFn: ({ signal }) => getSavedResults(signal), enabled });

/**
 * Whether `picks` is one of the signed-in user's saved results: true or false once known, null
 * while asking (or when not asked: `picks` null). A failed request counts as "not known to be
 * theirs", so the page falls back to the read-only shared view.
 */
export function useIsSavedResult(picks: string | null): boolean | null {
  const leads = useQuery(savedResultsQuery(picks !== null));
  if (picks === null) return null;
  if (leads.isError) return false;
  if (!leads.data) return null;
  return leads.data.some((lead) => lead.selections.map((s) => s.label).join('-') === picks);
}
