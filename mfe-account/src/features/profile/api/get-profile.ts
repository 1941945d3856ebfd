import type { Profile, ProfileResponse } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET profile (bearer). 401 when the token is unknown, expired or revoked. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return (await apiGet<ProfileResponse>('/profile', { signal })).data.data;
}

/** The profile is its page's own data: a busy server shows the 504 page (decision 042). */
export const profileQuery = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal), meta: { primary: true } });

export const useProfile = () => useQuery(profileQuery());
