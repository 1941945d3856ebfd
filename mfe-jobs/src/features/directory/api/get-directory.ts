import { apiGet, type Locale } from 'shared-kit';
import type { JobListItem } from '../../shared/job-types';

export interface Industry {
  readonly id: string;
  readonly name: string;
  readonly name_bm: string;
}

/** An industry with its jobs, as GET directory returns them. */
export interface DirectoryGroup extends Industry {
  readonly jobs: readonly JobListItem[];
}

/** GET {apiBase}{version}/directory?lang: every job, grouped by industry. */
export async function getDirectory(locale: Locale, signal?: AbortSignal): Promise<DirectoryGroup[]> {
  const res = await apiGet<{ data: DirectoryGroup[] }>('/directory', { params: { lang: locale }, signal });
  return res.data.data;
}
