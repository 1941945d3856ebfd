/**
 * mfe-quiz's pages, each declared once (docs/decisions/300): paths, layout, title and description
 * (messages of this remote's catalogue), first data, sitemap and the components. The route table,
 * the site server's titles and sitemap, and the shell's matching are derived from it.
 * Data only: type-only imports, components as import thunks (Node reads this file as it is).
 */
import type { LocalizedValues, PageDeclarations } from 'shared-kit/pages';
import type en from './i18n/en.json';

const defineMessages = <T>(messages: T): T => messages;
/** Messages only the pages' declarations use (descriptions for the server). */
export const pageMessages = defineMessages({
  quizDescription: {
    id: 'quiz.page.intro.description',
    defaultMessage:
      'A free career quiz for Malaysian students: answer short questions and see the jobs that suit your personality.',
  },
  subjectDescription: {
    id: 'quiz.page.subject.description',
    defaultMessage:
      'Pick your SPM subjects and see the jobs they open, what else those jobs need, and the routes after SPM.',
  },
});

/** Role words of the data-entry route; swapped on a language switch (spec §2). */
export const ROLE_WORDS: LocalizedValues = {
  student: { en: 'student', ms: 'pelajar' },
  parent: { en: 'parent', ms: 'ibu-bapa' },
  teacher: { en: 'teacher', ms: 'guru' },
  other: { en: 'other', ms: 'lain-lain' },
};

export const PAGES = {
  'quiz.intro': {
    en: '/en/career-quiz',
    ms: '/ms/kuiz-kerjaya',
    layout: 'affinity',
    fullTitle: 'quiz.intro.pageTitle',
    description: 'quiz.page.intro.description',
    FirstView: () => import('./features/intro/quiz-intro-page').then((m) => ({ default: m.QuizIntroPage })),
    Page: () => import('./features/intro/quiz-intro-page').then((m) => ({ default: m.QuizIntroPage })),
  },
  'quiz.start': {
    en: '/en/career-quiz/start',
    ms: '/ms/kuiz-kerjaya/mula',
    layout: 'onboarding',
    title: 'quiz.run.start.pageTitle',
    description: 'quiz.page.intro.description',
    sitemap: false,
    // The quiz's questions (random pictures per visit: asked for each page, never kept), unless
    // the visitor is already past the start (they have their questions).
    firstData: '/data/generate-affinity',
    firstDataUnversioned: true,
    firstDataFresh: true,
    unlessCookies: ['currentQuestion', 'userSelectionsList', 'tookQuiz'],
    // The onboarding, its button ready with the embedded quiz (the start page fetches it in an
    // effect, which the server does not run: its button would read "Loading…").
    FirstView: () => import('./features/career-quiz-run/start-first-view'),
    Page: () => import('./features/career-quiz-run/start-page'),
  },
  'quiz.dataEntry': {
    en: '/en/career-quiz/data-entry-:type',
    ms: '/ms/kuiz-kerjaya/kemasukan-data-:type',
    layout: 'data-entry',
    values: { type: ROLE_WORDS },
    title: 'quiz.run.data.pageTitle',
    sitemap: false,
    FirstView: () => import('./features/career-quiz-run/data-entry-page'),
    Page: () => import('./features/career-quiz-run/data-entry-page'),
  },
  'quiz.result': {
    en: '/en/career-quiz/your-personality',
    ms: '/ms/kuiz-kerjaya/personaliti-anda',
    layout: 'results',
    origin: 'Affinity Matching Results',
    title: 'quiz.result.pageTitle',
    sitemap: false,
    FirstView: () => import('./features/career-quiz-result/result-route'),
    Page: () => import('./features/career-quiz-result/result-route'),
    // The result itself, asked for right after the heading: preloaded with the page when there is
    // a result to show, the visitor's answers or a shared link (decision 357).
    Later: () => import('./features/career-quiz-result/result-body'),
    laterWhen: { cookies: ['userSelectionsFull'], query: ['picks'] },
    // …and the GETs it makes first, their answers written into the page by the site server: a
    // shared link's result and the type texts (decision 362; the visitor's own answers are a POST).
    laterData: ['/career-quiz/result?lang=:locale&picks=:picks', '/personality-types'],
  },
  subjectQuiz: {
    en: '/en/subject-job-match',
    ms: '/ms/padanan-subjek-kerjaya',
    layout: 'subject-quiz-layout',
    fullTitle: 'subjectMatch.pageTitle',
    description: 'quiz.page.subject.description',
    FirstView: () =>
      import('./features/subject-match/subject-match-page').then((m) => ({ default: m.SubjectMatchPage })),
    Page: () => import('./features/subject-match/subject-match-page').then((m) => ({ default: m.SubjectMatchPage })),
  },
} as const satisfies PageDeclarations<keyof typeof en>;
