import type { Data, JobDetail } from 'api/contract';
import { ApiError, apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/**
 * GET {apiBase}{version}/jobs/:slug (English or Malay slug). Null when there is no such job. Shared
 * by the job guide and the comparison (one cache key per slug).
 */
export async function getJob(slug: string, signal?: AbortSignal): Promise<JobDetail | null> {
  try {
    return (await apiGet<Data<JobDetail>>(`/jobs/${encodeURIComponent(slug)}`, { signal })).data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A job guide is its page's own data: a busy server shows the 504 page (decision 042). */
export const jobQuery = (slug: string) =>
  queryOptions({
    queryKey: ['job', slug],
    queryFn: ({ signal }) => getJob(slug, signal),
    meta: { primary: true },
  });

export const useJob = (slug: string) => useQuery(jobQuery(slug));
