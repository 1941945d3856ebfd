import type { Lead } from 'api/contract';

/** The six interest types, in the order spec §1 lists them. */
export const TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;

/** How many of the seven selections chose each type: the result's scores. */
export function scoresOf(lead: Pick<Lead, 'selections'>): Record<(typeof TYPES)[number], number> {
  const scores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (const s of lead.selections) if (s.value in scores) scores[s.value as keyof typeof scores] += 1;
  return scores;
}

/**
 * The query that opens a result again on the personality result page (decision 133):
 * `code` (e.g. SA) and one count per type (`R=0&I=1&A=2&S=3&E=0&C=1`), the share-link form.
 */
export function resultQuery(lead: Pick<Lead, 'selections' | 'result_code'>): Record<string, string> {
  const scores = scoresOf(lead);
  return { code: lead.result_code, ...Object.fromEntries(TYPES.map((t) => [t, String(scores[t])])) };
}
