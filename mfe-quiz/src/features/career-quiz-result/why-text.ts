import type { CareerQuizJobMatch, CareerQuizPick } from 'api/contract';
import type { IntlShape } from 'react-intl';
import { resultMessages as m } from './result-messages';

export type Letter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
/** Whose answers the page shows: the visitor's own, or a shared link's. */
export type Viewer = 'own' | 'shared';

/** Activities named per shared type, so the sentence stays short. */
const MAX_PER_TYPE = 2;

/** "Fixing engines" → "fixing engines" in a sentence; leaves "ICT…" (a capital second letter) alone. */
export function inSentence(label: string): string {
  const trimmed = label.trim().replace(/[.。]+$/, '');
  if (trimmed.length > 1 && trimmed[1] === trimmed[1]!.toUpperCase() && /[A-Z]/.test(trimmed[1]!)) return trimmed;
  return trimmed.charAt(0).toLocaleLowerCase() + trimmed.slice(1);
}

/**
 * "Why this job", built from data only (never written per job): the activities the user picked
 * whose interest types the job shares (labels from the quiz bank, in the page's language), the
 * shared types' names, and the job guide's first day-to-day task. A job sharing none of the
 * user's leading types says so plainly instead of inventing a reason.
 */
export function whyThisJob(
  intl: IntlShape,
  job: Pick<CareerQuizJobMatch, 'shared' | 'holland_code' | 'duty'>,
  picks: readonly CareerQuizPick[],
  typeName: (letter: Letter) => string,
  opts: { viewer: Viewer; flat: boolean },
): { main: string; duty: string | null } {
  // Each shared type with the activities of that type the user picked — "fixing engines,
  // building things (Realistic)" — so no activity is credited to a type it is not.
  const choices = (job.shared as Letter[]).flatMap((type) => {
    const labels = [...new Set(picks.filter((p) => p.type === type).map((p) => inSentence(p.label)))];
    if (labels.length === 0) return [];
    const activities = labels.slice(0, MAX_PER_TYPE).join(', ');
    return [{ type, text: intl.formatMessage(m.whyChoice, { activities, type: typeName(type) }) }];
  });
  let main: string;
  if (choices.length) {
    main = intl.formatMessage(opts.viewer === 'own' ? m.whyYou : m.whyThem, {
      choices: choices.map((c) => c.text).join('; '),
      types: intl.formatList(
        choices.map((c) => typeName(c.type)),
        { type: 'conjunction' },
      ),
    });
  } else if (opts.flat) {
    main = intl.formatMessage(m.whyLow, { types: typeName(job.holland_code[0] as Letter) });
  } else {
    main = intl.formatMessage(m.whyPattern);
  }
  return { main, duty: job.duty ? intl.formatMessage(m.whyDuty, { duty: inSentence(job.duty) }) : null };
}
