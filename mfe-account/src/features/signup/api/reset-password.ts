import { apiPost } from 'shared-kit';

export interface ResetPasswordRequest {
  readonly token: string;
  readonly password: string;
}

/** Sets the new password once and signs out everywhere. 400 `RESET_TOKEN_EXPIRED` / `RESET_TOKEN_INVALID`. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiPost('/reset-password', body);
}
