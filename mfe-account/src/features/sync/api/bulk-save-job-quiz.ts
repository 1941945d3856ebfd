import type { BulkSaveJobQuizBody, BulkSaveResponse } from 'api/contract';
import { apiPost } from 'shared-kit';

/** POST user/bulk-save-job-quiz (bearer): saves job quiz scores (the last value wins). Silent on failure. */
export async function bulkSaveJobQuiz(body: BulkSaveJobQuizBody): Promise<BulkSaveResponse> {
  return (await apiPost<BulkSaveResponse>('/user/bulk-save-job-quiz', body)).data;
}
