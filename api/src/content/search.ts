import { normalise, typoDistances, type TypoDistances } from './normalise.js';
import type { Lang } from './schemas.js';

export { normalise } from './normalise.js';
export {
  decodeSearchIndex,
  encodeSearchIndex,
  COMPACT_INDEX_VERSION,
  type CompactSearchIndex,
  type IndexedListItem,
} from './compact-index.js';

/**
 * In-memory job search, built once from every job's names and synonyms in both languages.
 * A search never touches the database.
 *
 * Ranking, best first:
 *   1. the whole query equals a name or synonym ("cikgu", "doktor gigi")
 *   2. a name or synonym starts with the whole query ("jurutera a")
 *   3. every query word matches a word of one name or synonym, each word scored
 *        exact word 100 > start of a word 80 ("jurut" → "jurutera") > inside a word 50
 *        > within a typo distance 40 − 10 × distance ("enginer" → "engineer", "doktur" → "doktor")
 *   4. the query words are matched across different names of the same job (weaker)
 * Names count a little more than synonyms. Ties go to the shorter name, then alphabetical in the
 * requested language. Both languages are always searched, whatever the page language.
 */

export type SearchLang = Lang;

export interface SearchableJob {
  id: number;
  name: string;
  name_bm: string;
  synonyms: readonly string[];
  synonyms_bm: readonly string[];
}

export interface SearchHit {
  id: number;
  score: number;
}

interface IndexedText {
  words: string[];
  text: string;
  compact: string;
  isName: boolean;
}

interface IndexedJob {
  id: number;
  name: string;
  name_bm: string;
  texts: IndexedText[];
}

/** Bit per letter a–z and digit (digits share one bit): which characters a word contains. */
function charMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= charBit(word.charCodeAt(i));
  return mask;
}

function charBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  if (code >= 48 && code <= 57) return 1 << 26;
  return 1 << 27; // any other letter (after normalise: letters of other scripts)
}

/** Each entry is a small map (the few vocabulary words a query word matches). */
const TOKEN_CACHE_SIZE = 10_000;

const SCORE = {
  exactWord: 100,
  wordPrefix: 80,
  substring: 50,
  typo: 40,
  typoStep: 10,
  nameBonus: 20,
  wholeText: 500,
  textPrefix: 300,
  /** Every word of a name or synonym matched, with typos ("doktur" → the synonym "doktor"). */
  wholeTextApprox: 250,
  compact: 50,
  extraWordPenalty: 2,
  acrossNamesPenalty: 30,
} as const;

/** How many letters of a word (as charBit()s) a mask lacks, counting up to budget + 1. */
function lacking(bits: number[], mask: number, budget: number): number {
  let missing = 0;
  for (const bit of bits) {
    if ((mask & bit) === 0 && ++missing > budget) break;
  }
  return missing;
}

/** The typo budget of a query word: none for 1–2 letters, 1 for 3–5, 2 from 6. */
export function typoBudget(word: string): number {
  if (word.length >= 6) return 2;
  if (word.length >= 3) return 1;
  return 0;
}

/** The text a client can filter on: normalised name and synonyms, separated by ", ". */
export function searchText(name: string, synonyms: readonly string[]): string {
  const parts: string[] = [];
  for (const value of [name, ...synonyms]) {
    const n = normalise(value);
    if (n && !parts.includes(n)) parts.push(n);
  }
  return parts.join(', ');
}

export class JobSearchIndex {
  private readonly jobs: IndexedJob[];
  /** Every distinct word of every name and synonym. */
  private readonly vocabulary: string[];
  /** charMask() of each vocabulary word, same order. */
  private readonly vocabularyMasks: Int32Array;
  /** Vocabulary word → the positions (in `jobs`) of the jobs that use it, ascending. */
  private readonly jobsByWord = new Map<string, number[]>();
  /** Query word → its matches in the vocabulary; words repeat a lot while people type. */
  private readonly tokenCache = new Map<string, Map<string, number>>();
  private readonly collators: Record<SearchLang, Intl.Collator> = {
    en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
    ms: new Intl.Collator('ms', { sensitivity: 'base', numeric: true }),
  };

  constructor(jobs: readonly SearchableJob[]) {
    const vocabulary = new Set<string>();
    this.jobs = jobs.map((job) => {
      const texts: IndexedText[] = [];
      const seen = new Set<string>();
      const add = (value: string, isName: boolean) => {
        const text = normalise(value);
        if (!text || seen.has(text)) return;
        seen.add(text);
        const words = text.split(' ');
        for (const w of words) vocabulary.add(w);
        texts.push({ text, words, compact: words.join(''), isName });
      };
      add(job.name, true);
      add(job.name_bm, true);
      for (const s of job.synonyms) add(s, false);
      for (const s of job.synonyms_bm) add(s, false);
      return { id: job.id, name: job.name, name_bm: job.name_bm, texts };
    });
    this.vocabulary = [...vocabulary];
    this.vocabularyMasks = Int32Array.from(this.vocabulary, charMask);
    this.jobs.forEach((job, position) => {
      for (const text of job.texts) {
        for (const word of text.words) {
          const list = this.jobsByWord.get(word);
          if (!list) this.jobsByWord.set(word, [position]);
          else if (list.at(-1) !== position) list.push(position);
        }
      }
    });
  }

  get size(): number {
    return this.jobs.length;
  }

  /** Jobs matching `term`, best first. An empty or punctuation-only term matches nothing. */
  search(term: string, lang: SearchLang = 'en', limit = 50): SearchHit[] {
    const query = normalise(term);
    if (!query) return [];
    const tokens = query.split(' ');
    const compactQuery = tokens.join('');
    const wordScores = tokens.map((token) => this.scoreVocabulary(token));

    const hits: { job: IndexedJob; score: number }[] = [];
    for (const position of this.candidates(tokens, compactQuery, wordScores)) {
      const job = this.jobs[position]!;
      const score = this.scoreJob(job, query, tokens, compactQuery, wordScores);
      if (score > 0) hits.push({ job, score });
    }

    const collator = this.collators[lang];
    const nameOf = (job: IndexedJob) => (lang === 'ms' ? job.name_bm : job.name);
    hits.sort(
      (a, b) =>
        b.score - a.score ||
        nameOf(a.job).length - nameOf(b.job).length ||
        collator.compare(nameOf(a.job), nameOf(b.job)) ||
        a.job.id - b.job.id,
    );
    return hits.slice(0, limit).map((h) => ({ id: h.job.id, score: h.score }));
  }

  /**
   * The jobs that can score above 0, so only they are scored: a job scores only when every query
   * word matches a word of it (in one name or across names), or when the query without spaces is
   * inside one of its names ("uiux"). The first comes from the word → jobs index, the second from
   * a scan of the compact names (a native substring search). Positions in `jobs`, ascending.
   */
  private candidates(tokens: string[], compactQuery: string, wordScores: Map<string, number>[]): Iterable<number> {
    let all: Set<number> | null = null;
    for (const scores of wordScores) {
      const jobs = new Set<number>();
      for (const word of scores.keys()) {
        for (const position of this.jobsByWord.get(word) ?? []) {
          if (!all || all.has(position)) jobs.add(position);
        }
      }
      all = jobs;
      if (all.size === 0) break;
    }
    const found = all ?? new Set<number>();
    if (compactQuery.length >= 3) {
      this.jobs.forEach((job, position) => {
        if (!found.has(position) && job.texts.some((text) => text.compact.includes(compactQuery))) found.add(position);
      });
    }
    return [...found].sort((a, b) => a - b);
  }

  /** How well one query word matches each vocabulary word (absent = no match). Cached per word. */
  private scoreVocabulary(token: string): Map<string, number> {
    const cached = this.tokenCache.get(token);
    if (cached) return cached;
    const scores = new Map<string, number>();
    const budget = typoBudget(token);
    const distances: TypoDistances = { whole: 0, prefix: 0 };
    // Each letter of the query word that a vocabulary word lacks altogether costs at least one
    // edit, so a word lacking more than the typo budget's worth cannot be a typo of it.
    const tokenBits = Array.from(token, (_, i) => charBit(token.charCodeAt(i)));
    const vocabulary = this.vocabulary;
    for (let v = 0; v < vocabulary.length; v++) {
      const word = vocabulary[v]!;
      let score = 0;
      if (word === token) score = SCORE.exactWord;
      else if (word.startsWith(token)) score = SCORE.wordPrefix;
      else if (token.length >= 3 && word.includes(token)) score = SCORE.substring;
      else if (
        budget > 0 &&
        word.length >= token.length - budget &&
        lacking(tokenBits, this.vocabularyMasks[v]!, budget) <= budget
      ) {
        typoDistances(token, word, budget, distances);
        // Against the whole word, or the start of a longer word still being typed; a typo in an
        // unfinished word is less certain, so it costs one more.
        let distance = distances.whole;
        if (distance > budget && word.length > token.length && distances.prefix <= budget) {
          distance = distances.prefix + 1;
        }
        if (distance <= budget) score = SCORE.typo - SCORE.typoStep * distance;
      }
      if (score > 0) scores.set(word, score);
    }
    if (this.tokenCache.size >= TOKEN_CACHE_SIZE) {
      this.tokenCache.delete(this.tokenCache.keys().next().value!);
    }
    this.tokenCache.set(token, scores);
    return scores;
  }

  private scoreJob(
    job: IndexedJob,
    query: string,
    tokens: string[],
    compactQuery: string,
    wordScores: Map<string, number>[],
  ): number {
    let best = 0;
    const acrossTexts = new Array<number>(tokens.length).fill(0);

    for (const text of job.texts) {
      let sum = 0;
      let all = true;
      for (let i = 0; i < tokens.length; i++) {
        const scores = wordScores[i]!;
        let tokenBest = 0;
        for (const word of text.words) {
          const s = scores.get(word);
          if (s !== undefined && s > tokenBest) tokenBest = s;
        }
        if (tokenBest > acrossTexts[i]!) acrossTexts[i] = tokenBest;
        if (tokenBest === 0) all = false;
        sum += tokenBest;
      }

      let score = 0;
      if (all) score = sum;
      else if (compactQuery.length >= 3 && text.compact.includes(compactQuery)) {
        // "uiux" finds "ui ux designer", "ecommerce" finds "e commerce".
        score = SCORE.compact * tokens.length;
      }
      if (score === 0) continue;

      if (text.text === query) score += SCORE.wholeText;
      else if (text.text.startsWith(query)) score += SCORE.textPrefix;
      else if (all && text.words.length === tokens.length) score += SCORE.wholeTextApprox;
      if (text.isName) score += SCORE.nameBonus;
      score -= SCORE.extraWordPenalty * Math.max(0, text.words.length - tokens.length);
      if (score > best) best = score;
    }

    if (tokens.length > 1 && acrossTexts.every((s) => s > 0)) {
      const across = acrossTexts.reduce((a, b) => a + b, 0) - SCORE.acrossNamesPenalty;
      if (across > best) best = across;
    }
    return Math.max(best, 0);
  }
}

/** The fields of a job-list item (GET job-list) that the search needs. */
export interface SearchListItem {
  id: number;
  name: string;
  name_bm: string;
  search_name: string;
  search_name_bm: string;
}

/**
 * A job-list item back as a searchable job: `search_name` is searchText(name, synonyms), so its
 * parts other than the normalised name are the synonyms. A browser builds the same index as the
 * API from the plain job list (decision 175), so both rank alike.
 */
export function searchableFromListItem(item: SearchListItem): SearchableJob {
  const synonymsOf = (name: string, text: string) => {
    const own = normalise(name);
    return text.split(', ').filter((part) => part !== '' && part !== own);
  };
  return {
    id: item.id,
    name: item.name,
    name_bm: item.name_bm,
    synonyms: synonymsOf(item.name, item.search_name),
    synonyms_bm: synonymsOf(item.name_bm, item.search_name_bm),
  };
}
