import { useIntl } from 'react-intl';
import { Spinner, useLocale } from 'shared-kit';
import { useDirectoryFirst } from './api/get-directory';
import { DirectoryLead } from './directory-lead';
import { directoryMessages as m } from './directory-messages';
import { DirectoryUpdates } from './directory-updates';
import './directory-page.css';

/**
 * The directory's first view on the server (decision 351): the page's heading and WhatsApp prompt,
 * and the list's lead ("N jobs in M industries") from the counts the page embeds (395), with the list's
 * loading state under it. The rows stay the app's: at 10,000 jobs the HTML would carry them all.
 * The browser never loads this file; the app's page (directory-page.tsx) renders the same words.
 */
export function DirectoryFirstView() {
  const intl = useIntl();
  const directory = useDirectoryFirst(useLocale());
  return (
    <div className="jobs-directory">
      <h1>{intl.formatMessage(m.title)}</h1>
      <DirectoryUpdates />
      {directory.data ? <DirectoryLead groups={directory.data} /> : null}
      <Spinner />
    </div>
  );
}
