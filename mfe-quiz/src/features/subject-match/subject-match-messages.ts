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
      'Each job lists the SPM subjects that matter for it; jobs whose essential subjects you have rank higher.',
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
  resultsCount: {
    id: 'subjectMatch.resultsCount',
    defaultMessage:
      '{total, plural, one {# job fits your subjects.} other {# jobs fit your subjects.}} {shown, plural, =0 {} other {Showing the best {shown}.}}',
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
  'route.stpm': { id: 'subjectMatch.route.stpm', defaultMessage: 'STPM (Form 6)' },
  'route.matriculation': { id: 'subjectMatch.route.matriculation', defaultMessage: 'Matriculation' },
  'route.foundation': { id: 'subjectMatch.route.foundation', defaultMessage: 'Foundation (asasi)' },
  'route.diploma': { id: 'subjectMatch.route.diploma', defaultMessage: 'Diploma' },
  'route.degree': { id: 'subjectMatch.route.degree', defaultMessage: 'Degree' },
  'route.tvet': { id: 'subjectMatch.route.tvet', defaultMessage: 'TVET skills certificate' },
  'route.apprenticeship': { id: 'subjectMatch.route.apprenticeship', defaultMessage: 'Apprenticeship' },
  'route.professional': { id: 'subjectMatch.route.professional', defaultMessage: 'Professional registration' },
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
