import type { AffinityQuestion, GenerateAffinityResponse } from 'api/contract';
import { apiGet } from 'shared-kit';

/**
 * GET {base}/data/generate-affinity (own server route, unversioned): a fresh random quiz, seven
 * questions of six pictures, one per RIASEC type. Not cached by a query: every call is a new quiz,
 * and the quiz's store is `affinitySelections` (decision 080). Rejects with an `ApiError`; the
 * start page offers "Try again" in place.
 */
export async function generateAffinity(signal?: AbortSignal): Promise<AffinityQuestion[]> {
  return (await apiGet<GenerateAffinityResponse>('/data/generate-affinity', { versioned: false, signal })).data.data;
}
