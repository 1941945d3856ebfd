import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from 'shared-kit';
import type { Field } from './use-field';

export interface FieldInputProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error'> {
  readonly field: Field;
}

/** A TextField bound to a validated field: its value, blur check and localized error text. */
export function FieldInput({ field, ...rest }: FieldInputProps) {
  const intl = useIntl();
  return (
    <TextField
      {...rest}
      value={field.value}
      onChange={(e) => field.setValue(e.target.value)}
      onBlur={field.onBlur}
      error={field.error ? intl.formatMessage(field.error) : null}
    />
  );
}
