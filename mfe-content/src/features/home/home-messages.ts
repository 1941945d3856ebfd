import { defineMessages } from 'shared-kit';

export const homeMessages = defineMessages({
  pageTitle: {
    id: 'content.home.pageTitle',
    defaultMessage: 'Laluan Kerjaya · Career guidance for Malaysian students',
  },
  title: { id: 'content.home.title', defaultMessage: 'Find a career that fits who you are' },
  lead: {
    id: 'content.home.lead',
    defaultMessage:
      'Discover what you enjoy, read honest guides to real jobs in Malaysia, and plan your route after SPM — in English or Bahasa Melayu.',
  },
  quizCta: { id: 'content.home.quizCta', defaultMessage: 'Take the career quiz' },
  subjectCta: { id: 'content.home.subjectCta', defaultMessage: 'Match my SPM subjects' },
  whatTitle: { id: 'content.home.whatTitle', defaultMessage: 'What you can do here' },
  quizTitle: { id: 'content.home.card.quiz.title', defaultMessage: 'Career quiz' },
  quizBody: {
    id: 'content.home.card.quiz.body',
    defaultMessage: 'Seven picture questions show which of the six interest types suit you, and jobs that match.',
  },
  subjectTitle: { id: 'content.home.card.subject.title', defaultMessage: 'Subject match' },
  subjectBody: {
    id: 'content.home.card.subject.body',
    defaultMessage: 'Pick the SPM subjects you enjoy and see the jobs they lead to.',
  },
  jobsTitle: { id: 'content.home.card.jobs.title', defaultMessage: 'Job guides' },
  jobsBody: {
    id: 'content.home.card.jobs.body',
    defaultMessage: 'What the work is, how to get there after SPM, and what it pays — with sources.',
  },
  fundingTitle: { id: 'content.home.card.funding.title', defaultMessage: 'Funding search' },
  fundingBody: {
    id: 'content.home.card.funding.body',
    defaultMessage: 'Scholarships, study loans and grants you can apply for in Malaysia.',
  },
  comingSoon: { id: 'content.home.card.comingSoon', defaultMessage: 'Coming soon' },
  eventsTitle: { id: 'content.home.card.events.title', defaultMessage: 'Events' },
  eventsBody: { id: 'content.home.card.events.body', defaultMessage: 'Career talks and fairs near you.' },
  papersTitle: { id: 'content.home.card.papers.title', defaultMessage: 'White papers' },
  papersBody: {
    id: 'content.home.card.papers.body',
    defaultMessage: 'Longer reads on study routes, funding and work after SPM.',
  },
  forWhoTitle: { id: 'content.home.forWho.title', defaultMessage: 'For students, parents and teachers' },
  forWhoBody: {
    id: 'content.home.forWho.body',
    defaultMessage:
      'You can use everything without an account. Sign up when you want to keep your quiz results and saved jobs.',
  },
});
