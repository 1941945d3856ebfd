import type { RequestJobBody, RequestJobResponse } from 'api/contract';
import { apiPost, getCookie } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/** POST /request-job (spec §7): asks the content team for a job we do not list yet. */
export async function requestJob(name: string): Promise<void> {
  const lead = getCookie('userLeadFormData') as { user_type?: RequestJobBody['user_type'] } | null;
  const body: RequestJobBody = { job_request_name: name, user_type: lead?.user_type ?? null };
  await apiPost<RequestJobResponse>('/request-job', body);
}

/** A failed request simply stops loading (spec §8): nothing else happens. */
export const requestJobMutation = () => mutationOptions({ mutationKey: ['request-job'], mutationFn: requestJob });

export const useRequestJob = () => useMutation(requestJobMutation());
