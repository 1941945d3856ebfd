/**
 * The subject-match rule of content/subject-match.md, as a pure function: the route feeds it
 * the in-memory catalogue and the codes of the core subjects. Section numbers below refer to
 * that file.
 */

export const SUBJECT_MATCH = {
  minCodes: 1,
  maxCodes: 15,
  defaultLimit: 20,
  maxLimit: 50,
  /** Shown at all (§3). */
  minScore: 0.2,
  /** A fit: what "N jobs fit your subjects" counts (§3). */
  fitScore: 0.5,
  essentialWeight: 3,
  /** Each chosen subject's say in "use" (§2): a core subject half that of any other. */
  coreSay: 1,
  otherSay: 2,
} as const;

export interface MatchableJob {
  id: number;
  name: string;
  /** Job-file order, repeats already folded (one entry per code, highest weight). */
  subjects: readonly { code: string; weight: number }[];
}

export interface SubjectMatch<J extends MatchableJob> {
  job: J;
  score: number;
  match_percent: number;
  /** score ≥ SUBJECT_MATCH.fitScore and the job lists a chosen subject outside the core (§3). */
  fit: boolean;
  matched: { code: string; weight: number }[];
  missing_essential: string[];
  /** For the order and the worked example only. */
  essentialHits: number;
  matchedWeight: number;
  /** S and U of §2: use = S / U. */
  sayWeight: number;
  sayTotal: number;
  /** How much of what the job asks for the student has (§2). */
  need: number;
  /** How strongly the job uses the student's subjects (§2). */
  use: number;
}

/** Trim, upper-case and de-duplicate the student's codes (§1). */
export function normaliseSubjectCodes(codes: readonly string[]): string[] {
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => c.length > 0))];
}

/** Compare by Unicode code point after lower-casing, the same everywhere (§4). */
function codePointCompare(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The parts of one job's score (§2), before the minimum of §3; null when it cannot be scored. */
export type SubjectScore = Omit<SubjectMatch<MatchableJob>, 'job'>;

/**
 * Scores one job (§2). `core`: the codes of the core subjects (group `core` of subjects.json),
 * which every SPM candidate sits; a chosen core subject that a job does not list does not count
 * against it. Null for a job with no subjects or none of the chosen ones.
 */
export function scoreSubjects(
  subjects: MatchableJob['subjects'],
  chosen: readonly string[],
  core: ReadonlySet<string>,
): SubjectScore | null {
  const picked = new Set(chosen);
  const full = SUBJECT_MATCH.essentialWeight;
  const say = (code: string) => (core.has(code) ? SUBJECT_MATCH.coreSay : SUBJECT_MATCH.otherSay);
  let total = 0;
  let matchedWeight = 0;
  let essentialHits = 0;
  let sayWeight = 0;
  // Every chosen subject outside the core has its say in U; a core one only where the job lists it.
  let sayTotal = [...picked].filter((c) => !core.has(c)).reduce((n, c) => n + full * say(c), 0);
  let usesOther = false;
  const matched: { code: string; weight: number }[] = [];
  const missingEssential: string[] = [];
  for (const s of subjects) {
    total += s.weight;
    const essential = s.weight === full;
    if (picked.has(s.code)) {
      matchedWeight += s.weight;
      matched.push({ code: s.code, weight: s.weight });
      sayWeight += say(s.code) * s.weight;
      if (essential) essentialHits++;
      if (core.has(s.code)) sayTotal += full * say(s.code);
      else usesOther = true;
    } else if (essential) {
      missingEssential.push(s.code);
    }
  }
  if (matchedWeight === 0 || total === 0) return null;
  const need = (matchedWeight / total) * 0.5 ** missingEssential.length;
  const use = sayWeight / sayTotal;
  const raw = need * use;
  const score = Math.round(raw * 10000) / 10000;
  return {
    score,
    match_percent: Math.round(raw * 100),
    fit: score >= SUBJECT_MATCH.fitScore && usesOther,
    // Array.prototype.sort is stable: equal weights keep the job file's order.
    matched: matched.sort((a, b) => b.weight - a.weight),
    missing_essential: missingEssential,
    essentialHits,
    matchedWeight,
    sayWeight,
    sayTotal,
    need,
    use,
  };
}

/** Scores every job (§2), keeps those shown (§3), orders them (§4): fits first. Returns all that pass. */
export function matchSubjects<J extends MatchableJob>(
  jobs: readonly J[],
  chosen: readonly string[],
  core: ReadonlySet<string>,
): SubjectMatch<J>[] {
  const results: SubjectMatch<J>[] = [];
  for (const job of jobs) {
    const parts = scoreSubjects(job.subjects, chosen, core);
    if (parts && parts.score >= SUBJECT_MATCH.minScore) results.push({ job, ...parts });
  }
  return results.sort(
    (a, b) =>
      Number(b.fit) - Number(a.fit) ||
      b.score - a.score ||
      b.essentialHits - a.essentialHits ||
      b.matchedWeight - a.matchedWeight ||
      codePointCompare(a.job.name, b.job.name) ||
      a.job.id - b.job.id,
  );
}
