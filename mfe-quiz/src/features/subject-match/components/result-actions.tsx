import type { SubjectMatchResult } from 'api/contract';

/**
 * The slot for a result's own actions: Save and Add-to-compare, which the jobs-and-account work
 * is building in shared-kit. Render them here (they take the job's id and slug) once they exist;
 * until then a result has no actions, rather than buttons of our own that would drift.
 */
export function ResultActions(_props: { readonly job: SubjectMatchResult }) {
  return null;
}
