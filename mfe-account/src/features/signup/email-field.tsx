import { useIntl } from 'react-intl';
import { FieldInput } from '../../shared/field-input';
import { signupMessages as m } from './signup-messages';
import type { Field } from '../../shared/use-field';

/** The email input every view of the dialog starts with (first field, so it takes the focus). */
export function EmailField({ field }: { readonly field: Field }) {
  const intl = useIntl();
  return (
    <FieldInput
      data-autofocus
      field={field}
      label={intl.formatMessage(m.emailLabel)}
      type="email"
      name="email"
      autoComplete="email"
    />
  );
}
