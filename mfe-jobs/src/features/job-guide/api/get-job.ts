import type { JobDetail } from 'api/contract';
import { apiGet } from 'shared-kit';

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
