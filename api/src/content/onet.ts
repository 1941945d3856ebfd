import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RIASEC_TYPES, type JobContent, type RiasecType } from './schemas.js';

/**
 * O*NET's interest data vendored in content/onet/ (Interests.txt, Occupation Data.txt; see
 * content/onet/README.md), and the rule that turns it into a job's six ratings and Holland
 * code. scripts/onet-riasec.mjs writes the job files by the same rule; this independent copy is
 * what the content check holds them to, so a hand edit (or a script bug) shows as drift.
 */

export const ONET_DIR = 'onet';

export interface OnetInterests {
  /** OI values in hundredths (O*NET publishes two decimals), per type. */
  oi: Record<RiasecType, number>;
  /** O*NET's Interest High-Points, first to third (0 = none left out). */
  highPoints: RiasecType[];
}

export interface OnetData {
  interests: Map<string, OnetInterests>;
  titles: Map<string, string>;
}

const NAMES: Record<string, RiasecType> = {
  Realistic: 'R',
  Investigative: 'I',
  Artistic: 'A',
  Social: 'S',
  Enterprising: 'E',
  Conventional: 'C',
};

function rows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.length > 0)
    .map((l) => l.split('\t'));
}

/** Reads content/onet/; null when the folder is missing (a fixture catalogue). */
export function loadOnet(contentDir: string): OnetData | null {
  let interestsText: string;
  let occupationsText: string;
  try {
    interestsText = readFileSync(join(contentDir, ONET_DIR, 'Interests.txt'), 'utf8');
    occupationsText = readFileSync(join(contentDir, ONET_DIR, 'Occupation Data.txt'), 'utf8');
  } catch {
    return null;
  }
  const interests = new Map<string, { oi: Partial<Record<RiasecType, number>>; hp: (RiasecType | null)[] }>();
  for (const [code, , element, scale, value] of rows(interestsText)) {
    const entry = interests.get(code!) ?? { oi: {}, hp: [null, null, null] };
    interests.set(code!, entry);
    if (scale === 'OI') entry.oi[NAMES[element!]!] = Math.round(Number(value) * 100);
    else if (scale === 'IH') {
      const slot = ['First', 'Second', 'Third'].indexOf(element!.split(' ')[0]!);
      const n = Math.round(Number(value));
      entry.hp[slot] = n >= 1 && n <= 6 ? RIASEC_TYPES[n - 1]! : null;
    }
  }
  return {
    interests: new Map(
      [...interests].map(([code, e]) => [
        code,
        { oi: e.oi as Record<RiasecType, number>, highPoints: e.hp.filter((t): t is RiasecType => t !== null) },
      ]),
    ),
    titles: new Map(rows(occupationsText).map(([code, title]) => [code!, title!])),
  };
}

/**
 * Rating = OI rounded to the nearest whole number, halves up. Order = unrounded OI, highest
 * first; exact ties by O*NET's high-point order, then R I A S E C. Code = first two types, plus
 * the third when it is rated 4 or more.
 */
export function deriveRiasec(data: OnetInterests): Pick<JobContent, 'riasec' | 'holland_code'> {
  const rank = (t: RiasecType) => {
    const i = data.highPoints.indexOf(t);
    return i === -1 ? 3 + RIASEC_TYPES.indexOf(t) : i;
  };
  const order = [...RIASEC_TYPES].sort((a, b) => data.oi[b] - data.oi[a] || rank(a) - rank(b));
  const riasec = Object.fromEntries(
    RIASEC_TYPES.map((t) => [t, Math.floor((data.oi[t] + 50) / 100)]),
  ) as JobContent['riasec'];
  return { riasec, holland_code: order.slice(0, riasec[order[2]!] >= 4 ? 3 : 2).join('') };
}
