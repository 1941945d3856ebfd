import type { ReadJobsResponse, SavedJobsResponse, SavedState, UserJobDataResponse } from 'api/contract';
import { apiGet, apiPost, apiRequest, getCookie, getLocal, persistCookie } from 'shared-kit';
import { queryClient, queryOptions } from 'shared-kit/query';

// The signed-in user's saved and read jobs, and the own-server read check (spec §7), shared by
// every app that shows job actions (the job guide, the directory, the quiz results, the profile):
// one page has one QueryClient (decision 041), so the same keys mean one request and one cache.

/** A saved job as GET /user/saved-jobs lists it. */
export type SavedJob = SavedJobsResponse['data'][number];

/** GET {apiBase}{version}/user/saved-jobs (bearer): the saved jobs, latest first. */
export async function getSavedJobs(signal?: AbortSignal): Promise<SavedJob[]> {
  return (await apiGet<SavedJobsResponse>('/user/saved-jobs', { signal })).data.data;
}

export const savedJobsQuery = () =>
  queryOptions({ queryKey: ['saved-jobs'], queryFn: ({ signal }) => getSavedJobs(signal) });

/** POST /user/saved-jobs or DELETE /user/saved-jobs/:id; the answer carries the new count. */
export async function setJobSaved(jobId: number, saved: boolean): Promise<SavedState['data']> {
  const res = saved
    ? await apiPost<SavedState>('/user/saved-jobs', { job_id: jobId })
    : await apiRequest<SavedState>({ method: 'DELETE', url: `/user/saved-jobs/${jobId}` });
  return res.data.data;
}

/** After a save or unsave: the header's count (savedBookmarksCount, announced to every tab) and the lists. */
export function savedChanged(count: number): void {
  if (getCookie('savedBookmarksCount') !== count) persistCookie('savedBookmarksCount', count);
  void queryClient().invalidateQueries({ queryKey: ['saved-jobs'] });
}

/** GET /user/read-jobs (bearer): the ids of the guides the user has read. */
export async function getReadJobIds(signal?: AbortSignal): Promise<number[]> {
  const res = await apiGet<ReadJobsResponse>('/user/read-jobs', { signal });
  return res.data.data.map((r) => r.job_id);
}

export const readJobIdsQuery = () =>
  queryOptions({ queryKey: ['read-jobs', 'ids'], queryFn: ({ signal }) => getReadJobIds(signal) });

/** POST /user/bulk-save-read-job (bearer): one guide read by a signed-in user. */
export async function saveReadJob(jobId: number): Promise<void> {
  await apiPost('/user/bulk-save-read-job', { job_ids: [jobId] });
}

/** The guides this device counts as read: readJobGuidesList (cookie) and visitedRoutes (local). */
export function localReadIds(): number[] {
  const ids = [...getCookie('readJobGuidesList'), ...getLocal('visitedRoutes')];
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))];
}

/**
 * POST {apiBase}/userData/user-job-data (own server route, spec §7): has this guide been read
 * (this device's list, or the account's reads with a token), and is it saved.
 */
export async function getUserJobData(jobId: number, readList: number[], signal?: AbortSignal) {
  const body = { job_id: jobId, readJobGuidesList: readList };
  return (await apiPost<UserJobDataResponse>('/userData/user-job-data', body, { versioned: false, signal })).data.data;
}
