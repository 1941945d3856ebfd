import type { SubjectMatchRoute } from 'api/contract';

export interface RouteChip {
  readonly type: SubjectMatchRoute['type'];
  /** How many of the job's routes are of this kind (alternatives, such as two degree routes). */
  readonly count: number;
  /** The step's duration when the kind appears once; null when unknown or when it appears more often. */
  readonly duration: SubjectMatchRoute['duration'];
}

/**
 * One chip per step kind, in the order the job file first names it: a kind never shows twice
 * (content/subject-match.md §5). A kind listed more than once (two degree routes) is one chip with
 * its count; the full pathway, one link away, tells the routes apart.
 */
export function routeChips(routes: readonly SubjectMatchRoute[]): RouteChip[] {
  const chips = new Map<SubjectMatchRoute['type'], { count: number; duration: SubjectMatchRoute['duration'] }>();
  for (const r of routes) {
    const seen = chips.get(r.type);
    if (seen) chips.set(r.type, { count: seen.count + 1, duration: null });
    else chips.set(r.type, { count: 1, duration: r.duration });
  }
  return [...chips].map(([type, { count, duration }]) => ({ type, count, duration }));
}
