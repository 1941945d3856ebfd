import { defineMessages } from 'shared-kit';

/**
 * The guide details' messages (decision 220): a catalogue of their own, loaded with the details'
 * chunk after the guide's first paint (./i18n/en.json, ms.json; scripts/i18n.mjs SUB_CATALOGUES).
 */
export const detailsMessages = defineMessages({
  alsoCalled: { id: 'jobs.details.alsoCalled', defaultMessage: 'Also called' },
  demandTitle: { id: 'jobs.details.demandTitle', defaultMessage: 'In demand' },
  demandBody: {
    id: 'jobs.details.demandBody',
    defaultMessage: 'Listed as “{listedAs}” in the {list} {edition}: jobs employers found hard to fill that year.',
  },
  workTitle: { id: 'jobs.details.workTitle', defaultMessage: 'Hours and work pattern' },
  pattern: {
    id: 'jobs.details.pattern',
    defaultMessage:
      '{pattern, select, office {Office hours} shifts {Shift work} outdoor {Outdoors} travel {Travel or time away from home} on_call {On call} weekends {Weekends} other {Other}}',
  },
  toolsTitle: { id: 'jobs.details.toolsTitle', defaultMessage: 'Tools and technology' },
  minEntryTitle: { id: 'jobs.details.minEntryTitle', defaultMessage: 'Minimum entry results' },
  routeType: {
    id: 'jobs.details.routeType',
    defaultMessage:
      '{type, select, stpm {STPM} matriculation {Matriculation} foundation {Foundation} pre_university {Pre-university} diploma {Diploma} degree {Degree} masters {Master’s degree} phd {PhD} tvet {TVET / skills certificate} skm {Skills certificate (SKM)} skills_diploma {Skills diploma (DKM, DLKM)} vocational_college {Vocational college (DVM)} certificate {Certificate course} apprenticeship {Apprenticeship} flight_training {Flight school} cadetship {Cadet programme} basic_training {Recruitment and basic training} professional {Professional qualification} licence {Licence} competency {Certificate of competency} appointment {Public-service appointment} volunteer {Volunteering} sports_development {Sports school and squads} on_the_job {On the job} other {Other}}',
  },
  requirementsTitle: { id: 'jobs.details.requirementsTitle', defaultMessage: 'Requirements and restrictions' },
  kind: {
    id: 'jobs.details.kind',
    defaultMessage:
      '{kind, select, medical {Medical} fitness {Fitness} age {Age} colour_vision {Colour vision} licence {Licence} citizenship {Citizenship} other {Other}}',
  },
  bodiesTitle: { id: 'jobs.details.bodiesTitle', defaultMessage: 'Professional bodies and regulators' },
  opensInNewTab: { id: 'jobs.details.opensInNewTab', defaultMessage: '(opens in a new tab)' },
  source: { id: 'jobs.details.source', defaultMessage: 'Source: {source} ({year})' },
  sourceUndated: { id: 'jobs.details.sourceUndated', defaultMessage: 'Source: {source}' },
});
