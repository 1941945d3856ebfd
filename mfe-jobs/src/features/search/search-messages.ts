import { defineMessages } from 'shared-kit';

export const searchMessages = defineMessages({
  label: { id: 'jobs.search.label', defaultMessage: 'Search for a job' },
  panel: { id: 'jobs.search.panel', defaultMessage: 'Search results' },
  placeholder: { id: 'jobs.search.placeholder', defaultMessage: 'e.g. nurse, engineer, chef' },
  searching: { id: 'jobs.search.searching', defaultMessage: 'Searching…' },
  results: {
    id: 'jobs.search.results',
    defaultMessage: '{count, plural, one {# job found} other {# jobs found}}',
  },
  noneFound: { id: 'jobs.search.noneFound', defaultMessage: 'No job found for “{term}”.' },
  requestPrompt: { id: 'jobs.search.requestPrompt', defaultMessage: 'Can’t find it? Ask us to add this job.' },
  requestButton: { id: 'jobs.search.requestButton', defaultMessage: 'Request “{term}”' },
  requestSent: { id: 'jobs.search.requestSent', defaultMessage: 'Thanks! We have noted your request.' },
  openNewTab: { id: 'jobs.search.openNewTab', defaultMessage: 'Open {name} in a new tab' },
  comingSoon: { id: 'jobs.search.comingSoon', defaultMessage: 'Guide coming soon' },
});
