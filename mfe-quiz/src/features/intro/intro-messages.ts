import { defineMessages } from 'shared-kit';

export const introMessages = defineMessages({
  pageTitle: { id: 'quiz.intro.pageTitle', defaultMessage: 'Career quiz · Laluan Kerjaya' },
  title: { id: 'quiz.intro.title', defaultMessage: 'What kind of work suits you?' },
  lead: {
    id: 'quiz.intro.lead',
    defaultMessage:
      'Seven quick questions. In each, pick the picture of the activity you would most enjoy. There are no right or wrong answers.',
  },
  howTitle: { id: 'quiz.intro.howTitle', defaultMessage: 'How it works' },
  how1: { id: 'quiz.intro.how1', defaultMessage: '7 questions, 6 pictures each — about 3 minutes.' },
  how2: {
    id: 'quiz.intro.how2',
    defaultMessage: 'Your choices point to your strongest interest types, based on Holland’s RIASEC model.',
  },
  how3: { id: 'quiz.intro.how3', defaultMessage: 'You get your personality result and jobs that match it.' },
  how4: { id: 'quiz.intro.how4', defaultMessage: 'No account needed. Sign up later if you want to keep your result.' },
  typesTitle: { id: 'quiz.intro.typesTitle', defaultMessage: 'The six interest types' },
  typeR: { id: 'quiz.intro.type.R', defaultMessage: 'Realistic — hands-on, building and fixing' },
  typeI: { id: 'quiz.intro.type.I', defaultMessage: 'Investigative — curious, researching and solving' },
  typeA: { id: 'quiz.intro.type.A', defaultMessage: 'Artistic — creating, designing and expressing' },
  typeS: { id: 'quiz.intro.type.S', defaultMessage: 'Social — helping, teaching and caring' },
  typeE: { id: 'quiz.intro.type.E', defaultMessage: 'Enterprising — leading, persuading and selling' },
  typeC: { id: 'quiz.intro.type.C', defaultMessage: 'Conventional — organising, planning and checking' },
  start: { id: 'quiz.intro.start', defaultMessage: 'Start the quiz' },
  method: { id: 'quiz.intro.method', defaultMessage: 'How we built this quiz' },
});
