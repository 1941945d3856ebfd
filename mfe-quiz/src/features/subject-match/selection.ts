/**
 * The subject match's state lives in the URL (so a result can be shared with a teacher and
 * survives a reload): `?subjects=BIO,CHEM` is the choice, `&view=jobs` shows the ranked jobs.
 * Other parameters (origin=hamburger…) are kept as they are.
 */

/** The API takes 1 to 15 distinct codes (content/subject-match.md §1). */
export const MAX_SUBJECTS = 15;

export type SubjectMatchView = 'choose' | 'jobs';

export interface Selection {
  readonly subjects: readonly string[];
  readonly view: SubjectMatchView;
}

/** Reads the choice from a query string: codes upper-cased, de-duplicated, at most 15. */
export function readSelection(search: string): Selection {
  const params = new URLSearchParams(search);
  const codes = (params.get('subjects') ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z0-9_]+$/.test(c));
  const subjects = [...new Set(codes)].slice(0, MAX_SUBJECTS);
  return { subjects, view: params.get('view') === 'jobs' && subjects.length > 0 ? 'jobs' : 'choose' };
}

/** The same path with the choice written into its query string (commas kept readable). */
export function selectionHref(pathname: string, search: string, next: Selection): string {
  const params = new URLSearchParams(search);
  params.delete('subjects');
  params.delete('view');
  const rest = params.toString();
  const own = [
    next.subjects.length > 0 ? `subjects=${next.subjects.map(encodeURIComponent).join(',')}` : '',
    next.view === 'jobs' ? 'view=jobs' : '',
  ].filter(Boolean);
  const query = [rest, ...own].filter(Boolean).join('&');
  return query ? `${pathname}?${query}` : pathname;
}
