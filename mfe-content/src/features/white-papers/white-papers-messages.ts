import { defineMessages } from 'shared-kit';

export const whitePapersMessages = defineMessages({
  listTitle: { id: 'content.whitePapers.title', defaultMessage: 'White papers' },
  listLead: {
    id: 'content.whitePapers.lead',
    defaultMessage: 'Longer pieces on choices after SPM: study routes, funding and work.',
  },
  none: { id: 'content.whitePapers.none', defaultMessage: 'No white papers have been published yet.' },
  loadError: { id: 'content.whitePapers.loadError', defaultMessage: 'We could not load the white papers right now.' },
  paperError: { id: 'content.whitePapers.paperError', defaultMessage: 'We could not load this white paper right now.' },
  example: { id: 'content.whitePapers.example', defaultMessage: 'Example' },
  exampleNote: {
    id: 'content.whitePapers.exampleNote',
    defaultMessage: 'This is an example used while the site is being built. It is not published advice.',
  },
  published: { id: 'content.whitePapers.published', defaultMessage: 'Published {date}' },
  back: { id: 'content.whitePapers.back', defaultMessage: 'All white papers' },
});
