import { apiGet, type Locale } from 'shared-kit';
import type { JobListItem } from 'api/contract';

/** GET {apiBase}{version}/job-list?search_term&lang (spec §7). */
export async function searchJobs(term: string, locale: Locale, signal?: AbortSignal): Promise<JobListItem[]> {
  const res = await apiGet<{ data: JobListItem[] }>('/job-list', {
    params: { search_term: term, lang: locale },
    signal,
  });
  return res.data.data;
}
