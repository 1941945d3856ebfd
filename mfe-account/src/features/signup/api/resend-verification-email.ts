import { apiPost, type Locale } from 'shared-kit';

/** Resend payload (spec §3). */
export interface ResendVerificationRequest {
  readonly email: string;
  readonly redirect_url: string;
  readonly lang: Locale;
}

/** 200 "Verification link sent"; 429 `TOO_FREQUENT` ("frequent") within 60 s of the last email. */
export interface ResendVerificationResponse {
  readonly type: 'success';
  readonly message?: string;
}

export async function resendVerificationEmail(body: ResendVerificationRequest): Promise<ResendVerificationResponse> {
  return (await apiPost<ResendVerificationResponse>('/resend-verification-email', body)).data;
}
