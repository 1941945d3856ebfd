import { apiPost } from 'shared-kit';

/** POST logout (bearer): revokes this token on the server. */
export async function logout(): Promise<void> {
  await apiPost('/logout');
}
