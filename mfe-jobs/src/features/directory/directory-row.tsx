import type { DirectoryGroup } from 'api/contract';
import { useIntl } from 'react-intl';
import { JobActions, ReadMark } from 'shared-kit/job-actions';
import { JobRow } from '../../shared/job-list';
import { directoryMessages as m } from './directory-messages';

/** One job of the directory: its guide's link, the "read" mark, Save and Compare. */
export function DirectoryRow({ job }: { job: DirectoryGroup['jobs'][number] }) {
  const intl = useIntl();
  return (
    <JobRow
      job={job}
      comingSoon={intl.formatMessage(m.comingSoon)}
      extra={
        <>
          <ReadMark jobId={job.id} />
          <JobActions job={job} size="row" />
        </>
      }
    />
  );
}
