import { defineMessages } from 'shared-kit';

/**
 * The events lists' texts, in this folder's own catalogue (lists/i18n), which loads with the lists
 * after the page's first render: no content page's first render carries them (decisions 381, 344).
 */
export const listsMessages = defineMessages({
  upcoming: { id: 'content.events.upcoming', defaultMessage: 'Upcoming events' },
  past: { id: 'content.events.past', defaultMessage: 'Past events' },
  noUpcoming: {
    id: 'content.events.noUpcoming',
    defaultMessage: 'No upcoming events yet. New events will be listed here when they are confirmed.',
  },
  noPast: { id: 'content.events.noPast', defaultMessage: 'No past events.' },
  loadError: { id: 'content.events.loadError', defaultMessage: 'We could not load the events right now.' },
  comingSoon: { id: 'content.events.comingSoon', defaultMessage: 'Coming soon.' },
  comingSoonBody: {
    id: 'content.events.comingSoonBody',
    defaultMessage:
      'No events are listed yet. We will add career talks, workshops and open days here once their organisers have confirmed them.',
  },
  when: { id: 'content.events.when', defaultMessage: 'When' },
  where: { id: 'content.events.where', defaultMessage: 'Where' },
  malaysiaTime: { id: 'content.events.malaysiaTime', defaultMessage: '{range} (Malaysia time)' },
  moreInfo: { id: 'content.events.moreInfo', defaultMessage: 'Event page or online link' },
  moreInfoOf: { id: 'content.events.moreInfoOf', defaultMessage: 'for {title} (opens in a new tab)' },
  addToCalendar: { id: 'content.events.addToCalendar', defaultMessage: 'Add to calendar' },
  addToCalendarOf: { id: 'content.events.addToCalendarOf', defaultMessage: '{title} (.ics file)' },
  // Events the team published (decision 332) say who runs them and who they are for.
  organiser: { id: 'content.events.organiser', defaultMessage: 'Organiser' },
  audience: { id: 'content.events.audience', defaultMessage: 'For' },
  audienceStudents: { id: 'content.events.audience.students', defaultMessage: 'Students' },
  audienceParents: { id: 'content.events.audience.parents', defaultMessage: 'Parents' },
  audienceTeachers: { id: 'content.events.audience.teachers', defaultMessage: 'Teachers' },
  audienceEveryone: { id: 'content.events.audience.everyone', defaultMessage: 'Everyone' },
  organiserPage: { id: 'content.events.organiserPage', defaultMessage: "Organiser's event page" },
  joinOnline: { id: 'content.events.joinOnline', defaultMessage: 'Join online' },
});
