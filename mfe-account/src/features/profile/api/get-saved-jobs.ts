import { savedJobsQuery, setJobSaved } from 'shared-kit/job-actions';
import { useMutation, useQuery } from 'shared-kit/query';

/**
 * GET user/saved-jobs (bearer): the same query as the Save buttons of every other app
 * (`shared-kit/job-actions`, key `['saved-jobs']`), so a save anywhere in the page shows here.
 */
export const useSavedJobs = () => useQuery(savedJobsQuery());

/** DELETE user/saved-jobs/:id (bearer); the answer carries the new count. */
export const useRemoveSavedJob = () => useMutation({ mutationFn: (jobId: number) => setJobSaved(jobId, false) });
