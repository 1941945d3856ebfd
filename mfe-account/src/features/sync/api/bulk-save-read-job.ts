import { apiPost } from 'shared-kit';

/** POST user/bulk-save-read-job (bearer): adds read job guides (unknown ids are skipped). */
export async function bulkSaveReadJob(body: { readonly job_ids: readonly number[] }): Promise<void> {
  await apiPost('/user/bulk-save-read-job', body);
}
