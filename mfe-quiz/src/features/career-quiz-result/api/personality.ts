import { queryOptions, useQuery } from 'shared-kit/query';
import { getPersonalityPair, getPersonalityTypes } from './result-calls';

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
