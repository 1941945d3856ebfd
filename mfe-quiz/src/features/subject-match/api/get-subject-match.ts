import type { Locale, SubjectMatchResponse } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, skipToken, useQuery } from 'shared-kit/query';

/** How many ranked jobs the page shows. */
export const RESULTS_LIMIT = 20;

/** GET {apiBase}{version}/subject-match?subjects&limit&lang: jobs ranked by the chosen subjects. */
export async function getSubjectMatch(
  subjects: readonly string[],
  locale: Locale,
  signal?: AbortSignal,
): Promise<SubjectMatchResponse> {
  const params = { subjects: subjects.join(','), limit: RESULTS_LIMIT, lang: locale };
  return (await apiGet<SubjectMatchResponse>('/subject-match', { params, signal })).data;
}

/** The results' own data (primary). The order does not depend on the language (§1 of the rule). */
export const subjectMatchQuery = (subjects: readonly string[], locale: Locale) =>
  queryOptions({
    queryKey: ['subject-match', [...subjects].sort().join(','), locale],
    queryFn: subjects.length > 0 ? ({ signal }) => getSubjectMatch(subjects, locale, signal) : skipToken,
    meta: { primary: true },
  });

export const useSubjectMatch = (subjects: readonly string[], locale: Locale) =>
  useQuery(subjectMatchQuery(subjects, locale));
