import { defineMessages } from 'shared-kit';

/** The events page's heading and lead: its first render. The lists' texts load with them (lists/). */
export const eventsMessages = defineMessages({
  title: { id: 'content.events.title', defaultMessage: 'Events' },
  lead: {
    id: 'content.events.lead',
    defaultMessage: 'Career talks, workshops and open days. Times are Malaysia time.',
  },
});
