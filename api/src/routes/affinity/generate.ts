import { randomInt } from 'node:crypto';
import { RIASEC_TYPES, type RiasecType } from '../../content/schemas.js';

export const QUESTIONS = 7;

export interface QuizActivity {
  key: string;
  type: string;
  image: string;
  label: { en: string | null; ms: string | null };
  alt: { en: string | null; ms: string | null };
}

export interface Selection {
  id: number;
  image: string;
  label: string;
  value: RiasecType;
  label_en: string;
  label_ms: string;
  alt_en: string;
  alt_ms: string;
}

export class NotEnoughActivitiesError extends Error {
  override name = 'NotEnoughActivitiesError';
}

/** Fisher–Yates with the crypto generator: every order equally likely, nothing to predict. */
export function shuffle<T>(items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * The career quiz: 7 questions of 6 selections. Each question has exactly one activity of each
 * interest type, no activity appears twice in the quiz, and the order inside each question is
 * shuffled; ids 1–6 follow the shown order.
 */
export function generateAffinity(
  activities: readonly QuizActivity[],
  imageUrl: (file: string) => string,
): { question: number; selections: Selection[] }[] {
  const picks = new Map<RiasecType, QuizActivity[]>();
  for (const type of RIASEC_TYPES) {
    const ofType = activities.filter((a) => a.type === type);
    if (ofType.length < QUESTIONS) {
      throw new NotEnoughActivitiesError(
        `Type ${type} has ${ofType.length} quiz activities; the quiz needs ${QUESTIONS}`,
      );
    }
    picks.set(type, shuffle(ofType).slice(0, QUESTIONS));
  }
  return Array.from({ length: QUESTIONS }, (_, q) => ({
    question: q + 1,
    selections: shuffle(RIASEC_TYPES.map((type) => picks.get(type)![q]!)).map((a, i) => ({
      id: i + 1,
      image: imageUrl(a.image),
      label: a.key,
      value: a.type as RiasecType,
      label_en: a.label.en ?? '',
      label_ms: a.label.ms ?? '',
      alt_en: a.alt.en ?? '',
      alt_ms: a.alt.ms ?? '',
    })),
  }));
}
