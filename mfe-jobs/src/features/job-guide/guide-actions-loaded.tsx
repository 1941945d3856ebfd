import type { JobDetail } from 'api/contract';
import { useIntl } from 'react-intl';
import { CompareTrayBar, JobActions, jobActionMessages, useGuideRead } from 'shared-kit/job-actions';

/** Asks whether the guide was read before (and records this read), then Save and Compare. */
function ReadBefore({ jobId }: { readonly jobId: number }) {
  const intl = useIntl();
  const { hasRead } = useGuideRead(jobId);
  if (!hasRead) return null;
  return (
    <p className="jobs-guide__read">
      <span aria-hidden="true">✓ </span>
      {intl.formatMessage(jobActionMessages.readBefore)}
    </p>
  );
}

export default function GuideActionsLoaded({
  job,
  countsAsRead,
}: {
  readonly job: JobDetail;
  readonly countsAsRead: boolean;
}) {
  return (
    <>
      {countsAsRead ? <ReadBefore jobId={job.id} /> : null}
      <JobActions job={job} />
      <CompareTrayBar />
    </>
  );
}
