import type { Data, JobListItem, Locale } from 'api/contract';
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
 * GET {apiBase}{version}/job-list (every job, with its normalised names and synonyms in both
 * languages) and the API's search module, both loaded together, in their own chunk: only when
 * the search box is first focused, never with the page.
 */
export async function loadJobSearch(signal?: AbortSignal): Promise<LocalJobSearch> {
  const [{ JobSearchIndex, normalise, searchableFromListItem }, res] = await Promise.all([
    import(/* webpackChunkName: "job-search-index" */ 'api/search'),
    apiGet<Data<JobListItem[]>>('/job-list', { params: { lang: 'en' }, signal }),
  ]);
  const jobs = res.data.data;
  const index = new JobSearchIndex(jobs.map(searchableFromListItem));
  const byId = new Map(jobs.map((job) => [job.id, job]));
  // Results by locale and term: the search bar ranks a term while the debounce runs (see
  // useJobSearch), so when it ends only the rendering is left. The same array for the same term.
  const results = new Map<string, JobListItem[] | null>();
  return {
    search: (term, locale) => {
      const key = `${locale}\u0000${term}`;
      let found = results.get(key);
      if (found === undefined) {
        // A term with no letters or digits: the API answers it (with the whole list).
        found = normalise(term) ? index.search(term, locale).map((hit) => byId.get(hit.id)!) : null;
        if (results.size >= 200) results.delete(results.keys().next().value!);
        results.set(key, found);
      }
      return found;
    },
  };
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
