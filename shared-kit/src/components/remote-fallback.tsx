import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';
import { Button } from './button';
import { Ola } from './ola';

/** Shown in a slot whose remote failed to load; the rest of the page keeps working. */
export function RemoteFallback({ onRetry, busy }: { readonly onRetry: () => void; readonly busy?: boolean }) {
  const intl = useIntl();
  return (
    <section className="ck-remote-fallback" role="alert" aria-live="assertive">
      <Ola mood="confused" size={96} />
      <h1>{intl.formatMessage(kitMessages.remoteFailedTitle)}</h1>
      <p>{intl.formatMessage(kitMessages.remoteFailedBody)}</p>
      <Button onClick={onRetry} busy={busy}>
        {intl.formatMessage(kitMessages.retry)}
      </Button>
    </section>
  );
}
