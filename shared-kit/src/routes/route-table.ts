// GENERATED from each remote's src/pages.ts by `node scripts/pages.mjs generate` — do not edit.
// A page is declared once, in the remote that renders it (docs/decisions/300); `npm test` fails
// when this file differs from the declarations.
import type { RouteDef } from './route-types';

export type Owner = 'mfe-account' | 'mfe-content' | 'mfe-jobs' | 'mfe-quiz';

/** Every route id a remote declares: `RouteLink to=` and `buildPath` accept only these. */
export type RouteId =
  | 'profile'
  | 'home'
  | 'about'
  | 'methodology'
  | 'contact'
  | 'events'
  | 'funding'
  | 'privacy'
  | 'whitePapers'
  | 'whitePaper'
  | 'directory'
  | 'jobs.detail'
  | 'jobs.section'
  | 'jobs.compare'
  | 'quiz.intro'
  | 'quiz.start'
  | 'quiz.dataEntry'
  | 'quiz.result'
  | 'subjectQuiz';

/** The routes as built; at run time the shell adds those of the remotes' published builds (300). */
export const DECLARED_ROUTES: readonly RouteDef[] = [
  {
    id: 'profile',
    en: '/en/my-profile',
    ms: '/ms/profil-saya',
    owner: 'mfe-account',
    layout: 'profile',
    auth: true,
  },
  {
    id: 'home',
    en: '/en',
    ms: '/ms',
    owner: 'mfe-content',
    layout: 'home',
  },
  {
    id: 'about',
    en: '/en/about-us',
    ms: '/ms/tentang-kami',
    owner: 'mfe-content',
    layout: 'about-us',
  },
  {
    id: 'methodology',
    en: '/en/about-us/methodology/:page',
    ms: '/ms/tentang-kami/metodologi/:page',
    owner: 'mfe-content',
    layout: 'methodology',
    values: {
      page: {
        'career-quiz': {
          en: 'career-quiz',
          ms: 'kuiz-kerjaya',
        },
        'career-quiz-vs-imk': {
          en: 'career-quiz-vs-imk',
          ms: 'kuiz-kerjaya-vs-imk',
        },
        'job-guide': {
          en: 'job-guide',
          ms: 'panduan-kerjaya',
        },
        job: {
          en: 'job',
          ms: 'pekerjaan',
        },
        salary: {
          en: 'salary',
          ms: 'gaji',
        },
        'subject-job-match': {
          en: 'subject-job-match',
          ms: 'padanan-subjek-kerjaya',
        },
      },
    },
  },
  {
    id: 'contact',
    en: '/en/contact-us',
    ms: '/ms/hubungi-kami',
    owner: 'mfe-content',
    layout: 'contact-us',
  },
  {
    id: 'events',
    en: '/en/event',
    ms: '/ms/acara',
    owner: 'mfe-content',
    layout: 'event',
    listOf: 'events',
  },
  {
    id: 'funding',
    en: '/en/funding-search',
    ms: '/ms/funding-search',
    owner: 'mfe-content',
    layout: 'funding-search',
  },
  {
    id: 'privacy',
    en: '/en/privacy-cookie-notice',
    ms: '/ms/notis-privasi-cookie',
    owner: 'mfe-content',
    layout: 'privacy',
  },
  {
    id: 'whitePapers',
    en: '/en/white-paper',
    ms: '/ms/kertas-putih',
    owner: 'mfe-content',
    layout: 'white-paper',
    listOf: 'whitePapers',
  },
  {
    id: 'whitePaper',
    en: '/en/white-paper/:slug',
    ms: '/ms/kertas-putih/:slug',
    owner: 'mfe-content',
    layout: 'white-paper',
    slugs: 'whitePapers',
  },
  {
    id: 'directory',
    en: '/en/directory/all-jobs',
    ms: '/ms/direktori/semua-pekerjaan',
    owner: 'mfe-jobs',
    layout: 'industries',
    listOf: 'jobs',
  },
  {
    id: 'jobs.detail',
    en: '/en/jobs/:slug',
    ms: '/ms/pekerjaan/:slug',
    owner: 'mfe-jobs',
    layout: 'jobs',
    slugs: 'jobs',
    origin: 'Job Guides',
  },
  {
    id: 'jobs.section',
    en: '/en/jobs/:slug/:section',
    ms: '/ms/pekerjaan/:slug/:section',
    owner: 'mfe-jobs',
    layout: 'jobs',
    values: {
      section: {
        'coming-soon': {
          en: 'coming-soon',
          ms: 'akan-datang',
        },
        'education-pathway': {
          en: 'education-pathway',
          ms: 'haluan-pendidikan',
        },
        'experts-say': {
          en: 'experts-say',
          ms: 'kata-pakar',
        },
        'job-knowledge': {
          en: 'job-knowledge',
          ms: 'pengetahuan-kerja',
        },
        'salary-and-progression': {
          en: 'salary-and-progression',
          ms: 'gaji-dan-kemajuan',
        },
      },
    },
    slugs: 'jobs',
    origin: 'Job Guides',
  },
  {
    id: 'jobs.compare',
    en: '/en/compare-jobs',
    ms: '/ms/banding-pekerjaan',
    owner: 'mfe-jobs',
    layout: 'jobs',
  },
  {
    id: 'quiz.intro',
    en: '/en/career-quiz',
    ms: '/ms/kuiz-kerjaya',
    owner: 'mfe-quiz',
    layout: 'affinity',
  },
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
    values: {
      type: {
        student: {
          en: 'student',
          ms: 'pelajar',
        },
        parent: {
          en: 'parent',
          ms: 'ibu-bapa',
        },
        teacher: {
          en: 'teacher',
          ms: 'guru',
        },
        other: {
          en: 'other',
          ms: 'lain-lain',
        },
      },
    },
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
];
