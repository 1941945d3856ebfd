import { apiPost } from 'shared-kit';

export interface LoginRequest {
  readonly email: string;
  readonly password: string;
}

/** The login response of spec §3. Failures: 401 `INVALID_CREDENTIALS`, 403 `EMAIL_NOT_VERIFIED`. */
export interface LoginResponse {
  readonly type: 'success';
  readonly data: {
    readonly token: string;
    /** When the token stops working (ISO 8601); the cookie must not outlive it. */
    readonly expiresAt?: string;
    readonly expiresIn?: number;
    readonly id: string;
    readonly new_user: boolean;
    readonly profile: {
      readonly name: string | null;
      readonly user_type: string | null;
      readonly user_age: string | null;
      readonly user_age_range: string | null;
    } | null;
    readonly post_spm_plan: readonly string[] | string | null;
  };
}

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await apiPost<LoginResponse>('/login', body)).data;
}
