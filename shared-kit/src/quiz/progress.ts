import { getCookie, removeCookie, setCookie } from '../storage/cookies';

export type QuizProgress = 'completedQuiz' | 'submittingForm' | 'completingQuiz' | 'notifyUser';

/** Number of questions in the career quiz, and choices per question (spec §9). */
export const QUIZ_QUESTIONS = 7;
export const QUIZ_CHOICES = 6;

/** Where a visitor is in the career quiz (spec §4), from the cookies that survive reloads. */
export function quizProgress(): QuizProgress {
  if (getCookie('leadsID')) return 'completedQuiz';
  if (getCookie('userSelectionsList').length === QUIZ_QUESTIONS) return 'submittingForm';
  const q = getCookie('currentQuestion');
  if (q >= 1 && q <= QUIZ_QUESTIONS) return 'completingQuiz';
  return 'notifyUser';
}

/** Starts the quiz afresh: question position, answer lists and result code reset (spec §2). */
export function resetQuiz(): void {
  setCookie('currentQuestion', 0);
  setCookie('userSelectionsList', []);
  setCookie('userSelectionsFull', []);
  removeCookie('resultsCode');
}
