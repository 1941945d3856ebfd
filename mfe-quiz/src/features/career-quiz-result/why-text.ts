import type { CareerQuizJobMatch, CareerQuizPick } from 'api/contract';
import type { IntlShape } from 'react-intl';
import { resultMessages as m } from './result-messages';

export type Letter = 'R' | 'I' | 'A' | 'S' | 'E' | 'C';
/** Whose answers the page shows: the visitor's own, or a shared link's. */
export type Viewer = 'own' | 'shared';

/** "Fixing engines" → "fixing engines" in a sentence; leaves "ICT…" (a capital second letter) alone. */
export function inSentence(label: string): string {
  const trimmed = label.trim().replace(/[.。]+$/, '');
  if (trimmed.length > 1 && trimmed[1] === trimmed[1]!.toUpperCase() && /[A-Z]/.test(trimmed[1]!)) return trimmed;
  return trimmed.charAt(0).toLocaleLowerCase() + trimmed.slice(1);
}

/**
 * "Why this job", built from data only (never written per job, decision 250): the job's name and
 * its Holland code types with their 1–7 ratings ("Realistic (7 of 7)"), the activities the user
 * picked whose types are in that code, in the job's order (labels from the quiz bank, in the
 * page's language), the code types the user never picked, and a task from the job guide that fits
 * the card (chosen by the API). So each card reads differently; a job sharing none of the user's
 * picks says so instead of inventing a reason. On a flat profile the job is an idea, never a match.
 */
export function whyThisJob(
  intl: IntlShape,
  job: Pick<CareerQuizJobMatch, 'name' | 'holland_code' | 'riasec' | 'duty'>,
  picks: readonly CareerQuizPick[],
  typeName: (letter: Letter) => string,
  opts: { viewer: Viewer; flat: boolean },
): { main: string; also: string | null; duty: string | null } {
  const code = [...new Set(job.holland_code.split(''))] as Letter[];
  const choices = pickedChoices(intl, code, picks, typeName);
  const own = opts.viewer === 'own';
  let main: string;
  if (choices.length === 0) {
    main = intl.formatMessage(opts.flat ? m.whyLow : m.whyPattern, { types: typeName(code[0]!) });
  } else {
    const rated = intl.formatList(
      code.map((t) => intl.formatMessage(m.whyRated, { type: typeName(t), rating: job.riasec[t] })),
      { type: 'conjunction' },
    );
    const values = { job: job.name, types: rated, choices: choices.map((c) => c.text).join('; ') };
    main = opts.flat
      ? intl.formatMessage(own ? m.whyFlat : m.whyFlatThem, values)
      : intl.formatMessage(own ? m.whyYou : m.whyThem, values);
  }
  const missing = code.filter((t) => !picks.some((p) => p.type === t));
  const also =
    choices.length && missing.length
      ? intl.formatMessage(own ? m.whyAlso : m.whyAlsoThem, {
          types: intl.formatList(
            missing.map((t) => typeName(t)),
            { type: 'conjunction' },
          ),
        })
      : null;
  return { main, also, duty: job.duty ? intl.formatMessage(m.whyDuty, { duty: inSentence(job.duty) }) : null };
}

/**
 * For each of the types, the activities of that type the user picked — "fixing engines, building
 * things (Realistic)" — so no activity is credited to a type it is not; types never picked are left out.
 */
function pickedChoices(
  intl: IntlShape,
  types: readonly Letter[],
  picks: readonly CareerQuizPick[],
  typeName: (letter: Letter) => string,
) {
  return types.flatMap((type) => {
    const labels = [...new Set(picks.filter((p) => p.type === type).map((p) => inSentence(p.label)))];
    if (labels.length === 0) return [];
    return [{ type, text: intl.formatMessage(m.whyChoice, { activities: labels.join(', '), type: typeName(type) }) }];
  });
}

/** The print's one line above the jobs (decision 085): what the user picked of their named types. */
export function whyPrintLine(
  intl: IntlShape,
  leading: readonly Letter[],
  picks: readonly CareerQuizPick[],
  typeName: (letter: Letter) => string,
  viewer: Viewer,
): string | null {
  const choices = pickedChoices(intl, leading, picks, typeName);
  if (choices.length === 0) return null;
  return intl.formatMessage(viewer === 'own' ? m.whyPrint : m.whyPrintThem, {
    choices: choices.map((c) => c.text).join('; '),
  });
}
