import type { JobDetail, WhitePaper } from 'api/contract';
import { apiGet, routeById, type Locale, type RouteId } from 'shared-kit';

/**
 * A job's or a white paper's slug in the other language (for the language switch), or null when
 * the API cannot say (unknown slug, server away): the caller then falls back quietly. Not a page's
 * own data, so a failure never shows the 504 page (apiGet without `busyPage`, spec §8).
 */
export async function translateSlug(slug: string, to: Locale, route: RouteId = 'jobs.detail'): Promise<string | null> {
  // The catalogue list the route's slug is an entry of (its page declaration's `slugs`, decision 300).
  const path = routeById(route)?.slugs === 'whitePapers' ? '/white-papers' : '/jobs';
  try {
    const res = await apiGet<{ data: Pick<JobDetail | WhitePaper, 'slug' | 'slug_bm'> }>(
      `${path}/${encodeURIComponent(slug)}`,
    );
    return to === 'ms' ? res.data.data.slug_bm : res.data.data.slug;
  } catch {
    return null;
  }
}
