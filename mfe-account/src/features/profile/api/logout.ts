import type { MessageResponse } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/** POST logout (bearer): revokes this token on the server. */
export async function logout(): Promise<MessageResponse> {
  return (await apiPost<MessageResponse>('/logout')).data;
}

/** The user leaves on this device whatever the answer. */
export const logoutMutation = () => mutationOptions({ mutationKey: ['logout'], mutationFn: logout });

export const useLogout = () => useMutation(logoutMutation());
