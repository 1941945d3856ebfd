/**
 * The route table of spec §2: every screen in English and Malay, the remote that owns it and the
 * layout it uses. Apps link by route id (see `buildPath`) and never hard-code another slice's URL.
 */
import type { Locale } from 'api/contract';

/** The page language: the API's `LangSchema` ('en' | 'ms'), one source for every app. */
export type { Locale };
export const LOCALES: readonly Locale[] = ['en', 'ms'];
export const DEFAULT_LOCALE: Locale = 'en';

export type Owner = 'mfe-content' | 'mfe-quiz' | 'mfe-jobs' | 'mfe-account';

export type LayoutName =
  | 'home'
  | 'about-us'
  | 'methodology'
  | 'affinity'
  | 'onboarding'
  | 'data-entry'
  | 'results'
  | 'subject-quiz-layout'
  | 'contact-us'
  | 'industries'
  | 'event'
  | 'funding-search'
  | 'jobs'
  | 'profile'
  | 'privacy'
  | 'white-paper'
  | 'default-blue'
  | 'default'
  | 'error-page';

/** A parameter whose value is a word with an English and a Malay form (canonical = English). */
export interface LocalizedValues {
  readonly [canonical: string]: { readonly en: string; readonly ms: string };
}

export interface RouteDef {
  readonly id: RouteId;
  readonly en: string;
  readonly ms: string;
  readonly owner: Owner;
  readonly layout: LayoutName;
  /** Parameters restricted to a closed set of localized words; anything else is a 404. */
  readonly values?: { readonly [param: string]: LocalizedValues };
  /** Only reachable with an authorization token (spec §2: my-profile is the only guarded page). */
  readonly auth?: boolean;
  /** Origin label for tracking (spec §2). */
  readonly origin?: 'Affinity Matching Results' | 'Job Guides' | 'Hamburger';
}

export const METHODOLOGY_PAGES: LocalizedValues = {
  'career-quiz': { en: 'career-quiz', ms: 'kuiz-kerjaya' },
  'career-quiz-vs-imk': { en: 'career-quiz-vs-imk', ms: 'kuiz-kerjaya-vs-imk' },
  'job-guide': { en: 'job-guide', ms: 'panduan-kerjaya' },
  job: { en: 'job', ms: 'pekerjaan' },
  salary: { en: 'salary', ms: 'gaji' },
  'subject-job-match': { en: 'subject-job-match', ms: 'padanan-subjek-kerjaya' },
};

/** Role words of the data-entry route; swapped on a language switch (spec §2). */
export const ROLE_WORDS: LocalizedValues = {
  student: { en: 'student', ms: 'pelajar' },
  parent: { en: 'parent', ms: 'ibu-bapa' },
  teacher: { en: 'teacher', ms: 'guru' },
  other: { en: 'other', ms: 'lain-lain' },
};

export const JOB_SECTIONS: LocalizedValues = {
  'coming-soon': { en: 'coming-soon', ms: 'akan-datang' },
  'education-pathway': { en: 'education-pathway', ms: 'haluan-pendidikan' },
  'experts-say': { en: 'experts-say', ms: 'kata-pakar' },
  'job-knowledge': { en: 'job-knowledge', ms: 'pengetahuan-kerja' },
  'salary-and-progression': { en: 'salary-and-progression', ms: 'gaji-dan-kemajuan' },
};

export type RouteId =
  | 'home'
  | 'about'
  | 'methodology'
  | 'quiz.intro'
  | 'quiz.start'
  | 'quiz.dataEntry'
  | 'quiz.result'
  | 'subjectQuiz'
  | 'contact'
  | 'directory'
  | 'events'
  | 'funding'
  | 'jobs.detail'
  | 'jobs.section'
  | 'jobs.compare'
  | 'profile'
  | 'privacy'
  | 'whitePapers'
  | 'whitePaper';

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', en: '/en', ms: '/ms', owner: 'mfe-content', layout: 'home' },
  { id: 'about', en: '/en/about-us', ms: '/ms/tentang-kami', owner: 'mfe-content', layout: 'about-us' },
  {
    id: 'methodology',
    en: '/en/about-us/methodology/:page',
    ms: '/ms/tentang-kami/metodologi/:page',
    owner: 'mfe-content',
    layout: 'methodology',
    values: { page: METHODOLOGY_PAGES },
  },
  { id: 'quiz.intro', en: '/en/career-quiz', ms: '/ms/kuiz-kerjaya', owner: 'mfe-quiz', layout: 'affinity' },
  {
    id: 'quiz.start',
    en: '/en/career-quiz/start',
    ms: '/ms/kuiz-kerjaya/mula',
    owner: 'mfe-quiz',
    layout: 'onboarding',
  },
  {
    id: 'quiz.dataEntry',
    en: '/en/career-quiz/data-entry-:type',
    ms: '/ms/kuiz-kerjaya/kemasukan-data-:type',
    owner: 'mfe-quiz',
    layout: 'data-entry',
    values: { type: ROLE_WORDS },
  },
  {
    id: 'quiz.result',
    en: '/en/career-quiz/your-personality',
    ms: '/ms/kuiz-kerjaya/personaliti-anda',
    owner: 'mfe-quiz',
    layout: 'results',
    origin: 'Affinity Matching Results',
  },
  {
    id: 'subjectQuiz',
    en: '/en/subject-job-match',
    ms: '/ms/padanan-subjek-kerjaya',
    owner: 'mfe-quiz',
    layout: 'subject-quiz-layout',
  },
  { id: 'contact', en: '/en/contact-us', ms: '/ms/hubungi-kami', owner: 'mfe-content', layout: 'contact-us' },
  {
    id: 'directory',
    en: '/en/directory/all-jobs',
    ms: '/ms/direktori/semua-pekerjaan',
    owner: 'mfe-jobs',
    layout: 'industries',
  },
  { id: 'events', en: '/en/event', ms: '/ms/acara', owner: 'mfe-content', layout: 'event' },
  { id: 'funding', en: '/en/funding-search', ms: '/ms/funding-search', owner: 'mfe-content', layout: 'funding-search' },
  {
    id: 'jobs.detail',
    en: '/en/jobs/:slug',
    ms: '/ms/pekerjaan/:slug',
    owner: 'mfe-jobs',
    layout: 'jobs',
    origin: 'Job Guides',
  },
  {
    id: 'jobs.section',
    en: '/en/jobs/:slug/:section',
    ms: '/ms/pekerjaan/:slug/:section',
    owner: 'mfe-jobs',
    layout: 'jobs',
    values: { section: JOB_SECTIONS },
    origin: 'Job Guides',
  },
  // Not in spec §2: the comparison of up to three jobs, slugs in ?jobs= (decision 131).
  {
    id: 'jobs.compare',
    en: '/en/compare-jobs',
    ms: '/ms/banding-pekerjaan',
    owner: 'mfe-jobs',
    layout: 'jobs',
  },
  { id: 'profile', en: '/en/my-profile', ms: '/ms/profil-saya', owner: 'mfe-account', layout: 'profile', auth: true },
  {
    id: 'privacy',
    en: '/en/privacy-cookie-notice',
    ms: '/ms/notis-privasi-cookie',
    owner: 'mfe-content',
    layout: 'privacy',
  },
  { id: 'whitePapers', en: '/en/white-paper', ms: '/ms/kertas-putih', owner: 'mfe-content', layout: 'white-paper' },
  {
    id: 'whitePaper',
    en: '/en/white-paper/:slug',
    ms: '/ms/kertas-putih/:slug',
    owner: 'mfe-content',
    layout: 'white-paper',
  },
];

export const ROUTES_BY_ID: Readonly<Record<RouteId, RouteDef>> = Object.fromEntries(
  ROUTES.map((r) => [r.id, r]),
) as Record<RouteId, RouteDef>;
