import type { BulkSaveReadJobBody, BulkSaveResponse } from 'api/contract';
import { apiPost } from 'shared-kit';

/** POST user/bulk-save-read-job (bearer): adds read job guides (unknown ids are skipped). Silent on failure. */
export async function bulkSaveReadJob(body: BulkSaveReadJobBody): Promise<BulkSaveResponse> {
  return (await apiPost<BulkSaveResponse>('/user/bulk-save-read-job', body)).data;
}
