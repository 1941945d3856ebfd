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
  comingSoon: { id: 'jobs.directory.comingSoon', defaultMessage: 'coming soon' },
  filters: { id: 'jobs.directory.filters', defaultMessage: 'Filter the jobs' },
  industry: { id: 'jobs.directory.industry', defaultMessage: 'Industry' },
  allIndustries: { id: 'jobs.directory.allIndustries', defaultMessage: 'All industries' },
  tvetOnly: { id: 'jobs.directory.tvetOnly', defaultMessage: 'Only jobs with a TVET route' },
  showing: {
    id: 'jobs.directory.showing',
    defaultMessage: 'Showing {shown} of {total, plural, one {# job} other {# jobs}}',
  },
  noneMatch: { id: 'jobs.directory.noneMatch', defaultMessage: 'No job matches these filters.' },
  clearFilters: { id: 'jobs.directory.clearFilters', defaultMessage: 'Show all jobs' },
  groupList: {
    id: 'jobs.directory.groupList',
    defaultMessage: '{industry}: {count, plural, one {# job} other {# jobs}}',
  },
});
