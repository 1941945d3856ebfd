import type { JobDetail, Locale } from 'api/contract';

/** Where a guide shows its details (decision 220): overview, job knowledge, education pathway. */
export type DetailsPart = 'overview' | 'knowledge' | 'pathway';

const fold = (s: string) => s.trim().toLocaleLowerCase();

/**
 * The job's other titles for the page's language ("also called"): its synonyms without the job's
 * own name. On a Malay page, names that are the English name or one of the English synonyms are
 * left out (they are for search, not for a Malay sentence).
 */
export function alsoCalled(job: JobDetail, locale: Locale): string[] {
  const own = fold(locale === 'ms' ? job.name_bm : job.name);
  const english = new Set([job.name, ...job.synonyms].map(fold));
  const names = locale === 'ms' ? job.synonyms_bm.filter((s) => !english.has(fold(s))) : job.synonyms;
  const seen = new Set([own]);
  return names.filter((s) => {
    const key = fold(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a part has anything to show in this language: without it the guide shows nothing for it. */
export function hasDetails(job: JobDetail, part: DetailsPart, locale: Locale): boolean {
  switch (part) {
    case 'overview':
      return alsoCalled(job, locale).length > 0 || !!job.demand;
    case 'knowledge':
      return !!job.work_pattern || !!job.tools?.[locale].length;
    case 'pathway':
      return (
        !!job.requirements?.length ||
        !!job.professional_bodies?.length ||
        !!job.pathway?.routes.some((r) => r.min_entry)
      );
  }
}
