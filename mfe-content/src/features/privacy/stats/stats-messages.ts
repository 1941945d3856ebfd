import { defineMessages } from 'shared-kit';

/**
 * The privacy notice's usage-statistics section (issue 25, decision 330): a catalogue of its own
 * (./i18n/en.json, ms.json; scripts/i18n.mjs SUB_CATALOGUES), loaded with the section after the
 * page's first render, so no first render of the site's pages carries it.
 */
export const statsMessages = defineMessages({
  statsTitle: { id: 'content.privacy.stats.title', defaultMessage: 'Usage statistics' },
  statsWhy: {
    id: 'content.privacy.stats.why',
    defaultMessage:
      'To see where students give up or what they cannot find, so we can make the site better, we count how it is used. The counts go to our own server only, not to an advertising or analytics company.',
  },
  statsWhat: {
    id: 'content.privacy.stats.what',
    defaultMessage:
      'For each counted step we keep: what happened (for example “quiz question 3 answered” or “a job guide read”), when, which page, the page language, whether you use a phone, tablet or computer, the campaign tags of the link you came from, and a random number that lasts only until you close the browser.',
  },
  statsNever: {
    id: 'content.privacy.stats.never',
    defaultMessage:
      'We never keep your name, email, quiz answers or anything you type with these counts, and they are not linked to an account. A search is kept only as the number of jobs it found; the words you searched for are kept, tidied, only when they found few or no jobs, so we can add the missing job. Your IP address is not stored.',
  },
  statsMinors: {
    id: 'content.privacy.stats.minors',
    defaultMessage:
      'Many of our visitors are under 18. That is why the counts hold nothing that says who you are, and why you can turn them off below without losing anything on the site.',
  },
  statsHowLong: {
    id: 'content.privacy.stats.howLong',
    defaultMessage: 'The counts are deleted automatically after 13 months.',
  },
  statsStored: {
    id: 'content.privacy.stats.stored',
    defaultMessage: 'If you turn them off, this browser remembers it in local storage: {name}.',
  },
  statsChoice: {
    id: 'content.privacy.stats.choice',
    defaultMessage: 'Count my visits in the site’s usage statistics',
  },
  statsChoiceHint: {
    id: 'content.privacy.stats.choiceHint',
    defaultMessage:
      'Applies to this browser. If your browser sends the Global Privacy Control signal, nothing is counted whatever this box says.',
  },
  statsOff: {
    id: 'content.privacy.stats.off',
    defaultMessage: 'Done: this browser is no longer counted.',
  },
  statsOn: {
    id: 'content.privacy.stats.on',
    defaultMessage: 'Done: this browser is counted again, from the next page you open.',
  },
});
