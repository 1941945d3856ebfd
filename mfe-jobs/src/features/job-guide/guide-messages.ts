import { defineMessages } from 'shared-kit';

export const guideMessages = defineMessages({
  sections: { id: 'jobs.guide.sections', defaultMessage: 'Job guide sections' },
  overview: { id: 'jobs.guide.overview', defaultMessage: 'Overview' },
  'job-knowledge': { id: 'jobs.guide.jobKnowledge', defaultMessage: 'Job knowledge' },
  'education-pathway': { id: 'jobs.guide.educationPathway', defaultMessage: 'Education pathway' },
  'salary-and-progression': { id: 'jobs.guide.salary', defaultMessage: 'Salary and progression' },
  'experts-say': { id: 'jobs.guide.expertsSay', defaultMessage: 'Experts say' },
  'coming-soon': { id: 'jobs.guide.comingSoonTab', defaultMessage: 'Coming soon' },
  comingSoonTitle: { id: 'jobs.guide.comingSoonTitle', defaultMessage: 'Coming soon' },
  comingSoonBody: {
    id: 'jobs.guide.comingSoonBody',
    defaultMessage: 'We are still checking the facts for this part. We only publish what we can back with a source.',
  },
  dayToDay: { id: 'jobs.guide.dayToDay', defaultMessage: 'What you do day to day' },
  knowledge: { id: 'jobs.guide.knowledge', defaultMessage: 'What you need to know' },
  skills: { id: 'jobs.guide.skills', defaultMessage: 'Skills' },
  environment: { id: 'jobs.guide.environment', defaultMessage: 'Where you work' },
  entrySubjects: { id: 'jobs.guide.entrySubjects', defaultMessage: 'SPM subjects that help' },
  routes: { id: 'jobs.guide.routes', defaultMessage: 'Routes after SPM' },
  certification: { id: 'jobs.guide.certification', defaultMessage: 'Professional certification' },
  salaryTitle: { id: 'jobs.guide.jobPayTitle', defaultMessage: 'Monthly pay for this job' },
  noJobPay: {
    id: 'jobs.guide.noJobPay',
    defaultMessage: 'We have not found a published pay figure for this job itself yet.',
  },
  groupContextTitle: { id: 'jobs.guide.groupContextTitle', defaultMessage: 'For context: the wider occupation group' },
  level: { id: 'jobs.guide.level', defaultMessage: 'Level' },
  pay: { id: 'jobs.guide.pay', defaultMessage: 'Monthly pay' },
  entry: { id: 'jobs.guide.entry', defaultMessage: 'Entry' },
  mid: { id: 'jobs.guide.mid', defaultMessage: 'Mid-career' },
  senior: { id: 'jobs.guide.senior', defaultMessage: 'Senior' },
  basis: {
    id: 'jobs.guide.basis',
    defaultMessage:
      '{basis, select, appointment_pay {Starting basic pay in the public service, before allowances} grade_range {Public-service pay for the grade, from its lowest to its highest step, before allowances} starting_guide {Starting basic pay recommended in a government guide, before allowances} other {Pay figure}}',
  },
  groupMedian: {
    id: 'jobs.guide.groupContext',
    defaultMessage:
      'Malaysian citizen employees in the occupation group “{group}” earned a median of {amount} a month in {year}, across all levels of experience. This is the whole group, not this job’s pay.',
  },
  mascoGroup: {
    id: 'jobs.guide.mascoGroup',
    defaultMessage:
      '{group, select, 1 {Managers} 2 {Professionals} 3 {Technicians and associate professionals} 4 {Clerical support workers} 5 {Service and sales workers} 6 {Skilled agricultural, forestry, livestock and fishery workers} 7 {Craft and related trades workers} 8 {Plant and machine operators and assemblers} 9 {Elementary occupations} other {this job’s occupation group}}',
  },
  range: { id: 'jobs.guide.range', defaultMessage: '{min} – {max}' },
  source: { id: 'jobs.guide.source', defaultMessage: 'Source: {source} ({year})' },
  progression: { id: 'jobs.guide.progression', defaultMessage: 'Career ladder' },
  related: { id: 'jobs.guide.related', defaultMessage: 'Related jobs' },
  tvet: { id: 'jobs.guide.tvet', defaultMessage: 'TVET route' },
  loadFailed: { id: 'jobs.guide.loadFailed', defaultMessage: 'We could not load this job guide right now.' },
  retry: { id: 'jobs.guide.retry', defaultMessage: 'Try again' },
  routeType: {
    id: 'jobs.guide.routeType',
    defaultMessage:
      '{type, select, stpm {STPM} matriculation {Matriculation} foundation {Foundation} pre_university {Pre-university} diploma {Diploma} degree {Degree} masters {Master’s degree} phd {PhD} tvet {TVET / skills certificate} skm {Skills certificate (SKM)} skills_diploma {Skills diploma (DKM, DLKM)} vocational_college {Vocational college (DVM)} certificate {Certificate course} apprenticeship {Apprenticeship} flight_training {Flight school} cadetship {Cadet programme} basic_training {Recruitment and basic training} professional {Professional qualification} licence {Licence} competency {Certificate of competency} appointment {Public-service appointment} volunteer {Volunteering} sports_development {Sports school and squads} on_the_job {On the job} other {Other}}',
  },
});
