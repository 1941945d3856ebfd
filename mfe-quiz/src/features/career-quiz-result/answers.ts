import type { CareerQuizAnswer } from 'api/contract';
import { isComplete, readAnswers, scoringAnswers } from '../../shared/quiz-answers';

/** The quiz's number of questions (spec §9). */
export const QUESTIONS = 7;
const KEY = /^[a-z0-9]+(_[a-z0-9]+)*$/;

const isKey = (v: unknown): v is string => typeof v === 'string' && v.length <= 100 && KEY.test(v);

/**
 * The seven answers the quiz screens keep in `userSelectionsFull` (spec §3; one
 * `{question, activity, value, shown}` per question, src/shared/quiz-answers.ts, decision 080),
 * as the scoring route takes them. Null unless all seven are there and well formed, so a cookie
 * from an older quiz or a broken one yields "no result" rather than a crash or a made-up result.
 */
export function answersFrom(stored: readonly unknown[] | null | undefined): CareerQuizAnswer[] | null {
  const answers = readAnswers(Array.isArray(stored) ? stored : []);
  return isComplete(answers) ? scoringAnswers(answers) : null;
}

/** How many questions have a well-formed stored answer (for "you are part-way through"). */
export function answeredCount(stored: readonly unknown[] | null | undefined): number {
  return readAnswers(Array.isArray(stored) ? stored : []).length;
}

/** The `picks` query of a shared result link: the seven activity keys in question order. */
export function picksParam(answers: readonly { question: number; activity: string }[]): string {
  return [...answers]
    .sort((a, b) => a.question - b.question)
    .map((a) => a.activity)
    .join('-');
}

/** A `picks` query that can be a shared result: seven keys joined by "-" (the API checks the rest). */
export function validPicksParam(value: string | null): string | null {
  if (!value) return null;
  const keys = value.split('-');
  return keys.length === QUESTIONS && keys.every(isKey) && new Set(keys).size === QUESTIONS ? value : null;
}
