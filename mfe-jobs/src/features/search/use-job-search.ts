import { useEffect, useMemo, useState } from 'react';
import type { JobListItem, Locale } from 'api/contract';
import { useJobSearchIndex } from './api/search-index';
import { useSearchJobs } from './api/search-jobs';

/** Debounce before a search is sent (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;

export type SearchState =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'list'; jobs: JobListItem[] } | { kind: 'none' };

/** `value`, once it has stopped changing for `ms`; an empty value at once. */
function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === '') {
      setSettled('');
      return;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return value === '' ? '' : settled;
}

/**
 * What the search bar shows for a typed term: nothing for an empty term; after 300 ms without
 * typing, loading, then the matching jobs or the no-results state. A failed job list is the
 * no-results state too (spec §8). Each term is its own query: a late answer for an older term
 * never replaces the newer one, and leaving a term cancels its request.
 *
 * Once `indexWanted` (the box has been focused), the search index loads; when it is there, the
 * browser ranks with the API's own module and no request goes out (decision 175). Until then, or
 * if it fails to load, the API answers as before.
 */
export function useJobSearch(term: string, locale: Locale, indexWanted = false): SearchState {
  const settled = useDebounced(term.trim(), SEARCH_DEBOUNCE_MS);
  const index = useJobSearchIndex(indexWanted).data;
  // Rank the term while the debounce still runs (once typing pauses for a third of it), so that
  // when it ends the results only need rendering: a cold typo search is tens of ms on a slow phone.
  const typed = term.trim();
  useEffect(() => {
    if (!index || !typed) return;
    const timer = setTimeout(() => index.search(typed, locale), SEARCH_DEBOUNCE_MS / 3);
    return () => clearTimeout(timer);
  }, [index, typed, locale]);
  const local = useMemo(() => (index && settled ? index.search(settled, locale) : null), [index, settled, locale]);
  const query = useSearchJobs(local ? '' : settled, locale);
  const failed = query.isError;
  useEffect(() => {
    if (failed) console.warn('Job search failed', query.error?.status ?? 'no answer');
  }, [failed, query.error]);
  if (!settled) return { kind: 'idle' };
  if (local) return local.length === 0 ? { kind: 'none' } : { kind: 'list', jobs: local };
  if (query.isPending) return { kind: 'loading' };
  if (query.isError || query.data.length === 0) return { kind: 'none' };
  return { kind: 'list', jobs: query.data };
}
