import { http } from 'shared-kit';

/** DELETE profile (bearer): the account and all its data (PDPA). */
export async function deleteProfile(): Promise<void> {
  await (await http()).delete('/profile');
}
