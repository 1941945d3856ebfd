import type { DirectoryGroup } from 'api/contract';
import { useIntl } from 'react-intl';
import { directoryMessages as m } from './directory-messages';

/** "N jobs in M industries. Pick one…": the directory's lead, over the list and in its first view. */
export function DirectoryLead({ groups }: { groups: readonly DirectoryGroup[] }) {
  const intl = useIntl();
  const count = groups.reduce((n, g) => n + g.jobs.length, 0);
  return <p className="jobs-directory__lead">{intl.formatMessage(m.lead, { count, industries: groups.length })}</p>;
}
