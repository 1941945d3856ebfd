import { defineMessages } from 'shared-kit';

export const eventsMessages = defineMessages({
  title: { id: 'account.team.events.title', defaultMessage: 'Events' },
  lead: {
    id: 'account.team.events.lead',
    defaultMessage:
      'Real events only, in both languages. An event is published only with the organiser’s own page for it.',
  },
  titleEn: { id: 'account.team.events.titleEn', defaultMessage: 'Title in English' },
  titleMs: { id: 'account.team.events.titleMs', defaultMessage: 'Title in Malay' },
  summaryEn: { id: 'account.team.events.summaryEn', defaultMessage: 'Summary in English' },
  summaryMs: { id: 'account.team.events.summaryMs', defaultMessage: 'Summary in Malay' },
  starts: { id: 'account.team.events.starts', defaultMessage: 'Starts (Malaysia time)' },
  ends: { id: 'account.team.events.ends', defaultMessage: 'Ends (Malaysia time)' },
  placeEn: { id: 'account.team.events.placeEn', defaultMessage: 'Place in English (empty if online)' },
  placeMs: { id: 'account.team.events.placeMs', defaultMessage: 'Place in Malay (empty if online)' },
  online: { id: 'account.team.events.online', defaultMessage: 'Online link (https://…)' },
  audience: { id: 'account.team.events.audience', defaultMessage: 'Who it is for' },
  students: { id: 'account.team.events.students', defaultMessage: 'Students' },
  parents: { id: 'account.team.events.parents', defaultMessage: 'Parents' },
  teachers: { id: 'account.team.events.teachers', defaultMessage: 'Teachers' },
  everyone: { id: 'account.team.events.everyone', defaultMessage: 'Everyone' },
  organiser: { id: 'account.team.events.organiser', defaultMessage: 'Organiser' },
  source: { id: 'account.team.events.source', defaultMessage: 'The organiser’s own page for this event (https://…)' },
  publish: { id: 'account.team.events.publish', defaultMessage: 'Publish on the events page' },
  save: { id: 'account.team.events.save', defaultMessage: 'Save event' },
  saved: { id: 'account.team.events.saved', defaultMessage: 'Event saved.' },
  needSource: {
    id: 'account.team.events.needSource',
    defaultMessage: 'To publish, give the organiser’s own page for the event.',
  },
  needPlace: {
    id: 'account.team.events.needPlace',
    defaultMessage: 'Give a place (both languages) or an online link.',
  },
  failed: {
    id: 'account.team.events.failed',
    defaultMessage: 'The event was not saved: check the fields and try again.',
  },
  list: { id: 'account.team.events.list', defaultMessage: 'Entered events' },
  published: { id: 'account.team.events.published', defaultMessage: 'Published' },
  draft: { id: 'account.team.events.draft', defaultMessage: 'Draft' },
  remove: { id: 'account.team.events.remove', defaultMessage: 'Remove “{title}”' },
  none: { id: 'account.team.events.none', defaultMessage: 'No events entered yet.' },
});
