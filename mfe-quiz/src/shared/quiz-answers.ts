import type { AffinityQuestion, AffinitySelection, CareerQuizAnswer } from 'api/contract';
import { QUIZ_CHOICES, QUIZ_QUESTIONS, type Locale } from 'shared-kit';

/**
 * The career quiz's stored state, read and written by the quiz's screens (decision 080).
 *
 * - `affinitySelections` (localStorage): generate-affinity's `data` as served, seven questions of
 *   six selections (labels and alt texts in both languages), so a reload shows the same pictures.
 * - `userSelectionsList` (cookie): the picked activity key per question, index 0 = question 1.
 * - `userSelectionsFull` (cookie): one `QuizAnswer` per question answered, in question order.
 * - `currentQuestion` (cookie): 0 before the first question, 1–7 on a question, 8 once all seven
 *   are answered (spec §4: 8 with seven answers is submittingForm).
 */

export type RiasecLetter = AffinitySelection['value'];

/** One answered question, as kept in the userSelectionsFull cookie. */
export interface QuizAnswer {
  /** The question, 1–7. */
  readonly question: number;
  /** The picked activity's key (generate-affinity's `label`, e.g. building_things). */
  readonly activity: string;
  /** Its RIASEC type. */
  readonly value: RiasecLetter;
  /** The six activity keys the question showed, in screen order. */
  readonly shown: readonly string[];
}

/** After the seventh answer. */
export const QUIZ_DONE = QUIZ_QUESTIONS + 1;

const LETTERS: ReadonlySet<string> = new Set(['R', 'I', 'A', 'S', 'E', 'C']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isKey = (v: unknown): v is string => typeof v === 'string' && /^[a-z0-9_]{1,100}$/.test(v);

function isSelection(v: unknown): v is AffinitySelection {
  return (
    isObject(v) &&
    typeof v.id === 'number' &&
    typeof v.image === 'string' &&
    isKey(v.label) &&
    typeof v.value === 'string' &&
    LETTERS.has(v.value) &&
    typeof v.label_en === 'string' &&
    typeof v.label_ms === 'string' &&
    typeof v.alt_en === 'string' &&
    typeof v.alt_ms === 'string'
  );
}

/** The stored quiz if it is a whole one (7 × 6 pictures, questions 1–7 in order), else null. */
export function readQuestions(stored: readonly unknown[]): AffinityQuestion[] | null {
  if (stored.length !== QUIZ_QUESTIONS) return null;
  const ok = stored.every(
    (q, i) =>
      isObject(q) &&
      q.question === i + 1 &&
      Array.isArray(q.selections) &&
      q.selections.length === QUIZ_CHOICES &&
      q.selections.every(isSelection),
  );
  return ok ? (stored as AffinityQuestion[]) : null;
}

function isAnswer(v: unknown, i: number): v is QuizAnswer {
  return (
    isObject(v) &&
    v.question === i + 1 &&
    isKey(v.activity) &&
    typeof v.value === 'string' &&
    LETTERS.has(v.value) &&
    Array.isArray(v.shown) &&
    v.shown.length === QUIZ_CHOICES &&
    v.shown.every(isKey) &&
    v.shown.includes(v.activity)
  );
}

/** The stored answers, cut at the first that is not well formed (a prefix: questions 1…n). */
export function readAnswers(stored: readonly unknown[]): QuizAnswer[] {
  const answers: QuizAnswer[] = [];
  for (const [i, v] of stored.slice(0, QUIZ_QUESTIONS).entries()) {
    if (!isAnswer(v, i)) break;
    answers.push(v);
  }
  return answers;
}

/** The answer that picks `selection` in `question`. */
export function answerOf(question: AffinityQuestion, selection: AffinitySelection): QuizAnswer {
  return {
    question: question.question,
    activity: selection.label,
    value: selection.value,
    shown: question.selections.map((s) => s.label),
  };
}

/** Sets the answer to question `answer.question`, keeping the answers to the others. */
export function withAnswer(answers: readonly QuizAnswer[], answer: QuizAnswer): QuizAnswer[] {
  const next = answers.slice(0, QUIZ_QUESTIONS);
  next[answer.question - 1] = answer;
  return next;
}

/** Seven answers, one per question: the quiz can be scored. */
export function isComplete(answers: readonly QuizAnswer[]): boolean {
  return answers.length === QUIZ_QUESTIONS;
}

/** The body of POST career-quiz/result (decision 060) for these answers. */
export function scoringAnswers(answers: readonly QuizAnswer[]): CareerQuizAnswer[] {
  return answers.map(({ question, activity, shown }) => ({ question, activity, shown: [...shown] }));
}

/** A selection's label and picture description in the page's language. */
export function labelOf(s: AffinitySelection, locale: Locale): { label: string; alt: string } {
  return locale === 'ms' ? { label: s.label_ms, alt: s.alt_ms } : { label: s.label_en, alt: s.alt_en };
}
