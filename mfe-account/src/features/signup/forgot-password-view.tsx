import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, useLocale, validateEmail, type ApiError } from 'shared-kit';
import { useForgotPassword } from './api/forgot-password';
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
  const request = useForgotPassword();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!email.check() || request.isPending || locked > 0) return;
    request.mutate(
      { email: email.value.trim(), redirect_url: siteUrl(locale), lang: locale },
      { onSuccess: () => lock() },
    );
  };

  // Spec §8: "does not exist" names the problem; "frequent" asks to slow down; others as is.
  const failedText = (error: ApiError) =>
    error.code === 'USER_NOT_FOUND' || error.serverMessage?.includes('does not exist')
      ? intl.formatMessage(m.noSuchUser)
      : error.code === 'TOO_FREQUENT' || error.serverMessage?.includes('frequent')
        ? intl.formatMessage(m.tooFrequent)
        : (error.serverMessage ?? intl.formatMessage(m.genericError));
  const failure = request.isError ? failedText(request.error) : null;

  return (
    <form className="account-signup__form" noValidate onSubmit={submit}>
      <p>{intl.formatMessage(m.forgotIntro)}</p>
      <EmailField field={email} />
      {failure ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      {request.isSuccess ? (
        <p className="ck-notice ck-notice--success" role="status">
          {intl.formatMessage(m.resetSent)}
        </p>
      ) : null}
      <Button type="submit" busy={request.isPending} disabled={locked > 0}>
        {intl.formatMessage(m.sendReset)}
      </Button>
    </form>
  );
}
