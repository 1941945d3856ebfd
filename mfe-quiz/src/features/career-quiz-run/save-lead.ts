import type { LeadAnswers, Role } from 'api/contract';
import { persistCookie, type Locale } from 'shared-kit';
import type { QuizAnswer } from '../../shared/quiz-answers';
import { createLead } from './api/create-lead';

export interface SaveLeadInput {
  readonly role: Role;
  readonly answers: readonly QuizAnswer[];
  /** The data-entry form; absent when skipped. */
  readonly lead: LeadAnswers | undefined;
  readonly locale: Locale;
}

/**
 * Saves the lead — the API scores its selections for the result code (decision 313), so the quiz
 * is scored once per page, by the result page — and on success keeps its id as leadsID (spec §3),
 * which makes the quiz complete for the menu (spec §4). Never rejects: a failed save is silent
 * (spec §8) and resolves false; offline, it is sent when the browser is back online.
 */
export async function saveLead(input: SaveLeadInput): Promise<boolean> {
  const { role, answers, lead, locale } = input;
  // Offline (a quiz finished without a connection, decision 361): the lead is sent once the
  // browser is back online, if the page is still open; the visitor goes on to the result now.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    window.addEventListener('online', () => void saveLead(input), { once: true });
    return false;
  }
  try {
    const created = await createLead({
      user_type: role,
      ...(lead ? { answers: lead } : {}),
      selections: answers.map((a) => ({ label: a.activity, value: a.value })),
      lang: locale,
    });
    persistCookie('leadsID', created.data.lead_id);
    return true;
  } catch {
    return false;
  }
}
