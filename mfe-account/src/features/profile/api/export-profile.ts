import type { AccountExport } from 'api/contract';
import { apiGet } from 'shared-kit';
import { mutationOptions, useMutation } from 'shared-kit/query';

/** GET profile/export (bearer): everything stored about the account, as JSON. */
export async function exportProfile(): Promise<AccountExport> {
  return (await apiGet<AccountExport>('/profile/export', { responseType: 'json' })).data;
}

/**
 * The download is an action the user takes, not data the page shows: a mutation (never cached,
 * run again on each click). A failure shows next to the button.
 */
export const exportProfileMutation = () =>
  mutationOptions({ mutationKey: ['profile', 'export'], mutationFn: exportProfile });

export const useExportProfile = () => useMutation(exportProfileMutation());
