import type { Data, WhitePaper } from 'api/contract';
import { ApiError, apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/white-papers/:slug (English or Malay slug). Null when there is no such paper. */
export async function getWhitePaper(slug: string, signal?: AbortSignal): Promise<WhitePaper | null> {
  try {
    return (await apiGet<Data<WhitePaper>>(`/white-papers/${encodeURIComponent(slug)}`, { signal })).data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A white paper is its page's own data: a busy server shows the 504 page (decision 042). */
export const whitePaperQuery = (slug: string) =>
  queryOptions({
    queryKey: ['white-paper', slug],
    queryFn: ({ signal }) => getWhitePaper(slug, signal),
    meta: { primary: true },
  });

export const useWhitePaper = (slug: string) => useQuery(whitePaperQuery(slug));
