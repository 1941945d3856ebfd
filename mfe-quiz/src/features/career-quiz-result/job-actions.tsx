import type { CareerQuizJobMatch } from 'api/contract';
import { CompareTrayBar, JobActions as SharedJobActions } from 'shared-kit/job-actions';

/**
 * Save and Add to compare for one recommended job (shared-kit/job-actions, decision 130): a
 * visitor's Save opens the sign-up dialog with the job context, Compare fills the tray of three.
 */
export function JobActions({ job }: { job: CareerQuizJobMatch }): React.ReactNode {
  return <SharedJobActions job={{ id: job.id, ...job.ref }} size="row" />;
}

/** The compare tray, once under the jobs (decision 267): the way to the comparison from the result. */
export function CompareTray(): React.ReactNode {
  return <CompareTrayBar />;
}
