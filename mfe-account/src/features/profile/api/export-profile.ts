import { apiGet } from 'shared-kit';

/** GET profile/export (bearer): everything stored about the account, as JSON. */
export async function exportProfile(): Promise<unknown> {
  return (await apiGet<unknown>('/profile/export', { responseType: 'json' })).data;
}
