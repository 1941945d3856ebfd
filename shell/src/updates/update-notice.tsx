import { useIntl } from 'react-intl';
import { Notification } from 'shared-kit';
import { shellMessages as m } from '../chrome/shell-messages';
import { setUpdateAvailable, useUpdateAvailable } from './update-available';

/** The polite bottom notice offering a reload when a newer build is out (spec §4, §9). */
export function UpdateNotice({ reload = () => window.location.reload() }: { readonly reload?: () => void }) {
  const intl = useIntl();
  const available = useUpdateAvailable();
  return (
    <Notification
      message={available ? intl.formatMessage(m.updateAvailable) : null}
      action={{ label: intl.formatMessage(m.updateReload), onClick: reload }}
      onDismiss={() => setUpdateAvailable(false)}
    />
  );
}
