import { defineMessages } from 'shared-kit';

export const subjectMatchMessages = defineMessages({
  pageTitle: { id: 'subjectMatch.pageTitle', defaultMessage: 'Match my SPM subjects · Laluan Kerjaya' },
  chooseTitle: { id: 'subjectMatch.chooseTitle', defaultMessage: 'Match my SPM subjects' },
  chooseLead: {
    id: 'subjectMatch.chooseLead',
    defaultMessage:
      'Pick the SPM subjects you take or plan to take. We show the jobs they open, what else those jobs usually need, and the routes after SPM.',
  },
  jobsTitle: { id: 'subjectMatch.jobsTitle', defaultMessage: 'Jobs that fit your subjects' },
  // Onboarding (cookie onBoardingCompleted, spec §3/§4)
  howTitle: { id: 'subjectMatch.howTitle', defaultMessage: 'How it works' },
  how1: {
    id: 'subjectMatch.how1',
    defaultMessage:
      'Search or tick every subject you take, core subjects included. Choose at least 3 for a fair ranking.',
  },
  how2: {
    id: 'subjectMatch.how2',
    defaultMessage:
      'Each job lists the SPM subjects its routes ask for. A job ranks higher when you have its essential subjects and when it uses the subjects you chose, not only the core ones.',
  },
  how3: {
    id: 'subjectMatch.how3',
    defaultMessage: 'Your choice stays in the page address, so you can share it with a teacher or parent.',
  },
  howDone: { id: 'subjectMatch.howDone', defaultMessage: 'Got it' },
  // Picker
  searchLabel: { id: 'subjectMatch.searchLabel', defaultMessage: 'Search subjects' },
  searchHint: {
    id: 'subjectMatch.searchHint',
    defaultMessage: 'In English or Malay, e.g. “Chemistry” or “Kimia”. Press Enter to add the first match.',
  },
  searchNone: {
    id: 'subjectMatch.searchNone',
    defaultMessage: 'No subject matches “{query}”. Check the spelling or browse the groups below.',
  },
  searchResults: {
    id: 'subjectMatch.searchResults',
    defaultMessage: '{count, plural, one {# subject matches} other {# subjects match}}',
  },
  chosenTitle: { id: 'subjectMatch.chosenTitle', defaultMessage: 'Your subjects ({count} of {max})' },
  chosenNone: { id: 'subjectMatch.chosenNone', defaultMessage: 'No subjects chosen yet.' },
  remove: { id: 'subjectMatch.remove', defaultMessage: 'Remove {subject}' },
  clearAll: { id: 'subjectMatch.clearAll', defaultMessage: 'Clear all' },
  limitReached: {
    id: 'subjectMatch.limitReached',
    defaultMessage: 'You have chosen {max} subjects, the most we can match. Remove one to add another.',
  },
  groupsTitle: { id: 'subjectMatch.groupsTitle', defaultMessage: 'All subjects by group' },
  groupCore: { id: 'subjectMatch.group.core', defaultMessage: 'Core subjects' },
  groupScience: { id: 'subjectMatch.group.science', defaultMessage: 'Sciences and mathematics' },
  groupTechnical: { id: 'subjectMatch.group.technical', defaultMessage: 'Technical and vocational' },
  groupArts: { id: 'subjectMatch.group.arts', defaultMessage: 'Arts, humanities and commerce' },
  groupLanguages: { id: 'subjectMatch.group.languages', defaultMessage: 'Languages' },
  groupReligious: { id: 'subjectMatch.group.religious', defaultMessage: 'Religious studies' },
  seeJobs: { id: 'subjectMatch.seeJobs', defaultMessage: 'See matching jobs' },
  seeJobsCount: {
    id: 'subjectMatch.seeJobsCount',
    defaultMessage: 'See jobs for my {count, plural, one {# subject} other {# subjects}}',
  },
  needOne: { id: 'subjectMatch.needOne', defaultMessage: 'Choose at least one subject first.' },
  loadFailed: {
    id: 'subjectMatch.loadFailed',
    defaultMessage: 'We could not load this. Check your connection and try again.',
  },
  retry: { id: 'subjectMatch.retry', defaultMessage: 'Try again' },
  // Results
  yourSubjects: { id: 'subjectMatch.yourSubjects', defaultMessage: 'Your subjects: {subjects}' },
  unknownCodes: {
    id: 'subjectMatch.unknownCodes',
    defaultMessage: 'This link has subject codes we do not know ({codes}). They were left out of the match.',
  },
  changeSubjects: { id: 'subjectMatch.changeSubjects', defaultMessage: 'Change subjects' },
  fitsCount: {
    id: 'subjectMatch.fitsCount',
    defaultMessage:
      '{fits, plural, =0 {No job fits your subjects well yet.} one {# job fits your subjects.} other {# jobs fit your subjects.}} {weaker, plural, =0 {} one {# other job is a weaker link.} other {# other jobs are weaker links.}} Showing the best {shown}.',
  },
  fitMeaning: {
    id: 'subjectMatch.fitMeaning',
    defaultMessage:
      'A job fits when it scores 50% or more and uses at least one of your subjects beyond the core ones.',
  },
  coreOnly: {
    id: 'subjectMatch.coreOnly',
    defaultMessage:
      'Bahasa Melayu, English, Mathematics and the other core subjects are taken by nearly every SPM candidate, so on their own they do not single out jobs. Add the other subjects you take.',
  },
  thin: {
    id: 'subjectMatch.thin',
    defaultMessage:
      'With only {count, plural, one {# subject} other {# subjects}}, many jobs score alike, so this ranking says little yet. Add the other subjects you take for a fairer picture.',
  },
  none: {
    id: 'subjectMatch.none',
    defaultMessage:
      'No job fits these subjects well enough to rank it. Most jobs list several subjects: add the other subjects you take and try again.',
  },
  match: { id: 'subjectMatch.match', defaultMessage: '{percent}% match' },
  weak: { id: 'subjectMatch.weak', defaultMessage: 'Weaker link' },
  industry: { id: 'subjectMatch.industry', defaultMessage: 'Industry: {industry}' },
  tvet: { id: 'subjectMatch.tvet', defaultMessage: 'TVET' },
  tvetLong: { id: 'subjectMatch.tvetLong', defaultMessage: 'Usually entered through TVET (skills training)' },
  helps: { id: 'subjectMatch.helps', defaultMessage: 'Your subjects that help: {subjects}.' },
  essential: { id: 'subjectMatch.essential', defaultMessage: '{subject} (essential)' },
  needs: {
    id: 'subjectMatch.needs',
    defaultMessage: 'Most routes to {job} need {subjects}, which you did not choose.',
  },
  alsoAsked: { id: 'subjectMatch.alsoAsked', defaultMessage: 'Its routes often also ask for {subjects}.' },
  allEssentials: {
    id: 'subjectMatch.allEssentials',
    defaultMessage: 'You have every essential subject its usual routes ask for.',
  },
  routesTitle: { id: 'subjectMatch.routesTitle', defaultMessage: 'Usual routes after SPM' },
  routesNone: { id: 'subjectMatch.routesNone', defaultMessage: 'Routes for this job are coming soon.' },
  routeWithDuration: { id: 'subjectMatch.routeWithDuration', defaultMessage: '{route}: {duration}' },
  routeRepeated: {
    id: 'subjectMatch.routeRepeated',
    defaultMessage: '{route} ({count, plural, one {# route} other {# routes}})',
  },
  'route.stpm': { id: 'subjectMatch.route.stpm', defaultMessage: 'STPM (Form 6)' },
  'route.matriculation': { id: 'subjectMatch.route.matriculation', defaultMessage: 'Matriculation' },
  'route.foundation': { id: 'subjectMatch.route.foundation', defaultMessage: 'Foundation (asasi)' },
  'route.pre_university': { id: 'subjectMatch.route.pre_university', defaultMessage: 'Pre-university' },
  'route.diploma': { id: 'subjectMatch.route.diploma', defaultMessage: 'Diploma' },
  'route.degree': { id: 'subjectMatch.route.degree', defaultMessage: 'Degree' },
  'route.masters': { id: 'subjectMatch.route.masters', defaultMessage: 'Master’s degree' },
  'route.phd': { id: 'subjectMatch.route.phd', defaultMessage: 'PhD' },
  'route.tvet': { id: 'subjectMatch.route.tvet', defaultMessage: 'TVET skills certificate' },
  'route.skm': { id: 'subjectMatch.route.skm', defaultMessage: 'Skills certificate (SKM)' },
  'route.skills_diploma': { id: 'subjectMatch.route.skills_diploma', defaultMessage: 'Skills diploma (DKM, DLKM)' },
  'route.vocational_college': {
    id: 'subjectMatch.route.vocational_college',
    defaultMessage: 'Vocational college (DVM)',
  },
  'route.certificate': { id: 'subjectMatch.route.certificate', defaultMessage: 'Certificate course' },
  'route.apprenticeship': { id: 'subjectMatch.route.apprenticeship', defaultMessage: 'Apprenticeship' },
  'route.flight_training': { id: 'subjectMatch.route.flight_training', defaultMessage: 'Flight school' },
  'route.cadetship': { id: 'subjectMatch.route.cadetship', defaultMessage: 'Cadet programme' },
  'route.basic_training': { id: 'subjectMatch.route.basic_training', defaultMessage: 'Recruitment and basic training' },
  'route.professional': { id: 'subjectMatch.route.professional', defaultMessage: 'Professional qualification' },
  'route.licence': { id: 'subjectMatch.route.licence', defaultMessage: 'Licence' },
  'route.competency': { id: 'subjectMatch.route.competency', defaultMessage: 'Certificate of competency' },
  'route.appointment': { id: 'subjectMatch.route.appointment', defaultMessage: 'Public-service appointment' },
  'route.volunteer': { id: 'subjectMatch.route.volunteer', defaultMessage: 'Volunteering' },
  'route.sports_development': {
    id: 'subjectMatch.route.sports_development',
    defaultMessage: 'Sports school and squads',
  },
  'route.on_the_job': { id: 'subjectMatch.route.on_the_job', defaultMessage: 'Training on the job' },
  pathway: { id: 'subjectMatch.pathway', defaultMessage: 'The full education pathway for {job}' },
  searchAll: { id: 'subjectMatch.searchAll', defaultMessage: 'Have a job in mind that is not here? Search all jobs' },
  method: { id: 'subjectMatch.method', defaultMessage: 'How we match subjects to jobs' },
  // Survey (cookie answeredSubjectQuizSurvey)
  surveyQuestion: { id: 'subjectMatch.surveyQuestion', defaultMessage: 'Was this useful?' },
  surveyYes: { id: 'subjectMatch.surveyYes', defaultMessage: 'Yes' },
  surveyNo: { id: 'subjectMatch.surveyNo', defaultMessage: 'No' },
  surveyThanks: { id: 'subjectMatch.surveyThanks', defaultMessage: 'Thank you for telling us.' },
});
