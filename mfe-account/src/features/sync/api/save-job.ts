import type { SavedState } from 'api/contract';
import { apiPost } from 'shared-kit';

/** POST user/saved-jobs (bearer): saves a job (idempotent); the answer carries the new count. */
export async function saveJob(jobId: number): Promise<SavedState['data']> {
  return (await apiPost<SavedState>('/user/saved-jobs', { job_id: jobId })).data.data;
}
