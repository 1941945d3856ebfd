import type { CareerQuizResult, LeadAnswers, Role } from 'api/contract';
import { persistCookie, type Locale } from 'shared-kit';
import { scoringAnswers, type QuizAnswer } from '../../shared/quiz-answers';
import { createLead } from './api/create-lead';
import { scoreQuiz } from './api/score-quiz';

/**
 * The result code a lead is saved with: the scored code; for a flat profile (no code, decision
 * 060) the types with the top score, in the scorer's order — one to three letters, since seven
 * answers with no type above two leave at most three types on two.
 */
export function leadCode(result: Pick<CareerQuizResult, 'code' | 'order' | 'scores'>): string {
  if (result.code) return result.code;
  const top = Math.max(...Object.values(result.scores));
  return result.order.filter((letter) => result.scores[letter] === top).join('');
}

export interface SaveLeadInput {
  readonly role: Role;
  readonly answers: readonly QuizAnswer[];
  /** The data-entry form; absent when skipped. */
  readonly lead: LeadAnswers | undefined;
  readonly locale: Locale;
}

/**
 * Scores the quiz (for the lead's result code) and saves the lead; on success keeps its id as
 * leadsID (spec §3), which makes the quiz complete for the menu (spec §4). Never rejects: a failed
 * save is silent (spec §8) and resolves false.
 */
export async function saveLead({ role, answers, lead, locale }: SaveLeadInput): Promise<boolean> {
  try {
    const result = await scoreQuiz({ lang: locale, selections: scoringAnswers(answers) });
    const created = await createLead({
      user_type: role,
      ...(lead ? { answers: lead } : {}),
      // LeadSelection's `value` is typed `never` in api/contract (a Union over a mapped array loses
      // its literals); the schema accepts R, I, A, S, E, C.
      selections: answers.map((a) => ({ label: a.activity, value: a.value as never })),
      result_code: leadCode(result),
      lang: locale,
    });
    persistCookie('leadsID', created.data.lead_id);
    return true;
  } catch {
    return false;
  }
}
