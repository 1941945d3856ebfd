/**
 * The one text normalisation used for search: lower case, accents and other diacritics
 * removed ("Café" → "cafe"), apostrophes dropped ("children's" → "childrens"), every other run
 * of punctuation or spaces collapsed to one space ("Undang-undang" → "undang undang").
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Reused DP rows: search checks one word against a vocabulary of thousands, and allocating
// fresh rows for each pair cost more than the arithmetic.
let rowTwoBack = new Int32Array(32);
let rowPrevious = new Int32Array(32);
let rowCurrent = new Int32Array(32);

/** Distances from one DP run: to the whole word, and to the closest prefix of the word. */
export interface TypoDistances {
  whole: number;
  prefix: number;
}

/**
 * Restricted Damerau-Levenshtein (optimal string alignment) distance between `a` and `b`:
 * insertions, deletions, substitutions and swaps of two neighbouring letters each cost 1.
 * Also gives the distance from `a` to the nearest prefix of `b` (a word still being typed).
 * Stops as soon as both are known to exceed `max`; a value above `max` means "more than max".
 */
export function typoDistances(a: string, b: string, max: number, out: TypoDistances): TypoDistances {
  const la = a.length;
  // Prefixes of b longer than a + max are more than max edits from a, and so is all of b when
  // it is that long: the columns past a + max can never produce an answer within max.
  const lb = Math.min(b.length, la + max);
  if (a === b) {
    out.whole = 0;
    out.prefix = 0;
    return out;
  }
  if (la === 0 || lb === 0) {
    out.whole = Math.max(la, lb);
    out.prefix = la;
    return out;
  }
  if (rowPrevious.length <= lb) {
    const size = Math.max(lb + 1, rowPrevious.length * 2);
    rowTwoBack = new Int32Array(size);
    rowPrevious = new Int32Array(size);
    rowCurrent = new Int32Array(size);
  }
  let twoBack = rowTwoBack;
  let previous = rowPrevious;
  let current = rowCurrent;
  for (let j = 0; j <= lb; j++) previous[j] = j;

  for (let i = 1; i <= la; i++) {
    current[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    const caBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = previous[j - 1]! + (ca === cb ? 0 : 1);
      const del = previous[j]! + 1;
      if (del < value) value = del;
      const ins = current[j - 1]! + 1;
      if (ins < value) value = ins;
      if (j > 1 && ca === b.charCodeAt(j - 2) && caBefore === cb) {
        const swap = twoBack[j - 2]! + 1;
        if (swap < value) value = swap;
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) {
      out.whole = max + 1;
      out.prefix = max + 1;
      return out;
    }
    const t = twoBack;
    twoBack = previous;
    previous = current;
    current = t;
  }
  // `previous` now holds the last row: distance from all of `a` to each prefix of `b`.
  let prefix = previous[lb]!;
  for (let j = 1; j < lb; j++) if (previous[j]! < prefix) prefix = previous[j]!;
  out.whole = lb < b.length ? max + 1 : previous[lb]!;
  out.prefix = prefix;
  return out;
}

/** Restricted Damerau-Levenshtein distance; anything above `max` is reported as `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  const d = typoDistances(a, b, max, { whole: 0, prefix: 0 }).whole;
  return d > max ? max + 1 : d;
}
