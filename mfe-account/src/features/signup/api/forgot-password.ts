import { apiPost, type Locale } from 'shared-kit';

/** `redirect_url` is the app URL plus language (spec §7); the reset link goes there with `?reset_token=`. */
export interface ForgotPasswordRequest {
  readonly email: string;
  readonly redirect_url: string;
  readonly lang?: Locale;
}

/** 200 on success; 404 `USER_NOT_FOUND` ("does not exist", also in `data.message`); 429 `TOO_FREQUENT`. */
export interface ForgotPasswordResponse {
  readonly type: 'success';
  readonly message?: string;
}

export async function forgotPassword(body: ForgotPasswordRequest): Promise<ForgotPasswordResponse> {
  return (await apiPost<ForgotPasswordResponse>('/forgot-password', body)).data;
}
