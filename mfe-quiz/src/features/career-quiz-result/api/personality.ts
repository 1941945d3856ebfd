import type { Data, PersonalityResult, PersonalityType } from 'api/contract';
import { apiGet } from 'shared-kit';
import { queryOptions, useQuery } from 'shared-kit/query';

/** GET {apiBase}{version}/personality-types: the six types' texts, both languages. */
export async function getPersonalityTypes(signal?: AbortSignal): Promise<PersonalityType[]> {
  return (await apiGet<Data<PersonalityType[]>>('/personality-types', { signal })).data.data;
}

/** GET {apiBase}{version}/personality-types/:code: the pair text of a two-letter code. */
export async function getPersonalityPair(code: string, signal?: AbortSignal): Promise<PersonalityResult['pair']> {
  return (await apiGet<Data<PersonalityResult>>(`/personality-types/${code}`, { signal })).data.data.pair;
}

/** Texts fail in place: the result still shows its hexagon and jobs without them. */
export const personalityTypesQuery = () =>
  queryOptions({ queryKey: ['personality-types'], queryFn: ({ signal }) => getPersonalityTypes(signal) });

export const personalityPairQuery = (code: string | null) =>
  queryOptions({
    queryKey: ['personality-pair', code],
    queryFn: ({ signal }) => getPersonalityPair(code!, signal),
    enabled: code !== null && code.length === 2,
  });

export const usePersonalityTypes = () => useQuery(personalityTypesQuery());
export const usePersonalityPair = (code: string | null) => useQuery(personalityPairQuery(code));
