import { apiPost, getCookie } from 'shared-kit';

/** POST /request-job (spec §7): asks the content team for a job we do not list yet. */
export async function requestJob(name: string): Promise<void> {
  const lead = getCookie('userLeadFormData') as { user_type?: string } | null;
  await apiPost('/request-job', { job_request_name: name, user_type: lead?.user_type ?? null });
}
