/**
 * mfe-jobs' pages, each declared once (docs/decisions/300): paths, layout, title and description
 * (messages of this remote's catalogue), first data, sitemap and the components. The route table,
 * the site server's titles, previews and sitemap, and the shell's matching are derived from it.
 * Data only: type-only imports, components as import thunks (Node reads this file as it is).
 */
import type { LocalizedValues, PageDeclarations } from 'shared-kit/pages';
import type en from './i18n/en.json';

const defineMessages = <T>(messages: T): T => messages;
/** Messages only the pages' declarations use (titles and descriptions for the server). */
export const pageMessages = defineMessages({
  jobTitle: { id: 'jobs.page.job.title', defaultMessage: '{name}' },
  sectionTitle: {
    id: 'jobs.page.section.title',
    defaultMessage:
      '{name}: {section, select, coming_soon {Coming soon} education_pathway {Education pathway} experts_say {What experts say} job_knowledge {Job knowledge} salary_and_progression {Salary and progression} other {Job guide}}',
  },
  jobDescription: {
    id: 'jobs.page.job.description',
    defaultMessage:
      '{status, select, complete {{name}: what the job is, the education pathway, salary and progression, and what experts say. A job guide for Malaysian students.} coming_soon {{name}: the job guide is coming soon on Laluan Kerjaya.} other {{name}: what the job is and what it takes. A job guide for Malaysian students.}}',
  },
  directoryDescription: {
    id: 'jobs.page.directory.description',
    defaultMessage: 'Every job guide on Laluan Kerjaya, by industry: find a job and read what it takes.',
  },
});

export const JOB_SECTIONS: LocalizedValues = {
  'coming-soon': { en: 'coming-soon', ms: 'akan-datang' },
  'education-pathway': { en: 'education-pathway', ms: 'haluan-pendidikan' },
  'experts-say': { en: 'experts-say', ms: 'kata-pakar' },
  'job-knowledge': { en: 'job-knowledge', ms: 'pengetahuan-kerja' },
  'salary-and-progression': { en: 'salary-and-progression', ms: 'gaji-dan-kemajuan' },
};

interface CatalogueJob {
  slug: string;
  slug_bm: string;
  name: string;
  name_bm: string;
  en_data_status?: string;
  bm_data_status?: string;
}
interface JobDetail {
  slug: string;
  slug_bm: string;
  name: string;
  name_bm: string;
  synonyms?: string[];
  synonyms_bm?: string[];
  masco_2020?: string | null;
  summary?: { en?: string; ms?: string } | null;
  industry: { name: string; name_bm: string };
}

/** Search engines show about 155–160 characters of a description; WhatsApp about two lines. */
const DESCRIPTION_MAX = 160;

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(-]+$/, '')}…`;
}

/**
 * A job guide's title, description and schema.org Occupation, in the page's language: its name,
 * other names people use, what the work is, its MASCO 2020 code where known, and where (Malaysia).
 * Pay is left out until every figure carries its source; a search engine would show it without one.
 */
function jobMeta(job: CatalogueJob, locale: 'en' | 'ms', detail: JobDetail | null) {
  const ms = locale === 'ms';
  const name = ms ? job.name_bm : job.name;
  const status = (ms ? job.bm_data_status : job.en_data_status) ?? 'partial';
  const same = detail && (detail.slug === job.slug || detail.slug_bm === job.slug_bm) ? detail : null;
  const summary = (same?.summary && (ms ? same.summary.ms : same.summary.en)) || '';
  const synonyms = (same && (ms ? same.synonyms_bm : same.synonyms)) ?? [];
  return {
    values: { name, status },
    ...(same && summary
      ? { description: clip(`${name} (${ms ? same.industry.name_bm : same.industry.name}): ${summary}`) }
      : { descriptionMessage: 'jobs.page.job.description' as const }),
    jsonLd: same
      ? {
          '@context': 'https://schema.org',
          '@type': 'Occupation',
          name,
          ...(synonyms.length ? { alternateName: synonyms } : {}),
          ...(summary ? { description: summary } : {}),
          ...(same.masco_2020
            ? {
                occupationalCategory: { '@type': 'CategoryCode', codeValue: same.masco_2020, inCodeSet: 'MASCO 2020' },
              }
            : {}),
          occupationLocation: { '@type': 'Country', name: 'Malaysia' },
          inLanguage: ms ? 'ms-MY' : 'en-MY',
        }
      : null,
  };
}

export const PAGES = {
  directory: {
    en: '/en/directory/all-jobs',
    ms: '/ms/direktori/semua-pekerjaan',
    layout: 'industries',
    title: 'jobs.directory.title',
    description: 'jobs.page.directory.description',
    listOf: 'jobs',
    // The first page only, with every industry's counts (decision 395; DIRECTORY_FIRST_PAGE).
    firstData: '/directory?lang=:locale&limit=40',
    // The page's heading, the list's lead from the embedded counts and the first page's rows as
    // links to their guides (decision 366).
    FirstView: () =>
      import('./features/directory/directory-first-view').then((m) => ({ default: m.DirectoryFirstView })),
    Page: () => import('./features/directory/directory-page').then((m) => ({ default: m.DirectoryPage })),
    // The list, with the heading (366): its files download while the app starts, on every visit.
    Later: () => import('./features/directory/directory-list'),
  },
  'jobs.detail': {
    en: '/en/jobs/:slug',
    ms: '/ms/pekerjaan/:slug',
    layout: 'jobs',
    origin: 'Job Guides',
    slugs: 'jobs',
    sitemap: 'jobs',
    title: 'jobs.page.job.title',
    firstData: '/jobs/:slug',
    meta: jobMeta,
    FirstView: () => import('./features/job-guide/job-guide-page').then((m) => ({ default: m.JobGuideFirstView })),
    Page: () => import('./app/jobs-routes'),
  },
  'jobs.section': {
    en: '/en/jobs/:slug/:section',
    ms: '/ms/pekerjaan/:slug/:section',
    layout: 'jobs',
    origin: 'Job Guides',
    values: { section: JOB_SECTIONS },
    slugs: 'jobs',
    sitemap: false,
    title: 'jobs.page.section.title',
    firstData: '/jobs/:slug',
    meta: jobMeta,
    FirstView: () => import('./features/job-guide/job-guide-page').then((m) => ({ default: m.JobGuideFirstView })),
    Page: () => import('./app/jobs-routes'),
  },
  // Not in spec §2: the comparison of up to three jobs, slugs in ?jobs= (decision 131).
  'jobs.compare': {
    en: '/en/compare-jobs',
    ms: '/ms/banding-pekerjaan',
    layout: 'jobs',
    title: 'jobs.compare.title',
    sitemap: false,
    // The jobs the address names, each the GET the comparison makes (COMPARE_LIMIT of them): the
    // first view paints the table itself (decision 358). Without jobs, the empty state (348).
    firstDataEach: { query: 'jobs', path: '/jobs/:item', max: 3 },
    FirstView: () => import('./features/compare/compare-first-view').then((m) => ({ default: m.CompareFirstView })),
    Page: () => import('./features/compare/compare-heading').then((m) => ({ default: m.ComparePage })),
    // The comparison's own chunk, preloaded when the address names jobs (decision 357).
    Later: () => import('./features/compare/compare-page'),
    laterWhen: { query: ['jobs'] },
  },
} as const satisfies PageDeclarations<keyof typeof en>;
