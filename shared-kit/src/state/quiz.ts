import { atom } from 'jotai';
import { QUIZ_RESET, progressOf, resetQuiz, type CookieName, type QuizProgress } from 'shared-kit';
import { atomWithCookie, atomWithLocalStorage, storedVersion } from './stored-atom';

// The career quiz's state, in the cookies and storage key spec §3 names, so a reload (or the
// shell's menu, through quizProgress()/resetQuiz()) sees the same quiz.

/** The question on screen: 0 before the first, 1–7 while answering (spec §3, §4). */
export const currentQuestionAtom = atomWithCookie('currentQuestion');
/** The answer chosen for each question so far. */
export const userSelectionsListAtom = atomWithCookie('userSelectionsList');
/** The full picture chosen for each question (what the result page shows). */
export const userSelectionsFullAtom = atomWithCookie('userSelectionsFull');
/** The pictures generated for this visitor (GET generate-affinity); empty until generated. */
export const affinitySelectionsAtom = atomWithLocalStorage('affinitySelections');
/** Set once the result's lead is saved: the quiz is complete. */
export const leadsIdAtom = atomWithCookie('leadsID');

/** Where the visitor is in the quiz (spec §4), by the same rule as the shell's menu. */
export const quizProgressAtom = atom<QuizProgress>((get) =>
  progressOf({
    leadsID: get(leadsIdAtom),
    userSelectionsList: get(userSelectionsListAtom),
    currentQuestion: get(currentQuestionAtom),
  }),
);

/**
 * notifyUser (spec §2, §4): reset the question position, answer lists and result code and drop the
 * picture selections, so new ones are generated. The same reset as `resetQuiz()` (the menu's).
 */
export const regenerateQuizAtom = atom(null, (_get, set) => {
  resetQuiz();
  for (const name of Object.keys(QUIZ_RESET) as CookieName[]) set(storedVersion('cookie', name), (n) => n + 1);
  set(storedVersion('local', 'affinitySelections'), (n) => n + 1);
});
