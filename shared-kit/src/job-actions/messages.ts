import { defineMessages } from 'shared-kit';

/** Messages of the job actions (save, compare, read marks). Malay lives in ../i18n/messages/ms.json. */
export const jobActionMessages = defineMessages({
  actions: { id: 'kit.job.actions', defaultMessage: 'Actions for {name}' },
  save: { id: 'kit.job.save', defaultMessage: 'Save' },
  saved: { id: 'kit.job.saved', defaultMessage: 'Saved' },
  nameSuffix: { id: 'kit.job.nameSuffix', defaultMessage: ': {name}' },
  savedStatus: { id: 'kit.job.savedStatus', defaultMessage: '{name} is saved in your profile.' },
  unsavedStatus: { id: 'kit.job.unsavedStatus', defaultMessage: '{name} is no longer in your saved jobs.' },
  saveFailed: { id: 'kit.job.saveFailed', defaultMessage: 'We could not save that just now. Please try again.' },
  compare: { id: 'kit.job.compare', defaultMessage: 'Compare' },
  comparing: { id: 'kit.job.comparing', defaultMessage: 'Comparing' },
  compareAdded: { id: 'kit.job.compareAdded', defaultMessage: '{name} added to the comparison ({count} of 3).' },
  compareAddedVisitor: {
    id: 'kit.job.compareAddedVisitor',
    defaultMessage:
      '{name} added to the comparison ({count} of {visitor}). Visitors can compare {visitor} jobs; create an account to compare {limit}.',
  },
  compareRemoved: { id: 'kit.job.compareRemoved', defaultMessage: '{name} taken out of the comparison.' },
  compareFull: {
    id: 'kit.job.compareFull',
    defaultMessage: 'You can compare up to 3 jobs. Take one out of the comparison first.',
  },
  openCompare: { id: 'kit.job.openCompare', defaultMessage: 'See the comparison' },
  trayLabel: { id: 'kit.job.trayLabel', defaultMessage: 'Jobs to compare' },
  trayCount: { id: 'kit.job.trayCount', defaultMessage: '{count} of {limit} jobs to compare' },
  trayVisitorNote: { id: 'kit.job.trayVisitorNote', defaultMessage: 'Visitors can compare {visitor} jobs.' },
  traySignup: { id: 'kit.job.traySignup', defaultMessage: 'Create an account to compare {limit}' },
  readMark: { id: 'kit.job.readMark', defaultMessage: 'Read' },
  readMarkLong: { id: 'kit.job.readMarkLong', defaultMessage: 'You have read this guide' },
  readBefore: { id: 'kit.job.readBefore', defaultMessage: 'You have read this guide before' },
});
