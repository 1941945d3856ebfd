import type { EmailRequestBody, MessageResponse } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/** POST {apiBase}{version}/resend-verification-email (spec §7). 429 TOO_FREQUENT within 60 s of the last email. */
export async function resendVerificationEmail(body: EmailRequestBody): Promise<MessageResponse> {
  return (await apiPost<MessageResponse>('/resend-verification-email', body)).data;
}

/** Failures show in the view: "frequent" asks to slow down, others show the server's message (spec §8). */
export const resendVerificationMutation = () =>
  mutationOptions({ mutationKey: ['resend-verification-email'], mutationFn: resendVerificationEmail });

export const useResendVerificationEmail = () => useMutation(resendVerificationMutation());
