import {
  allQuizScores,
  errorOf,
  getCookie,
  getLocal,
  hasCookie,
  persistCookie,
  persistLocal,
  removeCookie,
} from 'shared-kit';
import { bulkSaveJobQuiz } from './api/bulk-save-job-quiz';
import { bulkSaveReadJob } from './api/bulk-save-read-job';
import { saveJob } from './api/save-job';
import { savedJobsCount } from './api/saved-jobs-count';
import { saveUserLead } from './api/save-user-lead';

function removeLocal(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing to clear */
  }
}

const isJobId = (id: unknown): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

async function pushLead(): Promise<void> {
  const leadId = getCookie('leadsID');
  if (!leadId) return;
  await saveUserLead({ lead_id: leadId });
  removeCookie('leadsID');
}

async function pushReadJobs(): Promise<void> {
  const cookieList = getCookie('readJobGuidesList');
  const localList = getLocal('visitedRoutes');
  const ids = [
    ...new Set([...(Array.isArray(cookieList) ? cookieList : []), ...(Array.isArray(localList) ? localList : [])]),
  ].filter(isJobId);
  if (ids.length === 0) return;
  await bulkSaveReadJob({ job_ids: ids });
  removeCookie('readJobGuidesList');
  removeLocal('visitedRoutes');
}

async function pushQuizScores(): Promise<void> {
  const scores = allQuizScores().filter((s) => isJobId(s.job_id));
  if (scores.length === 0) return;
  await bulkSaveJobQuiz({ bulk_data: scores });
  for (const { job_id } of scores) removeLocal(`quizScore_${job_id}`);
}

/**
 * What the visitor asked for before signing up (decision 130): the job they pressed Save on is
 * saved, the job they wanted to compare third joins the tray. Then the header's count
 * (savedBookmarksCount) is the account's, whatever was saved on other devices.
 */
async function pushPendingJobAction(): Promise<void> {
  const pending = getLocal('pendingJobAction');
  if (pending?.kind === 'compare') {
    // Rare: loaded only then (the module holds the job buttons too).
    const { compareAdd } = await import('shared-kit/job-actions');
    const added = compareAdd(getLocal('compareJobs'), pending.slug);
    if (added.ok) persistLocal('compareJobs', [...added.slugs]);
    persistLocal('pendingJobAction', null);
  }
  let count: number | null = null;
  if (pending?.kind === 'save') {
    try {
      if (isJobId(pending.id)) count = (await saveJob(pending.id)).count;
      persistLocal('pendingJobAction', null);
    } catch (error) {
      // A job no longer in the catalogue (404) will never save: forget it. Else try next time.
      const { status } = errorOf(error);
      if (status !== 404 && status !== 400 && status !== 422) throw error;
      persistLocal('pendingJobAction', null);
    }
  }
  count ??= await savedJobsCount();
  if (getCookie('savedBookmarksCount') !== count || !hasCookie('savedBookmarksCount')) {
    persistCookie('savedBookmarksCount', count);
  }
}

/** Failures are silent for the user (spec §8) and logged for the developer, without user data. */
function logFailure(what: string) {
  return (error: unknown): void => {
    const { status, code } = errorOf(error);
    const why = [status ?? 'no answer', code].filter(Boolean).join(' ');
    console.warn(`After-login sync: ${what} not saved (${why}); kept on this device for the next try`);
  };
}

let running: Promise<void> | null = null;

/**
 * After log-in (spec §4): the saved quiz lead, the read job guides and the job quiz scores kept
 * on this device go to the account, with the job the visitor asked to save before signing up. Each local copy is cleared only when its own call succeeds;
 * failures are silent (spec §8) and the copy stays for the next try. Never rejects.
 */
export function syncAfterLogin(): Promise<void> {
  if (!hasCookie('authorization_token')) return Promise.resolve();
  running ??= Promise.all([
    pushLead().catch(logFailure('lead')),
    pushReadJobs().catch(logFailure('read jobs')),
    pushQuizScores().catch(logFailure('quiz scores')),
    pushPendingJobAction().catch(logFailure('saved job')),
  ]).then(() => {
    running = null;
  });
  return running;
}
