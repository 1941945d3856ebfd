import type { LoginBody, LoginResponse } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/**
 * POST /login (spec §7): the login response's data (token, when it expires, user id, profile).
 * Failures: 401 INVALID_CREDENTIALS, 403 EMAIL_NOT_VERIFIED, 429 RATE_LIMITED, 503.
 */
export async function login(body: LoginBody): Promise<LoginResponse['data']> {
  return (await apiPost<LoginResponse>('/login', body)).data.data;
}

/** Every failure shows "*Login Failed" in the form (spec §8), never the 504 page. */
export const loginMutation = () => mutationOptions({ mutationKey: ['login'], mutationFn: login });

export const useLogin = () => useMutation(loginMutation());
