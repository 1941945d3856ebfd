import { apiPost, type Locale } from 'shared-kit';

/** Registration payload (spec §3). */
export interface RegisterRequest {
  readonly email: string;
  readonly password: string;
  readonly redirect_url: string;
  readonly lang: Locale;
}

/** 201: `message` contains "Verification". A taken address is a 409 `EMAIL_EXISTS` ("existing"). */
export interface RegisterResponse {
  readonly type: 'success';
  readonly message: string;
}

export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  return (await apiPost<RegisterResponse>('/registration', body)).data;
}
