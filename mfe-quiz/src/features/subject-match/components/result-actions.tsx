import type { SubjectMatchResult } from 'api/contract';
import { CompareTrayBar, JobActions } from 'shared-kit/job-actions';

/**
 * A result's own actions: Save and Add to compare (shared-kit/job-actions, decision 130), the
 * same buttons as the directory's rows and the job guide's header.
 */
export function ResultActions({ job }: { readonly job: SubjectMatchResult }) {
  return <JobActions job={job} size="row" />;
}

/** The compare tray, once under the results (decision 267): the way to the comparison from here. */
export function ResultsCompareTray() {
  return <CompareTrayBar />;
}
