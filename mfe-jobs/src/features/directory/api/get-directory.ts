import type { DirectoryGroup } from 'api/contract';
import { apiGet, type Locale } from 'shared-kit';

/** GET {apiBase}{version}/directory?lang: every job, grouped by industry. */
export async function getDirectory(locale: Locale, signal?: AbortSignal): Promise<DirectoryGroup[]> {
  const res = await apiGet<{ data: DirectoryGroup[] }>('/directory', { params: { lang: locale }, signal });
  return res.data.data;
}
