/** Option codes of spec §3 as the API stores them (docs/decisions/030); the labels live in the front end. */
export const ROLES = ['student', 'parent', 'teacher', 'other'] as const;
export const AGE_RANGES = ['below_18', '19_25', '26_35', '36_45', '46_above'] as const;
export const INCOMES = ['below_rm7000', 'rm7000_rm10000', 'above_rm10000'] as const;
export const POST_SPM_PLANS = ['study_more', 'work', 'travel', 'business', 'self_improvement', 'others'] as const;
export const GENDERS = ['female', 'male', 'prefer_not_to_say'] as const;
export const LANGUAGES = ['malay', 'mandarin', 'tamil', 'english', 'other'] as const;

export type Role = (typeof ROLES)[number];
export type AgeRange = (typeof AGE_RANGES)[number];
export type Income = (typeof INCOMES)[number];
export type PostSpmPlan = (typeof POST_SPM_PLANS)[number];
export type Gender = (typeof GENDERS)[number];
export type Language = (typeof LANGUAGES)[number];

/** The signed-in user's profile (GET profile, and the answer of profile/update). */
export interface Profile {
  readonly id: string;
  readonly email: string;
  readonly email_verified: boolean;
  readonly has_password: boolean;
  readonly providers: readonly ('google' | 'facebook')[];
  readonly lang: 'en' | 'ms';
  readonly created_at: string;
  readonly name: string | null;
  readonly user_type: Role | null;
  readonly user_age: number | null;
  readonly user_gender: Gender | null;
  readonly user_income: Income | null;
  readonly post_spm_plan: PostSpmPlan | null;
  readonly user_preferred_language: readonly Language[];
  readonly user_other_language: string | null;
  readonly user_age_range: AgeRange | null;
  readonly user_organization_name: string | null;
  readonly is_complete_profile: boolean;
}

export interface ProfileResponse {
  readonly type: 'success';
  readonly data: Profile;
}
