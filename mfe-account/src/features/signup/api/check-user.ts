import type { LoginResponse } from 'api/contract';
import { apiPost, type Locale } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

export type SocialProvider = 'google' | 'facebook';

/**
 * POST /social-login/check-user/{google|facebook} (spec §7): the server checks the provider's
 * token itself and answers the login response (data.new_user on the account's first sign-in).
 */
export async function checkUser(
  provider: SocialProvider,
  accessToken: string,
  lang: Locale,
): Promise<LoginResponse['data']> {
  return (await apiPost<LoginResponse>(`/social-login/check-user/${provider}`, { access_token: accessToken, lang }))
    .data.data;
}

/** A failure is only tracked (spec §8): nothing shows, never the 504 page. */
export const checkUserMutation = () =>
  mutationOptions({
    mutationKey: ['social-login'],
    mutationFn: ({ provider, token, lang }: { provider: SocialProvider; token: string; lang: Locale }) =>
      checkUser(provider, token, lang),
  });

export const useCheckUser = () => useMutation(checkUserMutation());
