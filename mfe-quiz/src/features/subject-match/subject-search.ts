/**
 * Finding a subject by what a student types, in English or Malay, forgiving typos: no library,
 * a normalised word match with a small edit distance (optimal string alignment, so a swapped pair
 * of letters — "kimai" — counts as one slip).
 */

export interface SearchableSubject {
  readonly code: string;
  readonly name: string;
  readonly name_bm: string;
}

/** Lower case, accents and punctuation gone, single spaces: "Al-Qur'an" → "al quran". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Edit distance with adjacent transpositions (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[rows - 1]![cols - 1]!;
}

/** Typos allowed in a typed word: none below 4 letters, one up to 6, two from 7. */
function allowance(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/**
 * How far a typed word is from a subject's word (0 = exact or a prefix), or null if too far.
 * A word still being typed is compared with the start of the subject's word too ("chemi").
 */
function wordCost(typed: string, word: string): number | null {
  if (word.startsWith(typed)) return 0;
  const limit = allowance(typed);
  if (limit === 0) return null;
  const cost = Math.min(editDistance(typed, word), editDistance(typed, word.slice(0, typed.length)));
  return cost <= limit ? cost : null;
}

/** The cost of a query against one name (every typed word must match some word), or null. */
function nameCost(typedWords: readonly string[], name: string): number | null {
  const words = normalise(name).split(' ');
  // "addmath", "pendidikanislam": the name run together also counts as one word.
  const joined = words.join('');
  let total = 0;
  for (const typed of typedWords) {
    let best: number | null = null;
    for (const word of [...words, joined]) {
      const cost = wordCost(typed, word);
      if (cost !== null && (best === null || cost < best)) best = cost;
    }
    if (best === null) return null;
    total += best;
  }
  return total;
}

/**
 * The subjects that match the query, best first (fewest typos, then the list's own order). The
 * query is matched against the English and Malay names and the code, whatever the page language.
 */
export function searchSubjects<S extends SearchableSubject>(subjects: readonly S[], query: string): S[] {
  const typed = normalise(query).split(' ').filter(Boolean);
  if (typed.length === 0) return [];
  const scored: { subject: S; cost: number; index: number }[] = [];
  subjects.forEach((subject, index) => {
    const costs = [subject.name, subject.name_bm, subject.code]
      .map((name) => nameCost(typed, name))
      .filter((c): c is number => c !== null);
    if (costs.length > 0) scored.push({ subject, cost: Math.min(...costs), index });
  });
  return scored.sort((a, b) => a.cost - b.cost || a.index - b.index).map((s) => s.subject);
}
