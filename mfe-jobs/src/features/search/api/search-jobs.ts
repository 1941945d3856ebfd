import type { Data, JobListItem, Locale } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/job-list?search_term&lang (spec §7). */
export async function searchJobs(term: string, locale: Locale, signal?: AbortSignal): Promise<JobListItem[]> {
  const res = await apiGet<Data<JobListItem[]>>('/job-list', { params: { search_term: term, lang: locale }, signal });
  return res.data.data;
}

/**
 * Not the page's own data (the search bar sits in the drawer over any page): a failure shows the
 * no-results state where it happened (spec §8), never the 504 page. No search for an empty term.
 */
export const searchJobsQuery = (term: string, locale: Locale) =>
  queryOptions({
    queryKey: ['job-list', locale, term],
    queryFn: ({ signal }) => searchJobs(term, locale, signal),
    enabled: term !== '',
  });

export const useSearchJobs = (term: string, locale: Locale) => useQuery(searchJobsQuery(term, locale));
