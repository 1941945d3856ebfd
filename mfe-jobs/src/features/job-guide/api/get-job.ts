import { apiGet } from 'shared-kit';
import type { JobListItem } from '../../shared/job-types';

export interface Bilingual<T = string> {
  readonly en: T;
  readonly ms: T;
}
export interface Knowledge {
  readonly day_to_day: readonly string[];
  readonly knowledge: readonly string[];
  readonly skills: readonly string[];
  readonly work_environment: string;
}
export interface PathwayRoute {
  readonly type: string;
  readonly duration: Bilingual | null;
  readonly description: Bilingual;
}
export interface Range {
  readonly min: number;
  readonly max: number;
}
export interface Salary {
  readonly entry: Range | null;
  readonly mid: Range | null;
  readonly senior: Range | null;
  readonly source: { readonly name: string; readonly year: number; readonly url: string | null };
  readonly note: Bilingual | null;
}
export interface JobDetail extends Omit<JobListItem, 'industry' | 'search_name' | 'search_name_bm'> {
  readonly industry: { readonly id: string; readonly name: string; readonly name_bm: string };
  readonly holland_code: string;
  readonly tvet: boolean;
  readonly summary: Bilingual | null;
  readonly knowledge: Bilingual<Knowledge | null> | null;
  readonly pathway: {
    readonly entry_subjects: readonly string[];
    readonly routes: readonly PathwayRoute[];
    readonly certification: Bilingual | null;
  } | null;
  readonly salary: Salary | null;
  readonly progression: Bilingual<readonly string[]> | null;
  readonly subjects: readonly { code: string; name: string; name_bm: string; weight: number }[];
  readonly related_jobs: readonly JobListItem[];
  readonly experts_say: readonly unknown[] | null;
}

/** GET {apiBase}{version}/jobs/:slug (English or Malay slug). Null when no such job. */
export async function getJob(slug: string, signal?: AbortSignal): Promise<JobDetail | null> {
  try {
    const res = await apiGet<{ data: JobDetail }>(`/jobs/${encodeURIComponent(slug)}`, { signal });
    return res.data.data;
  } catch (error) {
    if ((error as { response?: { status?: number } }).response?.status === 404) return null;
    throw error;
  }
}
