import type { Data, WhitePaperSummary } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/white-papers: every paper, newest first, without bodies. */
export async function listWhitePapers(signal?: AbortSignal): Promise<WhitePaperSummary[]> {
  return (await apiGet<Data<WhitePaperSummary[]>>('/white-papers', { signal })).data.data;
}

/** The list page's own data: a busy server shows the 504 page (decision 042). */
export const whitePapersQuery = () =>
  queryOptions({
    queryKey: ['white-papers'],
    queryFn: ({ signal }) => listWhitePapers(signal),
    meta: { primary: true },
  });

export const useWhitePapers = () => useQuery(whitePapersQuery());
