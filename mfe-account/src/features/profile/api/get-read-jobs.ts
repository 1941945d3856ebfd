import type { ReadJobsResponse } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

export type ReadJob = ReadJobsResponse['data'][number];

/** GET user/read-jobs (bearer): the guides read, latest first, each with its job list item. */
export async function getReadJobs(signal?: AbortSignal): Promise<ReadJob[]> {
  return (await apiGet<ReadJobsResponse>('/user/read-jobs', { signal })).data.data;
}

/** Under `['read-jobs']`, which a guide read anywhere in the page invalidates (decision 132). */
export const readJobsQuery = () =>
  queryOptions({ queryKey: ['read-jobs', 'list'], queryFn: ({ signal }) => getReadJobs(signal) });

/** The reads of jobs still listed (a job gone from the catalogue has `job: null`). */
export const useReadJobs = () =>
  useQuery({
    ...readJobsQuery(),
    select: (rows) => rows.filter((r): r is ReadJob & { job: NonNullable<ReadJob['job']> } => r.job !== null),
  });
