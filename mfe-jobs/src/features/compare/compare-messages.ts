import { defineMessages } from 'shared-kit';

export const compareMessages = defineMessages({
  title: { id: 'jobs.compare.title', defaultMessage: 'Compare jobs' },
  lead: {
    id: 'jobs.compare.lead',
    defaultMessage: 'Up to 3 jobs side by side. Rows where the jobs differ are marked “Differs”.',
  },
  caption: { id: 'jobs.compare.caption', defaultMessage: 'Comparison of {names}' },
  emptyTitle: { id: 'jobs.compare.emptyTitle', defaultMessage: 'Nothing to compare yet' },
  emptyBody: {
    id: 'jobs.compare.emptyBody',
    defaultMessage: 'Open a job guide or the list of all jobs and press “Compare” on up to 3 jobs.',
  },
  toDirectory: { id: 'jobs.compare.toDirectory', defaultMessage: 'See all jobs' },
  addMore: {
    id: 'jobs.compare.addMore',
    defaultMessage: 'You can add {count, plural, one {# more job} other {# more jobs}} from the list of all jobs.',
  },
  tooMany: { id: 'jobs.compare.tooMany', defaultMessage: 'Only the first 3 jobs in the link are shown.' },
  notFound: { id: 'jobs.compare.notFound', defaultMessage: 'We could not find “{slug}”, so it is left out.' },
  loadFailed: { id: 'jobs.compare.loadFailed', defaultMessage: 'We could not load these jobs right now.' },
  // Shared with the job guide's wording (same ids: one entry in the catalogue).
  retry: { id: 'jobs.guide.retry', defaultMessage: 'Try again' },
  openGuide: { id: 'jobs.compare.openGuide', defaultMessage: 'Read the guide' },
  remove: { id: 'jobs.compare.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'jobs.compare.removeLabel', defaultMessage: 'Remove {name} from the comparison' },
  differs: { id: 'jobs.compare.differs', defaultMessage: 'Differs' },
  industry: { id: 'jobs.compare.industry', defaultMessage: 'Industry' },
  interest: { id: 'jobs.compare.interest', defaultMessage: 'Interest code' },
  work: { id: 'jobs.compare.work', defaultMessage: 'What the work is' },
  pay: { id: 'jobs.compare.pay', defaultMessage: 'Pay per month' },
  route: { id: 'jobs.compare.route', defaultMessage: 'Usual route after SPM' },
  tvet: { id: 'jobs.compare.tvet', defaultMessage: 'TVET route' },
  subjects: { id: 'jobs.compare.subjects', defaultMessage: 'SPM subjects that matter most' },
  yes: { id: 'jobs.compare.yes', defaultMessage: 'Yes' },
  no: { id: 'jobs.compare.no', defaultMessage: 'No' },
  comingSoon: { id: 'jobs.guide.comingSoonTitle', defaultMessage: 'Coming soon' },
  none: { id: 'jobs.compare.none', defaultMessage: 'Not listed yet' },
  payStart: { id: 'jobs.compare.payStart', defaultMessage: 'Starting: {range}' },
  paySenior: { id: 'jobs.compare.paySenior', defaultMessage: 'Senior: {range}' },
  noJobPay: { id: 'jobs.compare.noJobPay', defaultMessage: 'No figure for this job yet' },
  payContext: {
    id: 'jobs.compare.payContext',
    defaultMessage: 'For context, not this job’s pay: the whole occupation group’s median is {amount}',
  },
  range: { id: 'jobs.guide.range', defaultMessage: '{min} – {max}' },
  source: { id: 'jobs.guide.source', defaultMessage: 'Source: {source} ({year})' },
  duration: { id: 'jobs.compare.duration', defaultMessage: 'How long: {duration}' },
  routeType: {
    id: 'jobs.guide.routeType',
    defaultMessage:
      '{type, select, stpm {STPM} matriculation {Matriculation} foundation {Foundation} pre_university {Pre-university} diploma {Diploma} degree {Degree} masters {Master’s degree} phd {PhD} tvet {TVET / skills certificate} skm {Skills certificate (SKM)} skills_diploma {Skills diploma (DKM, DLKM)} vocational_college {Vocational college (DVM)} certificate {Certificate course} apprenticeship {Apprenticeship} flight_training {Flight school} cadetship {Cadet programme} basic_training {Recruitment and basic training} professional {Professional qualification} licence {Licence} competency {Certificate of competency} appointment {Public-service appointment} volunteer {Volunteering} sports_development {Sports school and squads} on_the_job {On the job} other {Other}}',
  },
  typeName: {
    id: 'jobs.compare.typeName',
    defaultMessage:
      '{code, select, R {Realistic} I {Investigative} A {Artistic} S {Social} E {Enterprising} C {Conventional} other {{code}}}',
  },
  visitorTitle: { id: 'jobs.compare.visitorTitle', defaultMessage: 'Keep your comparisons' },
  visitorBody: {
    id: 'jobs.compare.visitorBody',
    defaultMessage:
      'Anyone can open a comparison link, and you can compare 2 jobs without an account. Sign up to compare 3 and to save the jobs you like.',
  },
  signUp: { id: 'jobs.compare.signUp', defaultMessage: 'Sign up' },
  copy: { id: 'jobs.compare.copy', defaultMessage: 'Copy the link to this comparison' },
  copied: { id: 'jobs.compare.copied', defaultMessage: 'Link copied. Paste it in a message to share this comparison.' },
  copyFailed: {
    id: 'jobs.compare.copyFailed',
    defaultMessage: 'Copy the address from your browser’s address bar to share it.',
  },
});
