import type { CareerQuizResult } from 'api/contract';
import { getCookie, hasCookie, persistCookie, setQuizScore } from 'shared-kit';
import { saveQuizScores } from './api/save-quiz-scores';

/** How many jobs the page lists first, and keeps as `recommendedJobs`. */
export const FIRST_JOBS = 10;

/** The jobs the result recommends: any fit above 0 %; on a flat profile, the tied types' jobs. */
export function recommendedOf(result: Pick<CareerQuizResult, 'flat' | 'jobs'>) {
  return result.flat ? result.jobs : result.jobs.filter((j) => j.match > 0);
}

function removeOtherScores(keep: ReadonlySet<number>): void {
  try {
    const store = window.localStorage;
    const stale: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const m = /^quizScore_(\d+)$/.exec(store.key(i) ?? '');
      if (m && !keep.has(Number(m[1]))) stale.push(m[0]);
    }
    for (const key of stale) store.removeItem(key);
  } catch {
    /* storage disabled: nothing kept, nothing to clear */
  }
}

/**
 * Keeps the visitor's own result in the spec's cookies (§3) — codes and job ids only, a few
 * hundred bytes in all — and each recommended job's match in `quizScore_{jobId}` (localStorage),
 * which the after-login sync sends to the account. Written once per result: when the same result
 * is already stored (a reload, or after the sync cleared the scores) nothing is rewritten.
 * Returns whether anything was written.
 */
export function keepResult(result: CareerQuizResult): boolean {
  const recommended = recommendedOf(result);
  const ids = recommended.slice(0, FIRST_JOBS).map((j) => j.id);
  const code = result.flat ? null : result.code;
  const same =
    getCookie('tookQuiz') &&
    getCookie('resultsCode') === code &&
    JSON.stringify(getCookie('recommendedJobs')) === JSON.stringify(ids) &&
    JSON.stringify(getCookie('raisecData')) === JSON.stringify(result.scores);
  if (same) return false;
  persistCookie('resultsCode', code);
  persistCookie('primaryTraits', result.primary);
  persistCookie('secondaryTraits', result.secondary);
  persistCookie(
    'matchingTraits',
    result.flat ? result.tied : [result.primary, result.secondary].filter((t) => t !== null),
  );
  persistCookie('userTraits', result.order);
  persistCookie('raisecData', result.scores);
  persistCookie('recommendedJobs', ids);
  persistCookie('numberOfJobs', recommended.length);
  persistCookie('tookQuiz', true);
  const scored = recommended.slice(0, FIRST_JOBS);
  removeOtherScores(new Set(scored.map((j) => j.id)));
  for (const job of scored) setQuizScore(job.id, job.match);
  if (hasCookie('authorization_token')) void sendToAccount(scored.map((j) => ({ job_id: j.id, result: j.match })));
  return true;
}

/** Signed in: the scores go to the account now; the local copies are cleared once it has them. */
async function sendToAccount(scores: { job_id: number; result: number }[]): Promise<void> {
  try {
    await saveQuizScores({ bulk_data: scores });
    for (const { job_id } of scores) window.localStorage.removeItem(`quizScore_${job_id}`);
  } catch {
    // Silent (spec §8): the local copies stay, and the next log-in's sync sends them.
  }
}
