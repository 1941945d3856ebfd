import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = 32 }: { readonly label?: string; readonly size?: number }) {
  const intl = useIntl();
  return (
    <span className="ck-spinner" role="status" style={{ width: size, height: size }}>
      <span className="ck-visually-hidden">{label ?? intl.formatMessage(kitMessages.loading)}</span>
    </span>
  );
}
