import type { Profile, ProfileResponse, ProfileUpdate } from 'api/contract';
import { apiPost } from 'shared-kit';
import { mutationOptions, useMutation, useQueryClient } from 'shared-kit/query';
import { profileQuery } from './get-profile';

/** POST profile/update (bearer; spec §3); answers the saved profile. 400 VALIDATION_FAILED on a role rule. */
export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  return (await apiPost<ProfileResponse>('/profile/update', body)).data.data;
}

/** A failed save shows in the form. */
export const updateProfileMutation = () =>
  mutationOptions({ mutationKey: ['profile', 'update'], mutationFn: updateProfile });

/** Saves, and the page shows the saved profile without asking the server again. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    ...updateProfileMutation(),
    onSuccess: (saved) => client.setQueryData(profileQuery().queryKey, saved),
  });
}
