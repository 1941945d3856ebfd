import { atom } from 'jotai';
import { getLocal } from 'shared-kit';
import { compareAdd, type CompareAddResult } from './compare-rule';
import { atomWithLocalStorage } from './stored-atom';

export { COMPARE_LIMIT, compareAdd, type CompareAddResult } from './compare-rule';

/** The job slugs in the compare tray, in the order they were added (localStorage `compareJobs`). */
export const compareTrayAtom = atomWithLocalStorage('compareJobs');

/** Adds a job; refuses a fourth (`full`) or the same job twice (`already-added`). */
export const addToCompareAtom = atom(null, (_get, set, slug: string): CompareAddResult => {
  const result = compareAdd(getLocal('compareJobs'), slug);
  if (result.ok) set(compareTrayAtom, [...result.slugs]);
  return result;
});

export const removeFromCompareAtom = atom(null, (_get, set, slug: string) => {
  set(compareTrayAtom, (slugs) => slugs.filter((s) => s !== slug));
});
