import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { kitMessages } from '../i18n/kit-messages';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: ReactNode;
  /** The error text shown under the field; the field is marked invalid while it is set. */
  readonly error?: string | null;
  readonly hint?: ReactNode;
  /** For password fields: a button that toggles the password visible. */
  readonly revealable?: boolean;
}

/** A labelled text input with its hint and error text wired for assistive tech. */
export function TextField({ label, error, hint, revealable, type = 'text', className, ...rest }: TextFieldProps) {
  const id = useId();
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ck-field', error ? 'ck-field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="ck-field__label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p className="ck-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <div className="ck-field__control">
        <input
          id={id}
          className="ck-field__input"
          type={revealable && visible ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            className="ck-field__reveal"
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            {intl.formatMessage(visible ? kitMessages.hidePassword : kitMessages.showPassword)}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="ck-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
