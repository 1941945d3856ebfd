import { defineMessages } from 'shared-kit';

// The page texts themselves are data (./texts/*.json, decision 161); these are the frame's words.
export const methodologyMessages = defineMessages({
  back: { id: 'content.methodology.back', defaultMessage: 'About us: all methodologies' },
  updated: { id: 'content.methodology.updated', defaultMessage: 'Last updated {date}' },
  sources: { id: 'content.methodology.sources', defaultMessage: 'Sources' },
  otherPages: { id: 'content.methodology.otherPages', defaultMessage: 'More on how the site works' },
  loading: { id: 'content.methodology.loading', defaultMessage: 'Loading the page…' },
  loadError: {
    id: 'content.methodology.loadError',
    defaultMessage: 'This page could not be loaded. Check your connection and try again.',
  },
  retry: { id: 'content.methodology.retry', defaultMessage: 'Try again' },
  'career-quiz': { id: 'content.methodology.nav.careerQuiz', defaultMessage: 'How the career quiz works' },
  'career-quiz-vs-imk': { id: 'content.methodology.nav.imk', defaultMessage: 'Our career quiz and IMK' },
  'job-guide': { id: 'content.methodology.nav.jobGuide', defaultMessage: 'How a job guide is written' },
  job: { id: 'content.methodology.nav.job', defaultMessage: 'What a job entry holds' },
  salary: { id: 'content.methodology.nav.salary', defaultMessage: 'How we show pay' },
  'subject-job-match': { id: 'content.methodology.nav.subject', defaultMessage: 'How the subject match works' },
});
