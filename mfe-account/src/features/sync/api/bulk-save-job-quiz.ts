import { apiPost } from 'shared-kit';

export interface JobQuizScore {
  readonly job_id: number;
  readonly result: number;
}

/** POST user/bulk-save-job-quiz (bearer): saves job quiz scores (the last value wins). */
export async function bulkSaveJobQuiz(body: { readonly bulk_data: readonly JobQuizScore[] }): Promise<void> {
  await apiPost('/user/bulk-save-job-quiz', body);
}
