import type { Letter } from './why-text';

export const IMK_LETTERS = ['R', 'I', 'A', 'S', 'E', 'K'] as const;
export type ImkError = 'letters' | 'repeat' | 'count';

/**
 * IMK (KPM's Inventori Minat Kerjaya) letters → RIASEC: the same six types, K (Konvensional) = C.
 * Spaces, commas and case are ignored. 1–3 different letters, strongest first.
 */
export function parseImk(input: string): { letters: Letter[] } | { error: ImkError } {
  const raw = input.toUpperCase().replace(/[\s,./+-]/g, '');
  if (raw.length === 0 || raw.length > 3) return { error: 'count' };
  if (![...raw].every((c) => (IMK_LETTERS as readonly string[]).includes(c))) return { error: 'letters' };
  if (new Set(raw).size !== raw.length) return { error: 'repeat' };
  return { letters: [...raw].map((c) => (c === 'K' ? 'C' : c) as Letter) };
}

/** How a RIASEC letter is shown in IMK's alphabet. */
export const imkLetter = (letter: Letter) => (letter === 'C' ? 'K' : letter);

export interface ImkComparison {
  /** IMK's letters, as RIASEC. */
  imk: Letter[];
  /** The quiz's named types (primary, secondary); on a flat profile the types picked (none named). */
  ours: Letter[];
  /** Both lead with the same type. */
  sameFirst: boolean;
  /** IMK letters the quiz also names. */
  agree: Letter[];
  /** IMK letters the quiz does not name, with how often the quiz saw them picked. */
  differ: { letter: Letter; score: number }[];
  /** Types the quiz names that IMK does not. */
  onlyOurs: Letter[];
}

/** Where IMK and this quiz agree and differ, letter by letter; no verdict on which is "right". */
export function compareImk(
  imk: Letter[],
  result: {
    primary: string | null;
    secondary: string | null;
    flat: boolean;
    tied: string[];
    scores: Record<Letter, number>;
  },
): ImkComparison {
  // A flat result names no type, so nothing can "agree": every IMK letter is shown with its count.
  const ours = (result.flat ? [] : [result.primary, result.secondary].filter(Boolean)) as Letter[];
  return {
    imk,
    ours: result.flat ? (result.tied as Letter[]) : ours,
    sameFirst: !result.flat && imk[0] === result.primary,
    agree: imk.filter((l) => ours.includes(l)),
    differ: imk.filter((l) => !ours.includes(l)).map((letter) => ({ letter, score: result.scores[letter] })),
    onlyOurs: ours.filter((l) => !imk.includes(l)),
  };
}
