/**
 * mfe-content's pages, each declared once (docs/decisions/300): paths, layout, title and
 * description (messages of this remote's catalogue), first data, sitemap and the components. The
 * route table, the site server's titles and sitemap, and the shell's matching are derived from it.
 * Data only: type-only imports, components as import thunks (Node reads this file as it is).
 */
import type { LocalizedValues, PageDeclarations } from 'shared-kit/pages';
import type en from './i18n/en.json';

/** Messages only the pages' declarations use (descriptions); extracted like any other. */
const defineMessages = <T>(messages: T): T => messages;
export const pageMessages = defineMessages({
  methodologyTitle: {
    id: 'content.page.methodology.title',
    defaultMessage:
      '{page, select, career_quiz {How the career quiz works} career_quiz_vs_imk {Our career quiz and IMK} job_guide {How a job guide is written} job {What a job entry holds} salary {How we show pay} subject_job_match {How the subject match works} other {Methodology}}',
  },
  whitePaperTitle: { id: 'content.page.whitePaper.title', defaultMessage: '{title}' },
});

export const METHODOLOGY_PAGES: LocalizedValues = {
  'career-quiz': { en: 'career-quiz', ms: 'kuiz-kerjaya' },
  'career-quiz-vs-imk': { en: 'career-quiz-vs-imk', ms: 'kuiz-kerjaya-vs-imk' },
  'job-guide': { en: 'job-guide', ms: 'panduan-kerjaya' },
  job: { en: 'job', ms: 'pekerjaan' },
  salary: { en: 'salary', ms: 'gaji' },
  'subject-job-match': { en: 'subject-job-match', ms: 'padanan-subjek-kerjaya' },
};

type Localized = { en?: string; ms?: string } | null | undefined;
const pick = (value: Localized, locale: string) =>
  (value && (locale === 'ms' ? value.ms : value.en)) || value?.en || '';

export const PAGES = {
  home: {
    en: '/en',
    ms: '/ms',
    layout: 'home',
    fullTitle: 'content.home.pageTitle',
    FirstView: () => import('./features/home/home-page').then((m) => ({ default: m.HomePage })),
    Page: () => import('./features/home/home-page').then((m) => ({ default: m.HomePage })),
  },
  about: {
    en: '/en/about-us',
    ms: '/ms/tentang-kami',
    layout: 'about-us',
    title: 'content.about.title',
    FirstView: () => import('./features/about/about-page').then((m) => ({ default: m.AboutPage })),
    Page: () => import('./features/about/about-page').then((m) => ({ default: m.AboutPage })),
  },
  methodology: {
    en: '/en/about-us/methodology/:page',
    ms: '/ms/tentang-kami/metodologi/:page',
    layout: 'methodology',
    values: { page: METHODOLOGY_PAGES },
    title: 'content.page.methodology.title',
    // The page's whole text (the app's page loads it in an effect, which the server does not run).
    FirstView: () =>
      import('./features/methodology/methodology-first-view').then((m) => ({ default: m.MethodologyFirstView })),
    Page: () => import('./features/methodology/methodology-page').then((m) => ({ default: m.MethodologyPage })),
  },
  contact: {
    en: '/en/contact-us',
    ms: '/ms/hubungi-kami',
    layout: 'contact-us',
    title: 'content.contact.title',
    FirstView: () => import('./features/contact/contact-page').then((m) => ({ default: m.ContactPage })),
    Page: () => import('./features/contact/contact-page').then((m) => ({ default: m.ContactPage })),
  },
  events: {
    en: '/en/event',
    ms: '/ms/acara',
    layout: 'event',
    title: 'content.events.title',
    listOf: 'events',
    FirstView: () => import('./features/events/events-page').then((m) => ({ default: m.EventsPage })),
    Page: () => import('./features/events/events-page').then((m) => ({ default: m.EventsPage })),
  },
  funding: {
    en: '/en/funding-search',
    ms: '/ms/funding-search',
    layout: 'funding-search',
    title: 'content.funding.title',
    FirstView: () => import('./features/funding/funding-heading').then((m) => ({ default: m.FundingHeading })),
    Page: () => import('./features/funding/funding-page').then((m) => ({ default: m.FundingPage })),
  },
  privacy: {
    en: '/en/privacy-cookie-notice',
    ms: '/ms/notis-privasi-cookie',
    layout: 'privacy',
    title: 'content.privacy.title',
    FirstView: () => import('./features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })),
    Page: () => import('./features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })),
  },
  whitePapers: {
    en: '/en/white-paper',
    ms: '/ms/kertas-putih',
    layout: 'white-paper',
    title: 'content.whitePapers.title',
    listOf: 'whitePapers',
    FirstView: () => import('./features/white-papers/white-papers-page').then((m) => ({ default: m.WhitePapersPage })),
    Page: () => import('./features/white-papers/white-papers-page').then((m) => ({ default: m.WhitePapersPage })),
  },
  whitePaper: {
    en: '/en/white-paper/:slug',
    ms: '/ms/kertas-putih/:slug',
    layout: 'white-paper',
    slugs: 'whitePapers',
    sitemap: 'whitePapers',
    firstData: '/white-papers/:slug',
    // Named by its catalogue entry; an example is named as the list (it shows none of its text).
    title: 'content.page.whitePaper.title',
    meta: (paper: { title?: Localized; summary?: Localized; example?: boolean }, locale: string) =>
      paper.example
        ? { title: 'content.whitePapers.title', noindex: true }
        : { values: { title: pick(paper.title, locale) }, description: pick(paper.summary, locale) || undefined },
    FirstView: () => import('./features/white-papers/white-paper-page').then((m) => ({ default: m.WhitePaperPage })),
    Page: () => import('./features/white-papers/white-paper-page').then((m) => ({ default: m.WhitePaperPage })),
  },
} as const satisfies PageDeclarations<keyof typeof en>;
