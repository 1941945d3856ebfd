import type { BulkSaveJobQuizBody, BulkSaveResponse } from 'api/contract';
import { apiPost } from 'shared-kit';

/**
 * POST user/bulk-save-job-quiz (bearer): a signed-in visitor's new result goes to their account
 * at once, as the after-login sync does for a visitor who signs in later (spec §4).
 */
export async function saveQuizScores(body: BulkSaveJobQuizBody): Promise<BulkSaveResponse> {
  return (await apiPost<BulkSaveResponse>('/user/bulk-save-job-quiz', body)).data;
}
