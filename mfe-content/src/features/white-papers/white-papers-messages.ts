import { defineMessages } from 'shared-kit';

export const whitePapersMessages = defineMessages({
  listTitle: { id: 'content.whitePapers.title', defaultMessage: 'White papers' },
  listLead: {
    id: 'content.whitePapers.lead',
    defaultMessage: 'Longer pieces on choices after SPM: study routes, funding and work.',
  },
  comingSoon: { id: 'content.whitePapers.comingSoon', defaultMessage: 'Coming soon.' },
  none: {
    id: 'content.whitePapers.none',
    defaultMessage:
      'No white paper has been published yet. We publish one only after our content team has written and checked it.',
  },
  paperNotPublished: {
    id: 'content.whitePapers.paperNotPublished',
    defaultMessage: 'This white paper has not been published yet.',
  },
  loadError: { id: 'content.whitePapers.loadError', defaultMessage: 'We could not load the white papers right now.' },
  paperError: { id: 'content.whitePapers.paperError', defaultMessage: 'We could not load this white paper right now.' },
  published: { id: 'content.whitePapers.published', defaultMessage: 'Published {date}' },
  back: { id: 'content.whitePapers.back', defaultMessage: 'All white papers' },
});
