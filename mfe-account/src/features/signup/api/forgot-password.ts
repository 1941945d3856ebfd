import type { EmailRequestBody, MessageResponse } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/**
 * POST /forgot-password (spec §7): `redirect_url` is the app URL plus language; the emailed link comes
 * back there with `?reset_token=`. 404 USER_NOT_FOUND ("does not exist"); 429 TOO_FREQUENT.
 */
export async function forgotPassword(body: EmailRequestBody): Promise<MessageResponse> {
  return (await apiPost<MessageResponse>('/forgot-password', body)).data;
}

/** Failures show in the form (spec §8). */
export const forgotPasswordMutation = () =>
  mutationOptions({ mutationKey: ['forgot-password'], mutationFn: forgotPassword });

export const useForgotPassword = () => useMutation(forgotPasswordMutation());
