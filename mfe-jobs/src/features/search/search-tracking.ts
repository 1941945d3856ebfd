import { useEffect } from 'react';
import { track } from 'shared-kit';
import type { SearchState } from './use-job-search';

/** A search counts once typing has stopped this long on its results (not every keystroke). */
export const SEARCH_SETTLED_MS = 2000;
/** The term itself goes along only when the search found this many jobs or fewer (issue 25). */
export const FEW_RESULTS = 3;

/**
 * Tells the team view (issue 25) how searches went: the number of jobs found, and for a search
 * that found few or none the term (the analytics client normalises it and keeps no other text).
 */
export function useSearchTracking(term: string, state: SearchState): void {
  const typed = term.trim();
  const results = state.kind === 'list' ? state.jobs.length : state.kind === 'none' ? 0 : null;
  useEffect(() => {
    if (results === null || !typed) return;
    const timer = setTimeout(
      () => void track('Job Search', results <= FEW_RESULTS ? { results, term: typed } : { results }),
      SEARCH_SETTLED_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, results]);
}
