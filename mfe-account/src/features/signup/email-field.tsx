import { useIntl } from 'react-intl';
import { TextField } from 'shared-kit';
import { signupMessages as m } from './signup-messages';
import type { Field } from './use-field';

/** The email input every view of the dialog starts with (first field, so it takes the focus). */
export function EmailField({ field }: { readonly field: Field }) {
  const intl = useIntl();
  return (
    <TextField
      data-autofocus
      label={intl.formatMessage(m.emailLabel)}
      type="email"
      name="email"
      autoComplete="email"
      value={field.value}
      onChange={(e) => field.setValue(e.target.value)}
      onBlur={field.onBlur}
      error={field.error ? intl.formatMessage(field.error) : null}
    />
  );
}
