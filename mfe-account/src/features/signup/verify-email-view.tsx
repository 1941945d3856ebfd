import { useIntl } from 'react-intl';
import { Button, Ola, useLocale, type ApiError } from 'shared-kit';
import { useResendVerificationEmail } from './api/resend-verification-email';
import { returnUrl } from '../../shared/page';
import { signupMessages as m } from './signup-messages';
import { useCountdown } from './use-countdown';

/** Seconds during which "Resend" stays disabled (spec §9). */
export const RESEND_SECONDS = 60;

/** After sign-up: check your inbox; resend after a 60-second countdown (spec §4, §8). */
export function VerifyEmailView({ email }: { readonly email: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const [remaining, restart] = useCountdown(RESEND_SECONDS, true);
  const resend = useResendVerificationEmail();

  // Spec §8: "frequent" asks to slow down; other errors show the server's message.
  const failedText = (error: ApiError) =>
    error.code === 'TOO_FREQUENT' || error.serverMessage?.includes('frequent')
      ? intl.formatMessage(m.tooFrequent)
      : (error.serverMessage ?? intl.formatMessage(m.genericError));
  const notice = resend.isSuccess
    ? { ok: true, text: intl.formatMessage(m.resent) }
    : resend.isError
      ? { ok: false, text: failedText(resend.error) }
      : null;

  return (
    <div className="account-signup__form">
      <div className="account-signup__ola">
        <Ola size={88} />
      </div>
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
      <Button
        variant="secondary"
        busy={resend.isPending}
        disabled={remaining > 0 || !email}
        onClick={() =>
          resend.mutate({ email, redirect_url: returnUrl(), lang: locale }, { onSuccess: () => restart() })
        }
      >
        {intl.formatMessage(m.resend)}
      </Button>
    </div>
  );
}
