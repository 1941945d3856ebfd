import { defineMessages } from 'shared-kit';

/** The messages of the result route's first render (its heading and the no-result notice). */
export const routeMessages = defineMessages({
  pageTitle: { id: 'quiz.result.pageTitle', defaultMessage: 'Your personality' },
  title: { id: 'quiz.result.title', defaultMessage: 'Your career personality' },
  sharedTitle: { id: 'quiz.result.sharedTitle', defaultMessage: 'A shared career quiz result' },
  loading: { id: 'quiz.result.loading', defaultMessage: 'Working out your result…' },
  emptyTitle: { id: 'quiz.result.empty.title', defaultMessage: 'No result yet' },
  emptyBody: {
    id: 'quiz.result.empty.body',
    defaultMessage:
      'Take the career quiz first: seven quick picture questions, about three minutes. Your result shows up here.',
  },
  partBody: {
    id: 'quiz.result.part.body',
    defaultMessage: 'You have answered {count} of 7 questions. Finish the quiz to see your result.',
  },
  startQuiz: { id: 'quiz.result.startQuiz', defaultMessage: 'Start the quiz' },
  continueQuiz: { id: 'quiz.result.continueQuiz', defaultMessage: 'Continue the quiz' },
});
