import type { CareerQuizAnswer } from 'api/contract';

/** The quiz's number of questions and choices (spec §9). */
export const QUESTIONS = 7;
const KEY = /^[a-z0-9]+(_[a-z0-9]+)*$/;

const isKey = (v: unknown): v is string => typeof v === 'string' && v.length <= 100 && KEY.test(v);

/**
 * The seven answers the quiz stored in `userSelectionsFull` (spec §3), as the scoring route takes
 * them: per answer the picked activity key and the six keys shown. The quiz screens write one
 * entry per question, `{ question, activity, value, shown }` (`activity` may also be called
 * `label` or `key`, as generate-affinity names it); anything else is ignored, so a cookie from an
 * older quiz or a broken one yields "no result" rather than a crash or a made-up result.
 * Returns null unless all seven questions are answered.
 */
export function answersFrom(stored: readonly unknown[] | null | undefined): CareerQuizAnswer[] | null {
  if (!Array.isArray(stored) || stored.length !== QUESTIONS) return null;
  const answers: CareerQuizAnswer[] = [];
  for (const [i, entry] of stored.entries()) {
    if (!entry || typeof entry !== 'object') return null;
    const e = entry as Record<string, unknown>;
    const activity = [e.activity, e.label, e.key].find(isKey);
    const shown = Array.isArray(e.shown) ? e.shown.filter(isKey) : [];
    const question = typeof e.question === 'number' && Number.isInteger(e.question) ? e.question : i + 1;
    if (!activity || shown.length !== 6 || question < 1 || question > QUESTIONS) return null;
    answers.push({ question, activity, shown });
  }
  return answers;
}

/** How many questions have a stored answer (for "you are part-way through"). */
export function answeredCount(stored: readonly unknown[] | null | undefined): number {
  return Array.isArray(stored) ? Math.min(stored.length, QUESTIONS) : 0;
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
