import type { JobDetail } from 'api/contract';
import { apiGet, type Locale } from 'shared-kit';

/**
 * A job's slug in the other language (for the language switch on a job guide), or null when the
 * API cannot say (unknown job, server away): the caller then falls back quietly. Not a page's own
 * data, so a failure never shows the 504 page (apiGet without `busyPage`, spec §8).
 */
export async function translateSlug(slug: string, to: Locale): Promise<string | null> {
  try {
    const res = await apiGet<{ data: JobDetail }>(`/jobs/${encodeURIComponent(slug)}`);
    return to === 'ms' ? res.data.data.slug_bm : res.data.data.slug;
  } catch {
    return null;
  }
}
