import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, kitMessages, validatePassword, type Rule } from 'shared-kit';
import { useResetPassword } from './api/reset-password';
import { signupMessages as m } from './signup-messages';
import { FieldInput } from '../../shared/field-input';
import { useField } from '../../shared/use-field';

const newPasswordRule = validatePassword({ minLength: true });

export interface ResetPasswordViewProps {
  /** The `reset_token` of the emailed link. */
  readonly token: string;
  /** The password was changed: go on to log in. */
  readonly onDone: () => void;
  /** "Send me a new link": the forgot-password view. */
  readonly onRequestNew: () => void;
}

/** Set a new password from the emailed reset link (`?reset_token=` on the site root). */
export function ResetPasswordView({ token, onDone, onRequestNew }: ResetPasswordViewProps) {
  const intl = useIntl();
  const password = useField(newPasswordRule, { live: true });
  const confirmRule: Rule = (value) =>
    value === '' ? kitMessages.passwordRequired : value !== password.value ? m.passwordMismatch : null;
  const confirm = useField(confirmRule, { live: true });
  const reset = useResetPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valid = [password.check(), confirm.check()].every(Boolean);
    if (!valid || reset.isPending) return;
    reset.mutate({ token, password: password.value }, { onSuccess: () => onDone() });
  };

  const failure = !reset.isError
    ? null
    : reset.error.code === 'RESET_TOKEN_EXPIRED' || reset.error.code === 'RESET_TOKEN_INVALID'
      ? 'expired'
      : reset.error.code === 'PASSWORD_TOO_COMMON'
        ? 'common'
        : 'other';

  return (
    <form className="account-signup__form" noValidate onSubmit={submit}>
      <FieldInput
        field={password}
        data-autofocus
        label={intl.formatMessage(m.newPasswordLabel)}
        hint={intl.formatMessage(m.passwordHint)}
        type="password"
        name="new-password"
        autoComplete="new-password"
        revealable
      />
      <FieldInput
        field={confirm}
        label={intl.formatMessage(m.confirmPasswordLabel)}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        revealable
      />
      {failure === 'expired' ? (
        <div className="account-signup__form">
          <p className="ck-notice ck-notice--error" role="alert">
            {intl.formatMessage(m.resetLinkExpired)}
          </p>
          <Button variant="secondary" onClick={onRequestNew}>
            {intl.formatMessage(m.requestNewLink)}
          </Button>
        </div>
      ) : null}
      {failure === 'common' ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(kitMessages.passwordTooCommon)}
        </p>
      ) : null}
      {failure === 'other' ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(m.genericError)}
        </p>
      ) : null}
      <Button type="submit" busy={reset.isPending}>
        {intl.formatMessage(m.resetSubmit)}
      </Button>
    </form>
  );
}
