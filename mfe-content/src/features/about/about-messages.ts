import { defineMessages } from 'shared-kit';

// Honest content only (content/README.md): no invented people, organisations, quotes or figures.
export const aboutMessages = defineMessages({
  pageTitle: { id: 'content.about.pageTitle', defaultMessage: 'About us · Laluan Kerjaya' },
  title: { id: 'content.about.title', defaultMessage: 'About us' },
  lead: {
    id: 'content.about.lead',
    defaultMessage:
      'Laluan Kerjaya helps Malaysian students find out what kind of work suits them, read guides to real jobs and plan their route after SPM. Parents and teachers can use it too, to support the young people they guide.',
  },
  factsTitle: { id: 'content.about.facts.title', defaultMessage: 'What to expect' },
  factFree: {
    id: 'content.about.facts.free',
    defaultMessage:
      'It is free. You can use everything without an account, and sign up only if you want to keep your results and saved jobs.',
  },
  factBilingual: {
    id: 'content.about.facts.bilingual',
    defaultMessage: 'It is in English and Bahasa Melayu. You can switch language at any time.',
  },
  factRiasec: {
    id: 'content.about.facts.riasec',
    defaultMessage:
      'The career quiz uses Holland’s RIASEC model of six interest types: Realistic, Investigative, Artistic, Social, Enterprising and Conventional.',
  },
  factSources: {
    id: 'content.about.facts.sources',
    defaultMessage:
      'Facts in the job guides, such as pay, show their source and year. Where we cannot back a fact with a source, the guide says “coming soon” instead of guessing.',
  },
  methodologiesTitle: { id: 'content.about.methodologies.title', defaultMessage: 'Methodologies' },
  methodologiesLead: {
    id: 'content.about.methodologies.lead',
    defaultMessage: 'How each part of the site works and where its facts come from.',
  },
  methodCareerQuiz: { id: 'content.about.methodologies.careerQuiz.link', defaultMessage: 'Career quiz' },
  methodCareerQuizBody: {
    id: 'content.about.methodologies.careerQuiz.body',
    defaultMessage:
      'Seven picture questions with six choices each; every choice stands for one of the six RIASEC interest types, so your answers point to the types that interest you most.',
  },
  methodImk: { id: 'content.about.methodologies.imk.link', defaultMessage: 'Career quiz and IMK' },
  methodImkBody: {
    id: 'content.about.methodologies.imk.body',
    defaultMessage:
      'How this short picture quiz compares with the Inventori Minat Kerjaya (IMK) career interest inventory.',
  },
  methodJobGuide: { id: 'content.about.methodologies.jobGuide.link', defaultMessage: 'Job guides' },
  methodJobGuideBody: {
    id: 'content.about.methodologies.jobGuide.body',
    defaultMessage:
      'What each part of a job guide covers, and why a part says “coming soon” until its facts can be backed by a source.',
  },
  methodJob: { id: 'content.about.methodologies.job.link', defaultMessage: 'Jobs and their interest types' },
  methodJobBody: {
    id: 'content.about.methodologies.job.body',
    defaultMessage:
      'Each job’s six RIASEC ratings are O*NET’s interest ratings for the nearest O*NET occupation, rounded to whole numbers, and its interest code is its highest-rated types. The few jobs with no O*NET counterpart that has interest data (military jobs such as the army officer, and the PTD officer) have our own ratings and say why.',
  },
  onetAttribution: {
    id: 'content.about.methodologies.onetAttribution',
    defaultMessage:
      'This site incorporates information from the <link>O*NET Database</link> by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the <license>CC BY 4.0</license> license. O*NET® is a trademark of USDOL/ETA.',
  },
  methodSalary: { id: 'content.about.methodologies.salary.link', defaultMessage: 'Salary' },
  methodSalaryBody: {
    id: 'content.about.methodologies.salary.body',
    defaultMessage:
      'Pay figures are indicative monthly amounts in RM, each shown with its published source and year; where no figure can be traced to a source, we show none.',
  },
  methodSubject: { id: 'content.about.methodologies.subject.link', defaultMessage: 'Subject match' },
  methodSubjectBody: {
    id: 'content.about.methodologies.subject.body',
    defaultMessage:
      'A job scores higher the more of its listed SPM subjects you pick, each essential subject you did not pick halves its score, and jobs below 20% are not shown.',
  },
  contact: {
    id: 'content.about.contact',
    defaultMessage: 'Spotted a mistake, or have a question? <link>Get in touch</link>.',
  },
});
