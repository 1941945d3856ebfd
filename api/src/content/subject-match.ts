/**
 * The subject-match rule of content/subject-match.md, as a pure function: the route feeds it
 * the in-memory catalogue. Section numbers below refer to that file.
 */

export const SUBJECT_MATCH = {
  minCodes: 1,
  maxCodes: 15,
  defaultLimit: 20,
  maxLimit: 50,
  minScore: 0.2,
  essentialWeight: 3,
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
  matched: { code: string; weight: number }[];
  missing_essential: string[];
  /** For the order only. */
  essentialHits: number;
  matchedWeight: number;
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

/** Scores every job (§2), keeps those shown (§3), orders them (§4). Returns all that pass. */
export function matchSubjects<J extends MatchableJob>(
  jobs: readonly J[],
  chosen: readonly string[],
): SubjectMatch<J>[] {
  const picked = new Set(chosen);
  const results: SubjectMatch<J>[] = [];
  for (const job of jobs) {
    if (job.subjects.length === 0) continue;
    let total = 0;
    let matchedWeight = 0;
    let essentialHits = 0;
    const matched: { code: string; weight: number }[] = [];
    const missingEssential: string[] = [];
    for (const s of job.subjects) {
      total += s.weight;
      const essential = s.weight === SUBJECT_MATCH.essentialWeight;
      if (picked.has(s.code)) {
        matchedWeight += s.weight;
        matched.push({ code: s.code, weight: s.weight });
        if (essential) essentialHits++;
      } else if (essential) {
        missingEssential.push(s.code);
      }
    }
    if (matchedWeight === 0 || total === 0) continue;
    const raw = (matchedWeight / total) * 0.5 ** missingEssential.length;
    const score = Math.round(raw * 10000) / 10000;
    if (score < SUBJECT_MATCH.minScore) continue;
    results.push({
      job,
      score,
      match_percent: Math.round(raw * 100),
      // Array.prototype.sort is stable: equal weights keep the job file's order.
      matched: matched.sort((a, b) => b.weight - a.weight),
      missing_essential: missingEssential,
      essentialHits,
      matchedWeight,
    });
  }
  return results.sort(
    (a, b) =>
      b.score - a.score ||
      b.essentialHits - a.essentialHits ||
      b.matchedWeight - a.matchedWeight ||
      codePointCompare(a.job.name, b.job.name) ||
      a.job.id - b.job.id,
  );
}
