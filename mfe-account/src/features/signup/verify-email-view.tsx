import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, errorOf, useLocale } from 'shared-kit';
import { resendVerificationEmail } from './api/resend-verification-email';
import { siteUrl } from '../../shared/page';
import { signupMessages as m } from './signup-messages';
import { useCountdown } from './use-countdown';

/** Seconds during which "Resend" stays disabled (spec §9). */
export const RESEND_SECONDS = 60;

/** After sign-up: check your inbox; resend after a 60-second countdown (spec §4, §8). */
export function VerifyEmailView({ email }: { readonly email: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [remaining, restart] = useCountdown(RESEND_SECONDS, true);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);

  const resend = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await resendVerificationEmail({ email, redirect_url: siteUrl(locale), lang: locale });
      setNotice({ ok: true, text: intl.formatMessage(m.resent) });
      restart();
    } catch (error) {
      const { code, message } = errorOf(error);
      setNotice({
        ok: false,
        text:
          code === 'TOO_FREQUENT' || message?.includes('frequent')
            ? intl.formatMessage(m.tooFrequent)
            : (message ?? intl.formatMessage(m.genericError)),
      });
    }
    setBusy(false);
  };

  return (
    <div className="account-signup__form">
      <h3 className="account-signup__lead" tabIndex={-1} data-autofocus>
        {intl.formatMessage(m.verifyTitle)}
      </h3>
      <p>
        {email
          ? intl.formatMessage(m.verifyBody, { email: <strong>{email}</strong> })
          : intl.formatMessage(m.verifyBodyNoEmail)}
      </p>
      {notice ? (
        <p className={`ck-notice ck-notice--${notice.ok ? 'success' : 'error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      {remaining > 0 ? (
        <p className="account-signup__wait">{intl.formatMessage(m.resendWait, { seconds: remaining })}</p>
      ) : null}
      <Button variant="secondary" busy={busy} disabled={remaining > 0 || !email} onClick={() => void resend()}>
        {intl.formatMessage(m.resend)}
      </Button>
    </div>
  );
}
