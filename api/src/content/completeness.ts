import type { DataStatus } from '../db/types.js';
import type { JobContent, Lang } from './schemas.js';

/**
 * Which parts of a job guide are written in a language. Shared by the content check (is the
 * declared data status right?) and the job detail route (which sub-pages show "coming soon").
 */

type JobSections = Pick<JobContent, 'summary' | 'knowledge' | 'pathway' | 'salary' | 'progression'>;

const filled = (text: string | null | undefined): boolean => !!text && text.trim().length > 0;

export function hasSummary(job: JobSections, lang: Lang): boolean {
  return filled(job.summary?.[lang]);
}

export function hasKnowledge(job: JobSections, lang: Lang): boolean {
  const section = job.knowledge?.[lang];
  return (
    !!section &&
    section.day_to_day.length > 0 &&
    section.knowledge.length > 0 &&
    section.skills.length > 0 &&
    filled(section.work_environment)
  );
}

export function hasPathway(job: JobSections, lang: Lang): boolean {
  const pathway = job.pathway;
  return (
    !!pathway &&
    pathway.routes.length > 0 &&
    pathway.routes.every((route) => filled(route.description[lang]))
  );
}

/**
 * The pay part is written when the job has a figure of its own (entry, mid or senior) with its note in
 * the language. An occupation-group median alone is context, not the job's pay (decisions 285, 286),
 * so it does not make the pay part written. Figures are language-neutral.
 */
export function hasSalary(job: JobSections, lang: Lang): boolean {
  const salary = job.salary;
  return !!salary && !!(salary.entry || salary.mid || salary.senior) && filled(salary.note[lang]);
}

/** Something to show on the pay page: the job's own pay, or at least the group median as context. */
export function hasPayPage(job: JobSections, lang: Lang): boolean {
  return !!job.salary && filled(job.salary.note[lang]);
}

export function hasProgression(job: JobSections, lang: Lang): boolean {
  return (job.progression?.[lang]?.length ?? 0) > 0;
}

/**
 * The data status the content supports: complete = every guide section, pay being a figure for the
 * job itself; partial = summary and job knowledge at least; coming_soon = name only.
 */
export function computedDataStatus(job: JobSections, lang: Lang): DataStatus {
  const summary = hasSummary(job, lang);
  const knowledge = hasKnowledge(job, lang);
  if (
    summary &&
    knowledge &&
    hasPathway(job, lang) &&
    hasSalary(job, lang) &&
    hasProgression(job, lang)
  ) {
    return 'complete';
  }
  if (summary && knowledge) return 'partial';
  return 'coming_soon';
}

/** What each job-guide sub-page can show, per language. */
export function sectionAvailability(job: JobSections & Pick<JobContent, 'experts_say'>) {
  const both = (check: (lang: Lang) => boolean) => ({ en: check('en'), ms: check('ms') });
  return {
    job_knowledge: both((l) => hasKnowledge(job, l)),
    education_pathway: both((l) => hasPathway(job, l)),
    salary_and_progression: both((l) => hasPayPage(job, l) || hasProgression(job, l)),
    experts_say: both(() => (job.experts_say?.length ?? 0) > 0),
  };
}
