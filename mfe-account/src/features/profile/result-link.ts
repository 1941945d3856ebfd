import type { Lead } from 'api/contract';

/**
 * The query that opens a saved result again on the personality result page: `picks`, the seven
 * picked activity keys in question order joined by "-" — the result page's own share-link form
 * (decision 085), which it re-scores through GET career-quiz/result. A lead keeps its selections
 * in question order, so the link shows the same result, why-texts included. `saved=1` asks the
 * result page to show it as the user's own once it has checked it is one of the account's results
 * (decision 267); the page's own share link never carries it.
 */
export function resultQuery(lead: Pick<Lead, 'selections'>): Record<string, string> {
  return { picks: lead.selections.map((s) => s.label).join('-'), saved: '1' };
}
