import type { DeleteAccountBody, MessageResponse } from 'api/contract';
import { apiRequest } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/**
 * DELETE profile (bearer): the account and all its data (PDPA). The password is asked again
 * (decision 035): 400 PASSWORD_REQUIRED without it, 403 WRONG_PASSWORD, 429 RATE_LIMITED after
 * too many tries; an account without a password needs a recent sign-in (403 RECENT_SIGN_IN_REQUIRED).
 */
export async function deleteProfile(body: DeleteAccountBody): Promise<MessageResponse> {
  return (await apiRequest<MessageResponse>({ method: 'DELETE', url: '/profile', data: body })).data;
}

/** Failures show in the confirm dialog. */
export const deleteProfileMutation = () =>
  mutationOptions({ mutationKey: ['profile', 'delete'], mutationFn: deleteProfile });

export const useDeleteProfile = () => useMutation(deleteProfileMutation());
