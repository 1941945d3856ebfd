import type { JobListItem, Locale, SearchIndex } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** The job search in the browser: the API's own ranking over the whole job list (decision 175). */
export interface LocalJobSearch {
  /**
   * Matching jobs, best first, as the API would answer; null when the API must answer instead.
   * Remembered: the same term again costs nothing.
   */
  search(term: string, locale: Locale): JobListItem[] | null;
}

/**
 * GET {apiBase}{version}/search-index (every job in columns: names, slugs, statuses, industry and
 * normalised synonyms in both languages, decision 395; the browser's HTTP cache keeps it and asks
 * again with its ETag) and the API's search module (a lazy chunk), both loaded together: only when
 * the search box is first focused, never with the page.
 */
export async function loadJobSearch(signal?: AbortSignal): Promise<LocalJobSearch> {
  const [{ createLocalJobSearch, decodeSearchIndex }, res] = await Promise.all([
    import('./local-job-search'),
    apiGet<SearchIndex>('/search-index', { signal }),
  ]);
  return createLocalJobSearch(decodeSearchIndex(res.data));
}

/** Loaded once per page, kept for the page's life; a failure is not retried (the API answers). */
export const jobSearchIndexQuery = (wanted: boolean) =>
  queryOptions({
    queryKey: ['job-search-index'],
    queryFn: ({ signal }) => loadJobSearch(signal),
    enabled: wanted,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useJobSearchIndex = (wanted: boolean) => useQuery(jobSearchIndexQuery(wanted));
