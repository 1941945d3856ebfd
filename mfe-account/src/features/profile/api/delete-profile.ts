import { http } from 'shared-kit';

/**
 * DELETE profile (bearer): the account and all its data (PDPA). An account with a password must send
 * it again: 400 `PASSWORD_REQUIRED` without it, 403 `WRONG_PASSWORD` when it is not right.
 */
export async function deleteProfile(body?: { readonly password: string }): Promise<void> {
  await (await http()).delete('/profile', body ? { data: body } : undefined);
}
