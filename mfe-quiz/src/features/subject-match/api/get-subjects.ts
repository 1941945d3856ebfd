import type { Data, Subject } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/subjects: the SPM subjects, in content order. */
export async function getSubjects(signal?: AbortSignal): Promise<Subject[]> {
  return (await apiGet<Data<Subject[]>>('/subjects', { signal })).data.data;
}

/** The picker's own data: a busy server shows the 504 page (decision 042). */
export const subjectsQuery = () =>
  queryOptions({
    queryKey: ['subjects'],
    queryFn: ({ signal }) => getSubjects(signal),
    meta: { primary: true },
  });

export const useSubjects = () => useQuery(subjectsQuery());
