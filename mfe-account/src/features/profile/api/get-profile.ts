import { apiGet } from 'shared-kit';
import type { Profile, ProfileResponse } from './profile-types';

/** GET profile (bearer). 401 when the token is unknown, expired or revoked. */
export async function getProfile(): Promise<Profile> {
  return (await apiGet<ProfileResponse>('/profile')).data.data;
}
