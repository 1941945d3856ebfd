import type { Data, DirectoryGroup, Locale } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';
import { DIRECTORY_FIRST_PAGE } from './first-page';

export { DIRECTORY_FIRST_PAGE };

/**
 * GET {apiBase}{version}/directory?lang[&limit]: every industry with its job counts, and its jobs
 * sorted by name — all of them, or only those among the first `limit` of the whole list.
 */
export async function getDirectory(locale: Locale, limit?: number, signal?: AbortSignal): Promise<DirectoryGroup[]> {
  const params = limit === undefined ? { lang: locale } : { lang: locale, limit };
  return (await apiGet<Data<DirectoryGroup[]>>('/directory', { params, signal })).data.data;
}

/**
 * The page's first data (its declaration's `firstData`, embedded in the HTML): the first page and
 * every industry's counts. The page's own data: a busy server shows the 504 page (decision 042).
 */
export const directoryFirstQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['directory', locale, 'first'],
    queryFn: ({ signal }) => getDirectory(locale, DIRECTORY_FIRST_PAGE, signal),
    meta: { primary: true },
  });

/**
 * Every job, asked for when the list needs more than its first page (a filter, the end of the page
 * near the screen, "Show all"). Not the page's own data: the first page is already there, so a
 * failure says so under it with a retry instead of the 504 page.
 */
export const directoryQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['directory', locale],
    queryFn: ({ signal }) => getDirectory(locale, undefined, signal),
  });

export const useDirectoryFirst = (locale: Locale) => useQuery(directoryFirstQuery(locale));
export const useDirectory = (locale: Locale, enabled = true) => useQuery({ ...directoryQuery(locale), enabled });

/** The lead line's figures, from the counts (a first page has them whole). */
export function directoryTotals(groups: readonly DirectoryGroup[]): { jobs: number; industries: number } {
  return { jobs: groups.reduce((n, g) => n + g.count, 0), industries: groups.filter((g) => g.count > 0).length };
}

/** Whether an answer holds every job (the whole list, or a first page of a small catalogue). */
export const isComplete = (groups: readonly DirectoryGroup[]) => groups.every((g) => g.jobs.length === g.count);
