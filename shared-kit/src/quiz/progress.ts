import { getCookie, type CookieName, type CookieValue } from '../storage/cookies';
import { persistCookie, persistLocal } from '../state/persist';

export type QuizProgress = 'completedQuiz' | 'submittingForm' | 'completingQuiz' | 'notifyUser';

/** Number of questions in the career quiz, and choices per question (spec §9). */
export const QUIZ_QUESTIONS = 7;
export const QUIZ_CHOICES = 6;

/** The values the quiz's progress is read from (the cookies of spec §3). */
export interface QuizProgressInput {
  readonly leadsID: string | null;
  readonly userSelectionsList: readonly string[];
  readonly currentQuestion: number;
}

/**
 * Spec §4: completedQuiz if a leads id exists; submittingForm if seven selections exist;
 * completingQuiz if the current question is 1 to 7; otherwise notifyUser. One rule for the shell's
 * menu (`quizProgress()`) and the quiz's atoms (`quizProgressAtom` in `shared-kit/state`).
 */
export function progressOf({ leadsID, userSelectionsList, currentQuestion }: QuizProgressInput): QuizProgress {
  if (leadsID) return 'completedQuiz';
  if (userSelectionsList.length === QUIZ_QUESTIONS) return 'submittingForm';
  if (currentQuestion >= 1 && currentQuestion <= QUIZ_QUESTIONS) return 'completingQuiz';
  return 'notifyUser';
}

/** Where a visitor is in the career quiz (spec §4), from the cookies that survive reloads. */
export function quizProgress(): QuizProgress {
  return progressOf({
    leadsID: getCookie('leadsID'),
    userSelectionsList: getCookie('userSelectionsList'),
    currentQuestion: getCookie('currentQuestion'),
  });
}

/** The cookies a fresh quiz starts from: question position, answer lists and result code (spec §2). */
export const QUIZ_RESET: { readonly [K in CookieName]?: CookieValue<K> } = {
  currentQuestion: 0,
  userSelectionsList: [],
  userSelectionsFull: [],
  resultsCode: null,
};

/**
 * Starts the quiz afresh (spec §2, on notifyUser): resets the question position, answer lists and
 * result code, and empties the stored picture selections so the quiz generates new ones when it
 * next shows a question. Every change is announced, so a mounted quiz and other tabs follow.
 */
export function resetQuiz(): void {
  for (const [name, value] of Object.entries(QUIZ_RESET)) persistCookie(name as CookieName, value as never);
  persistLocal('affinitySelections', []);
}
