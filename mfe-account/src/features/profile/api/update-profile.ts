import { apiPost } from 'shared-kit';
import type { AgeRange, Gender, Income, Language, PostSpmPlan, Profile, ProfileResponse, Role } from './profile-types';

/** The profile update payload of spec §3. Fields of the other role are sent as null. */
export interface ProfileUpdateRequest {
  readonly user_type: Role;
  readonly name: string;
  readonly user_age: string | null;
  readonly user_gender: Gender | null;
  readonly user_income: Income | null;
  readonly post_spm_plan: PostSpmPlan | null;
  readonly user_preferred_language: readonly Language[];
  readonly user_other_language: string | null;
  readonly user_age_range: AgeRange | null;
  readonly user_organization_name: string | null;
  readonly is_complete_profile: true;
}

/** POST profile/update (bearer); answers the saved profile. 400 `VALIDATION_FAILED` on a role rule. */
export async function updateProfile(body: ProfileUpdateRequest): Promise<Profile> {
  return (await apiPost<ProfileResponse>('/profile/update', body)).data.data;
}
