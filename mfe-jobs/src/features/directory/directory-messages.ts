import { defineMessages } from 'shared-kit';

export const directoryMessages = defineMessages({
  title: { id: 'jobs.directory.title', defaultMessage: 'All jobs' },
  lead: {
    id: 'jobs.directory.lead',
    defaultMessage:
      '{count, plural, one {# job} other {# jobs}} in {industries, plural, one {# industry} other {# industries}}. Pick one to read what the work is, how to get there and what it pays.',
  },
  failed: { id: 'jobs.directory.failed', defaultMessage: 'We could not load the jobs right now.' },
  retry: { id: 'jobs.directory.retry', defaultMessage: 'Try again' },
  jump: { id: 'jobs.directory.jump', defaultMessage: 'Jump to an industry' },
  comingSoon: { id: 'jobs.directory.comingSoon', defaultMessage: 'coming soon' },
});
