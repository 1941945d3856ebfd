import type { Data, Industry } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/industries: industry names for the results (fails in place). */
export async function getIndustries(signal?: AbortSignal): Promise<Industry[]> {
  return (await apiGet<Data<Industry[]>>('/industries', { signal })).data.data;
}

export const industriesQuery = () =>
  queryOptions({ queryKey: ['industries'], queryFn: ({ signal }) => getIndustries(signal) });

export const useIndustries = () => useQuery(industriesQuery());
