import type { MessageResponse, ResetPasswordBody } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/** POST /reset-password: sets the new password once and signs out everywhere. 400 RESET_TOKEN_EXPIRED / _INVALID. */
export async function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return (await apiPost<MessageResponse>('/reset-password', body)).data;
}

/** Failures show in the form. */
export const resetPasswordMutation = () =>
  mutationOptions({ mutationKey: ['reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutation());
