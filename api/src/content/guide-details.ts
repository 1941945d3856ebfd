import type { JobContent } from './schemas.js';

/**
 * Guide details (decision 220): which optional sections a job's guide can show, and the checks
 * the content rules run on them beyond the schema (which already asks for https links and a
 * source on every fact).
 */
export const GUIDE_DETAIL_SECTIONS = [
  'also_called',
  'work_pattern',
  'min_entry',
  'requirements',
  'professional_bodies',
  'tools',
  'demand',
] as const;
export type GuideDetailSection = (typeof GUIDE_DETAIL_SECTIONS)[number];

type Source = { name: string; year: number | null; url: string };

/** The sections a job's guide shows (in both languages), by the guide's own empty-section rule. */
export function guideDetailSections(job: JobContent): Set<GuideDetailSection> {
  const has = new Set<GuideDetailSection>();
  if (job.synonyms.length > 0 && job.synonyms_bm.length > 0) has.add('also_called');
  if (job.work_pattern) has.add('work_pattern');
  if (job.pathway?.routes.some((r) => r.min_entry)) has.add('min_entry');
  if (job.requirements?.length) has.add('requirements');
  if (job.professional_bodies?.length) has.add('professional_bodies');
  if (job.tools?.en.length && job.tools.ms.length) has.add('tools');
  if (job.demand) has.add('demand');
  return has;
}

/** How many guides show each section. */
export function guideDetailCounts(jobs: readonly JobContent[]): Record<GuideDetailSection, number> {
  const counts = Object.fromEntries(GUIDE_DETAIL_SECTIONS.map((s) => [s, 0])) as Record<GuideDetailSection, number>;
  for (const job of jobs) for (const s of guideDetailSections(job)) counts[s] += 1;
  return counts;
}

/** Every source of a job's details, with where it sits in the file. */
function detailSources(job: JobContent): [string, Source][] {
  const out: [string, Source][] = [];
  if (job.work_pattern) out.push(['work_pattern', job.work_pattern.source]);
  job.pathway?.routes.forEach((r, i) => {
    if (r.min_entry) out.push([`pathway.routes[${i}].min_entry`, r.min_entry.source]);
  });
  job.requirements?.forEach((r, i) => out.push([`requirements[${i}]`, r.source]));
  if (job.tools) out.push(['tools', job.tools.source]);
  if (job.demand) out.push(['demand', job.demand.source]);
  return out;
}

const isPage = (url: string): boolean => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && ((u.pathname !== '' && u.pathname !== '/') || u.search !== '');
  } catch {
    return false;
  }
};

/**
 * A job's detail problems: a source must be a page (not a site's homepage, which proves nothing)
 * with a year that is not in the future; a demand edition must not be in the future; tools list
 * the same number of names in both languages; a professional body is listed once.
 */
export function jobGuideDetailProblems(job: JobContent, thisYear: number = new Date().getFullYear()): string[] {
  const problems: string[] = [];
  for (const [where, source] of detailSources(job)) {
    if (!isPage(source.url)) problems.push(`${where}: source "${source.url}" is not an https page (a homepage proves nothing)`);
    if (source.year !== null && source.year > thisYear) problems.push(`${where}: source year ${source.year} is in the future`);
  }
  if (job.demand && Number(job.demand.edition.slice(0, 4)) > thisYear) {
    problems.push(`demand: edition ${job.demand.edition} is in the future`);
  }
  if (job.tools && job.tools.en.length !== job.tools.ms.length) {
    problems.push(`tools: ${job.tools.en.length} names in English but ${job.tools.ms.length} in Malay`);
  }
  const urls = (job.professional_bodies ?? []).map((b) => new URL(b.url).host);
  for (const host of new Set(urls.filter((h, i) => urls.indexOf(h) !== i))) {
    problems.push(`professional_bodies: ${host} is listed twice`);
  }
  return problems;
}
