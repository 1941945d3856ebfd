import type { Data, Industry } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/industries: the names of the fields of study a scheme may name. */
export async function listIndustries(signal?: AbortSignal): Promise<Industry[]> {
  return (await apiGet<Data<Industry[]>>('/industries', { signal })).data.data;
}

/** Not the page's own data: when it fails the field filter falls back to the ids the schemes name. */
export const industriesQuery = () =>
  queryOptions({
    queryKey: ['industries'],
    queryFn: ({ signal }) => listIndustries(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useIndustries = () => useQuery(industriesQuery());
