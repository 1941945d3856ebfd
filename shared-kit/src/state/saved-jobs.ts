import { atomWithCookie } from './stored-atom';

/** How many jobs the visitor has saved (cookie `savedBookmarksCount`, spec §3). */
export const savedBookmarksCountAtom = atomWithCookie('savedBookmarksCount');
