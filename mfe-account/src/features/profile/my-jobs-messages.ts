import { defineMessages } from 'shared-kit';

export const myJobsMessages = defineMessages({
  savedTitle: { id: 'account.myJobs.saved.title', defaultMessage: 'Saved jobs' },
  savedEmpty: {
    id: 'account.myJobs.saved.empty',
    defaultMessage: 'No saved jobs yet. Press “Save” on any job guide and it will wait for you here.',
  },
  remove: { id: 'account.myJobs.saved.remove', defaultMessage: 'Remove' },
  removeLabel: { id: 'account.myJobs.saved.removeLabel', defaultMessage: 'Remove {name} from your saved jobs' },
  removed: { id: 'account.myJobs.saved.removed', defaultMessage: '{name} is no longer in your saved jobs.' },
  removeFailed: {
    id: 'account.myJobs.saved.removeFailed',
    defaultMessage: 'We could not remove {name} just now. Please try again.',
  },
  compare: { id: 'account.myJobs.saved.compare', defaultMessage: 'Compare your saved jobs' },
  quizTitle: { id: 'account.myJobs.quiz.title', defaultMessage: 'Your career quiz results' },
  quizEmpty: {
    id: 'account.myJobs.quiz.empty',
    defaultMessage:
      'No quiz results yet. Take the career quiz (seven quick picture questions) and your result is kept here.',
  },
  takeQuiz: { id: 'account.myJobs.quiz.take', defaultMessage: 'Take the career quiz' },
  quizWhen: { id: 'account.myJobs.quiz.when', defaultMessage: 'Taken on {date}' },
  quizCode: { id: 'account.myJobs.quiz.code', defaultMessage: 'Result code {code}' },
  openResult: { id: 'account.myJobs.quiz.open', defaultMessage: 'Open this result' },
  openResultLabel: {
    id: 'account.myJobs.quiz.openLabel',
    defaultMessage: 'Open the result {code} of {date}',
  },
  typeName: {
    id: 'account.myJobs.quiz.typeName',
    defaultMessage:
      '{code, select, R {Realistic} I {Investigative} A {Artistic} S {Social} E {Enterprising} C {Conventional} other {{code}}}',
  },
  readTitle: { id: 'account.myJobs.read.title', defaultMessage: 'Guides you have read' },
  readEmpty: {
    id: 'account.myJobs.read.empty',
    defaultMessage: 'The job guides you open are listed here, so you can find them again.',
  },
  readWhen: { id: 'account.myJobs.read.when', defaultMessage: 'read {date}' },
  toDirectory: { id: 'account.myJobs.toDirectory', defaultMessage: 'See all jobs' },
  loadFailed: { id: 'account.myJobs.loadFailed', defaultMessage: 'We could not load this list just now.' },
  retry: { id: 'account.myJobs.retry', defaultMessage: 'Try again' },
});
