import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, errorOf, useLocale, validateEmail, validatePassword } from 'shared-kit';
import { register } from './api/register';
import { Consent } from './consent';
import { siteUrl } from '../../shared/page';
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
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = [email.check(), password.check()].every(Boolean);
    if (!valid || busy) return;
    setBusy(true);
    setFailure(null);
    const address = email.value.trim();
    try {
      const res = await register({
        email: address,
        password: password.value,
        redirect_url: siteUrl(locale),
        lang: locale,
      });
      if (res.message?.includes('Verification')) {
        onRegistered(address);
        return;
      }
      setFailure(res.message ?? null);
    } catch (error) {
      const { code, message } = errorOf(error);
      setFailure(
        code === 'EMAIL_EXISTS' || message?.includes('existing')
          ? intl.formatMessage(m.existing)
          : (message ?? intl.formatMessage(m.genericError)),
      );
    }
    setBusy(false);
  };

  return (
    <form className="account-signup__form" noValidate onSubmit={(e) => void submit(e)}>
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
      <Button type="submit" busy={busy}>
        {intl.formatMessage(m.signUp)}
      </Button>
    </form>
  );
}
