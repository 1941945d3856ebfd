import { RIASEC_TYPES, type RiasecType } from '../content/schemas.js';

/**
 * Scoring of the career quiz (issue 9 item 4, issue 27 item 1; method in content/quiz-scoring.md, decisions 060 and 250).
 * Pure functions, no I/O: the route feeds in the answers, the quiz bank and the jobs.
 *
 * 1. Each of the 7 answers is one activity of one interest type; a type's score is how many
 *    times it was picked (0–7; the six always sum to 7).
 * 2. Types are ordered by score, highest first; equal scores are ordered by the question in
 *    which the type was first picked (earlier first); types never picked follow in R I A S E C
 *    order (they are never named).
 * 3. The profile is flat when no type was picked more than twice (top score ≤ 2): then no type
 *    is named and `tied` lists every type picked.
 * 4. Jobs are ranked by the Pearson correlation of the user's six scores with the job's six
 *    1–7 ratings (the fit).
 * 5. Clarity: the share of all 6⁷ random answer sets whose picks are spread more evenly than the
 *    user's (Σ score², lower = more even), rounded to 2 decimals; match % = round(100 × max(0, r)
 *    × clarity), so a pattern random clicking often gives cannot show a high match (decision 250).
 * 6. A flat profile lists only a few jobs to explore: the best FLAT_JOBS_PER_TYPE jobs led by each
 *    picked type, in the order of the types.
 */

export const QUESTIONS = 7;
/** A type must be picked at least this many times (of 7) to be named. */
export const NAMED_MIN_SCORE = 3;

/** On a flat profile: how many jobs led by each picked type the result lists. */
export const FLAT_JOBS_PER_TYPE = 2;

export type Scores = Record<RiasecType, number>;

export interface QuizAnswer {
  /** 1–7. */
  question: number;
  /** The chosen activity's key (generate-affinity's `label`), e.g. building_things. */
  activity: string;
  /** The six activity keys the question showed (generate-affinity's labels), any order. */
  shown: readonly string[];
}

export interface Pick {
  question: number;
  activity: string;
  type: RiasecType;
}

export const QUIZ_ERROR_CODES = [
  'QUIZ_WRONG_COUNT',
  'QUIZ_DUPLICATE_QUESTION',
  'QUIZ_UNKNOWN_ACTIVITY',
  'QUIZ_BAD_QUESTION',
  'QUIZ_NOT_IN_QUESTION',
  'QUIZ_REPEATED_ACTIVITY',
] as const;
export type QuizErrorCode = (typeof QUIZ_ERROR_CODES)[number];

/** Answers that cannot be scored; the route turns it into a 400 with this code. */
export class QuizInputError extends Error {
  override name = 'QuizInputError';

  constructor(
    readonly code: QuizErrorCode,
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/**
 * Checks the answers against the quiz bank (activity key → type) and returns the picks in
 * question order. Rules: exactly 7 answers, questions 1–7 once each; every key known; each
 * question showed six different known activities, one of each type; the chosen activity is one
 * of those shown; no activity appears in two questions (generate-affinity never repeats one).
 */
export function validateAnswers(answers: readonly QuizAnswer[], bank: ReadonlyMap<string, RiasecType>): Pick[] {
  if (answers.length !== QUESTIONS) {
    throw new QuizInputError(
      'QUIZ_WRONG_COUNT',
      `The quiz has ${QUESTIONS} questions; got ${answers.length} answers`,
      'body.selections',
    );
  }
  const byQuestion = new Map<number, QuizAnswer>();
  answers.forEach((answer, i) => {
    if (!Number.isInteger(answer.question) || answer.question < 1 || answer.question > QUESTIONS) {
      throw new QuizInputError('QUIZ_WRONG_COUNT', `No question ${answer.question}`, `body.selections.${i}.question`);
    }
    if (byQuestion.has(answer.question)) {
      throw new QuizInputError(
        'QUIZ_DUPLICATE_QUESTION',
        `Question ${answer.question} is answered twice`,
        `body.selections.${i}.question`,
      );
    }
    byQuestion.set(answer.question, answer);
  });
  const seen = new Map<string, number>();
  const picks: Pick[] = [];
  for (let question = 1; question <= QUESTIONS; question++) {
    const answer = byQuestion.get(question)!;
    const at = `body.selections.${answers.indexOf(answer)}`;
    for (const key of [answer.activity, ...answer.shown]) {
      if (!bank.has(key)) {
        throw new QuizInputError('QUIZ_UNKNOWN_ACTIVITY', `No quiz activity ${JSON.stringify(key)}`, at);
      }
    }
    const shownTypes = new Set(answer.shown.map((key) => bank.get(key)!));
    if (answer.shown.length !== RIASEC_TYPES.length || shownTypes.size !== RIASEC_TYPES.length) {
      throw new QuizInputError(
        'QUIZ_BAD_QUESTION',
        `Question ${question} must show six activities, one of each interest type`,
        `${at}.shown`,
      );
    }
    if (!answer.shown.includes(answer.activity)) {
      throw new QuizInputError(
        'QUIZ_NOT_IN_QUESTION',
        `${answer.activity} was not one of question ${question}'s choices`,
        `${at}.activity`,
      );
    }
    for (const key of answer.shown) {
      const other = seen.get(key);
      if (other !== undefined) {
        throw new QuizInputError(
          'QUIZ_REPEATED_ACTIVITY',
          `${key} appears in questions ${other} and ${question}`,
          `${at}.shown`,
        );
      }
      seen.set(key, question);
    }
    picks.push({ question, activity: answer.activity, type: bank.get(answer.activity)! });
  }
  return picks;
}

/**
 * Checks a shared result (GET career-quiz/result?picks=…): the seven picked activity keys in
 * question order, without the choices each question showed. Rules: exactly 7 keys, every key in
 * the bank, no key twice (generate-affinity never shows an activity twice). Scoring needs only
 * the picks' types and order, so a shared link re-creates the same profile and ranking.
 */
export function validatePicks(keys: readonly string[], bank: ReadonlyMap<string, RiasecType>): Pick[] {
  if (keys.length !== QUESTIONS) {
    throw new QuizInputError(
      'QUIZ_WRONG_COUNT',
      `The quiz has ${QUESTIONS} questions; got ${keys.length} picks`,
      'querystring.picks',
    );
  }
  const seen = new Set<string>();
  return keys.map((activity, i) => {
    const type = bank.get(activity);
    if (!type) {
      throw new QuizInputError(
        'QUIZ_UNKNOWN_ACTIVITY',
        `No quiz activity ${JSON.stringify(activity)}`,
        'querystring.picks',
      );
    }
    if (seen.has(activity)) {
      throw new QuizInputError('QUIZ_REPEATED_ACTIVITY', `${activity} is picked twice`, 'querystring.picks');
    }
    seen.add(activity);
    return { question: i + 1, activity, type };
  });
}

/** How many times each type was picked. */
export function scoreTypes(picks: readonly Pick[]): Scores {
  const scores = Object.fromEntries(RIASEC_TYPES.map((t) => [t, 0])) as Scores;
  for (const pick of picks) scores[pick.type]++;
  return scores;
}

/** All six types, best first: score, then earliest first pick, then R I A S E C order. */
export function orderTypes(scores: Scores, picks: readonly Pick[]): RiasecType[] {
  const firstPick = (type: RiasecType) =>
    Math.min(...picks.filter((p) => p.type === type).map((p) => p.question), Infinity);
  return [...RIASEC_TYPES].sort(
    (a, b) => scores[b] - scores[a] || firstPick(a) - firstPick(b) || RIASEC_TYPES.indexOf(a) - RIASEC_TYPES.indexOf(b),
  );
}

export interface Profile {
  scores: Scores;
  /** All six types, best first (rule 2). */
  order: RiasecType[];
  /** null when flat. */
  primary: RiasecType | null;
  /** null when flat or when only one type was picked. */
  secondary: RiasecType | null;
  flat: boolean;
  /**
   * Flat: every type picked, in `order`. Otherwise: the types whose place in the code was
   * decided by the tie rule (they share the primary's or the secondary's score); else [].
   */
  tied: RiasecType[];
  /** primary + secondary ("RI", or "R" when only one type was picked); null when flat. */
  code: string | null;
  /** 0–1, 2 decimals: the share of random answer sets spread more evenly than these (rule 5). */
  clarity: number;
}

/** Σ score²: 9 for the most even answers (2 1 1 1 1 1), 49 for seven picks of one type. */
export function unevenness(scores: Scores): number {
  return RIASEC_TYPES.reduce((s, t) => s + scores[t] ** 2, 0);
}

/**
 * How many of the 6⁷ equally likely random answer sets (each pick one of six types, as a random
 * clicker's would be) give each Σ score²: every split of 7 picks over the six types, weighted by
 * the number of answer orders that give it (7! / Π score!).
 */
export function randomUnevenness(): Map<number, number> {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<number, number>();
  const walk = (left: number, slots: number, parts: number[]) => {
    if (slots === 1) {
      const all = [...parts, left];
      const ways = factorial(QUESTIONS) / all.reduce((p, n) => p * factorial(n), 1);
      const key = all.reduce((s, n) => s + n * n, 0);
      counts.set(key, (counts.get(key) ?? 0) + ways);
      return;
    }
    for (let n = 0; n <= left; n++) walk(left - n, slots - 1, [...parts, n]);
  };
  walk(QUESTIONS, RIASEC_TYPES.length, []);
  return counts;
}

const RANDOM_UNEVENNESS = randomUnevenness();
const RANDOM_SETS = RIASEC_TYPES.length ** QUESTIONS;

/** Rule 5: the share (2 decimals) of random answer sets whose Σ score² is lower than these scores'. */
export function clarityOf(scores: Scores): number {
  const mine = unevenness(scores);
  let evener = 0;
  for (const [key, count] of RANDOM_UNEVENNESS) if (key < mine) evener += count;
  return Math.round((100 * evener) / RANDOM_SETS) / 100;
}

export function profileOf(picks: readonly Pick[]): Profile {
  const scores = scoreTypes(picks);
  const order = orderTypes(scores, picks);
  const top = scores[order[0]!];
  const clarity = clarityOf(scores);
  if (top < NAMED_MIN_SCORE) {
    return {
      scores,
      order,
      primary: null,
      secondary: null,
      flat: true,
      tied: order.filter((t) => scores[t] > 0),
      code: null,
      clarity,
    };
  }
  const primary = order[0]!;
  const secondary = scores[order[1]!] > 0 ? order[1]! : null;
  const named = secondary ? [primary, secondary] : [primary];
  const tied = order.filter(
    (t) =>
      scores[t] > 0 &&
      named.some((n) => scores[n] === scores[t] && order.filter((o) => scores[o] === scores[n]).length > 1),
  );
  return { scores, order, primary, secondary, flat: false, tied, code: named.join(''), clarity };
}

/**
 * The result code a quiz lead is saved with (POST leads, decision 313): the profile's code; for a
 * flat profile (no code) the types with the top score, in `order` — one to three letters, since
 * seven answers with no type above two leave at most three types on two.
 */
export function leadCode(profile: {
  readonly code: string | null;
  readonly order: readonly RiasecType[];
  readonly scores: Scores;
}): string {
  if (profile.code) return profile.code;
  const top = Math.max(...Object.values(profile.scores));
  return profile.order.filter((letter) => profile.scores[letter] === top).join('');
}

/** Pearson's r of two equal-length vectors; null when either has no spread (r is undefined). */
export function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length;
  const mx = x.reduce((s, v) => s + v, 0) / n;
  const my = y.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/**
 * r and the profile's clarity → match %: round(100 × max(0, r) × clarity); no fit (r ≤ 0 or
 * undefined) is 0 %. Clarity 1 (the default) gives the bare fit, round(100 × max(0, r)).
 */
export function matchPercent(r: number | null, clarity = 1): number {
  return r === null ? 0 : Math.round(100 * Math.max(0, r) * clarity);
}

export interface JobProfile {
  slug: string;
  riasec: Scores;
  /** O*NET's high-point code, 2–3 letters, strongest first. */
  hollandCode: string;
}

export type RankedJob<J extends JobProfile> = J & {
  /** Pearson r (null when the job's ratings have no spread). */
  r: number | null;
  match: number;
  /** The user's leading types that are also in the job's Holland code, user's order, ≤ 2. */
  shared: RiasecType[];
};

/**
 * Every job ranked by fit, best first: r descending (to 9 decimals; an undefined r last), then
 * slug (English); match % scaled by the profile's clarity (rule 5). On a flat profile only a
 * few jobs to explore: for each tied type in the profile's order, the best FLAT_JOBS_PER_TYPE
 * jobs whose Holland code starts with it (rule 6).
 * The user's leading types (for `shared`) are the named code letters, or on a flat profile the
 * types with the top score.
 */
export function rankJobs<J extends JobProfile>(profile: Profile, jobs: readonly J[]): RankedJob<J>[] {
  const user = RIASEC_TYPES.map((t) => profile.scores[t]);
  const top = profile.scores[profile.order[0]!];
  const leading: RiasecType[] = profile.flat
    ? profile.order.filter((t) => profile.scores[t] === top)
    : [profile.primary!, ...(profile.secondary ? [profile.secondary] : [])];
  const ranked = jobs
    .filter((job) => !profile.flat || profile.tied.includes(job.hollandCode[0] as RiasecType))
    .map((job) => {
      const r = pearson(
        user,
        RIASEC_TYPES.map((t) => job.riasec[t]),
      );
      return {
        ...job,
        r,
        match: matchPercent(r, profile.clarity),
        shared: leading.filter((t) => job.hollandCode.includes(t)).slice(0, 2),
      };
    })
    .sort((a, b) => rankKey(b.r) - rankKey(a.r) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  if (!profile.flat) return ranked;
  return profile.tied.flatMap((type) =>
    ranked.filter((job) => job.hollandCode[0] === type).slice(0, FLAT_JOBS_PER_TYPE),
  );
}

/**
 * r compared to 9 decimals: two jobs whose r is equal on paper can differ in the last bit of a
 * floating-point result, and the order must not depend on that (the slug decides instead).
 */
function rankKey(r: number | null): number {
  return r === null ? -Infinity : Math.round(r * 1e9);
}
