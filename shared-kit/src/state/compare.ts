import { atom } from 'jotai';
import { getLocal } from 'shared-kit';
import { atomWithLocalStorage } from './stored-atom';

/** Jobs a visitor may compare at once (spec §6, §9). */
export const COMPARE_LIMIT = 3;

/** What adding a job to the compare tray did. */
export type CompareAddResult =
  | { readonly ok: true; readonly slugs: readonly string[] }
  | { readonly ok: false; readonly reason: 'full' | 'already-added'; readonly slugs: readonly string[] };

/** The job slugs in the compare tray, in the order they were added (localStorage `compareJobs`). */
export const compareTrayAtom = atomWithLocalStorage('compareJobs');

/** Adds a job; refuses a fourth (`full`) or the same job twice (`already-added`). */
export const addToCompareAtom = atom(null, (_get, set, slug: string): CompareAddResult => {
  const slugs = getLocal('compareJobs');
  if (slugs.includes(slug)) return { ok: false, reason: 'already-added', slugs };
  if (slugs.length >= COMPARE_LIMIT) return { ok: false, reason: 'full', slugs };
  const next = [...slugs, slug];
  set(compareTrayAtom, next);
  return { ok: true, slugs: next };
});

export const removeFromCompareAtom = atom(null, (_get, set, slug: string) => {
  set(compareTrayAtom, (slugs) => slugs.filter((s) => s !== slug));
});
