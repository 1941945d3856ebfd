import type { DirectoryGroup } from 'api/contract';
import { useIntl } from 'react-intl';
import { directoryTotals } from './api/get-directory';
import { directoryMessages as m } from './directory-messages';

/** "N jobs in M industries. Pick one…": the directory's lead, over the list and in its first view. */
export function DirectoryLead({ groups }: { groups: readonly DirectoryGroup[] }) {
  const intl = useIntl();
  // From the counts: a first page (decision 395) has every industry's whole count.
  const { jobs, industries } = directoryTotals(groups);
  return <p className="jobs-directory__lead">{intl.formatMessage(m.lead, { count: jobs, industries })}</p>;
}
