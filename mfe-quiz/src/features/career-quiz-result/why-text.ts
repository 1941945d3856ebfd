import type { CareerQuizJobMatch, CareerQuizPick } from 'api/contract';
import type { IntlShape } from 'react-intl';
import { resultMessages as m } from './result-messages';

export type Letter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
/** Whose answers the page shows: the visitor's own, or a shared link's. */
export type Viewer = 'own' | 'shared';

const MAX_ACTIVITIES = 3;

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
): string[] {
  const shared = job.shared as Letter[];
  const labels = [
    ...new Set(picks.filter((p) => shared.includes(p.type as Letter)).map((p) => inSentence(p.label))),
  ].slice(0, MAX_ACTIVITIES);
  const sentences: string[] = [];
  if (shared.length && labels.length) {
    sentences.push(
      intl.formatMessage(opts.viewer === 'own' ? m.whyYou : m.whyThem, {
        activities: intl.formatList(labels, { type: 'conjunction' }),
        types: intl.formatList(shared.map(typeName), { type: 'conjunction' }),
      }),
    );
  } else if (opts.flat) {
    sentences.push(intl.formatMessage(m.whyLow, { types: typeName(job.holland_code[0] as Letter) }));
  } else {
    sentences.push(intl.formatMessage(m.whyPattern));
  }
  if (job.duty) sentences.push(intl.formatMessage(m.whyDuty, { duty: inSentence(job.duty) }));
  return sentences;
}
