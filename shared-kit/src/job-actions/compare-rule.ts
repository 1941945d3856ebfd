/**
 * The compare tray's rule: the job action buttons and the after-login sync (mfe-account) refuse
 * the same way.
 */

/** Jobs a visitor may compare at once (spec §6, §9). */
export const COMPARE_LIMIT = 3;

/** What adding a job to the compare tray did. */
export type CompareAddResult =
  | { readonly ok: true; readonly slugs: readonly string[] }
  | { readonly ok: false; readonly reason: 'full' | 'already-added'; readonly slugs: readonly string[] };

/** The tray after adding `slug`: a fourth job (`full`) or the same job twice (`already-added`) is refused. */
export function compareAdd(slugs: readonly string[], slug: string): CompareAddResult {
  if (slugs.includes(slug)) return { ok: false, reason: 'already-added', slugs };
  if (slugs.length >= COMPARE_LIMIT) return { ok: false, reason: 'full', slugs };
  return { ok: true, slugs: [...slugs, slug] };
}
