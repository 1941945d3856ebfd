import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, errorOf, useLocale, validateEmail } from 'shared-kit';
import { forgotPassword } from './api/forgot-password';
import { siteUrl } from '../../shared/page';
import { EmailField } from './email-field';
import { signupMessages as m } from './signup-messages';
import { useCountdown } from './use-countdown';
import { useField } from '../../shared/use-field';

/** The send button stays disabled this long after a link was sent (spec §9: 60000 ms). */
export const RESET_LOCK_SECONDS = 60;

/** Ask for a password reset link (spec §2, §4, §8). */
export function ForgotPasswordView({ initialEmail = '' }: { readonly initialEmail?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const email = useField(validateEmail, { initial: initialEmail });
  const [locked, lock] = useCountdown(RESET_LOCK_SECONDS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.check() || busy || locked > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      await forgotPassword({ email: email.value.trim(), redirect_url: siteUrl(locale), lang: locale });
      setSent(true);
      lock();
    } catch (error) {
      const { code, message } = errorOf(error);
      setFailure(
        code === 'USER_NOT_FOUND' || message?.includes('does not exist')
          ? intl.formatMessage(m.noSuchUser)
          : code === 'TOO_FREQUENT' || message?.includes('frequent')
            ? intl.formatMessage(m.tooFrequent)
            : (message ?? intl.formatMessage(m.genericError)),
      );
    }
    setBusy(false);
  };

  return (
    <form className="account-signup__form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="account-signup__lead">{intl.formatMessage(m.forgotTitle)}</p>
      <p>{intl.formatMessage(m.forgotIntro)}</p>
      <EmailField field={email} />
      {failure ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {sent ? (
        <p className="ck-notice ck-notice--success" role="status">
          {intl.formatMessage(m.resetSent)}
        </p>
      ) : null}
      <Button type="submit" busy={busy} disabled={locked > 0}>
        {intl.formatMessage(m.sendReset)}
      </Button>
    </form>
  );
}
