import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, kitMessages, useLocale, validateEmail, validatePassword, type ApiError } from 'shared-kit';
import { useRegister } from './api/register';
import { Consent } from './consent';
import { returnUrl } from '../../shared/page';
import { EmailField } from './email-field';
import { signupMessages as m } from './signup-messages';
import { FieldInput } from '../../shared/field-input';
import { useField } from '../../shared/use-field';

const signupPassword = validatePassword({ minLength: true });

export interface EmailSignupViewProps {
  readonly initialEmail?: string;
  /** The account was created and its verification email sent: show the verify-email view. */
  readonly onRegistered: (email: string) => void;
}

/** Sign up with email and password (spec §4, §5, §8). */
export function EmailSignupView({ initialEmail = '', onRegistered }: EmailSignupViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const email = useField(validateEmail, { initial: initialEmail });
  const password = useField(signupPassword, { live: true });
  const registration = useRegister();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valid = [email.check(), password.check()].every(Boolean);
    if (!valid || registration.isPending) return;
    const address = email.value.trim();
    registration.mutate(
      { email: address, password: password.value, redirect_url: returnUrl(), lang: locale },
      {
        onSuccess: (res) => {
          if (res.message.includes('Verification')) onRegistered(address);
        },
      },
    );
  };

  // Spec §8: "existing" gets the hedge; any other message is shown as is.
  const failedText = (error: ApiError) =>
    error.code === 'EMAIL_EXISTS' || error.serverMessage?.includes('existing')
      ? intl.formatMessage(m.existing)
      : error.code === 'PASSWORD_TOO_COMMON'
        ? intl.formatMessage(kitMessages.passwordTooCommon)
        : (error.serverMessage ?? intl.formatMessage(m.genericError));
  const failure = registration.isError
    ? failedText(registration.error)
    : registration.isSuccess && !registration.data.message.includes('Verification')
      ? registration.data.message
      : null;

  return (
    <form className="account-signup__form" noValidate onSubmit={submit}>
      <p className="account-signup__lead">{intl.formatMessage(m.emailTitle)}</p>
      <EmailField field={email} />
      <FieldInput
        field={password}
        label={intl.formatMessage(m.passwordLabel)}
        type="password"
        name="password"
        autoComplete="new-password"
        revealable
        hint={intl.formatMessage(m.passwordHint)}
      />
      {failure ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <Consent />
      <Button type="submit" busy={registration.isPending}>
        {intl.formatMessage(m.signUp)}
      </Button>
    </form>
  );
}
