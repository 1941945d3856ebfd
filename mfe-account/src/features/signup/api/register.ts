import type { MessageResponse, RegistrationBody } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/** POST {apiBase}{version}/registration (spec §7). 201: `message` contains "Verification"; 409 EMAIL_EXISTS. */
export async function register(body: RegistrationBody): Promise<MessageResponse> {
  return (await apiPost<MessageResponse>('/registration', body)).data;
}

/** Failures show in the form (spec §8). */
export const registerMutation = () => mutationOptions({ mutationKey: ['registration'], mutationFn: register });

export const useRegister = () => useMutation(registerMutation());
