import type { Data, DirectoryGroup, Locale } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/directory?lang: every job, grouped by industry. */
export async function getDirectory(locale: Locale, signal?: AbortSignal): Promise<DirectoryGroup[]> {
  return (await apiGet<Data<DirectoryGroup[]>>('/directory', { params: { lang: locale }, signal })).data.data;
}

/** The directory page's own data: a busy server shows the 504 page (decision 042). */
export const directoryQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['directory', locale],
    queryFn: ({ signal }) => getDirectory(locale, signal),
    meta: { primary: true },
  });

export const useDirectory = (locale: Locale) => useQuery(directoryQuery(locale));
