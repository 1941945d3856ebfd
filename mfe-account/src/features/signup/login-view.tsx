import { useEffect, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  buildPath,
  Button,
  kitMessages,
  setCookie,
  useLocale,
  validateEmail,
  validatePassword,
  type SignupContext,
} from 'shared-kit';
import { useLogin } from './api/login';
import { loadPage, reloadPage } from '../../shared/page';
import { EmailField } from './email-field';
import { signupMessages as m } from './signup-messages';
import { tokenMaxAge } from './token-lifetime';
import { FieldInput } from '../../shared/field-input';
import { useField } from '../../shared/use-field';

/** Delay between the success banner and the reload (spec §9). */
export const RELOAD_AFTER_MS = 1200;
/**
 * The longest the page waits after log-in for the after-login sync (a pending Save, the quiz
 * result) before it reloads or leaves: the page it lands on then shows the job saved (decision 267).
 */
export const SYNC_WAIT_MS = 3000;

const loginPassword = validatePassword();

export interface LoginViewProps {
  readonly context: SignupContext;
  readonly initialEmail?: string;
  /** "Forgot password?" with the email typed so far. */
  readonly onForgot: (email: string) => void;
  /** Called once the log-in succeeded and the token is stored; the page waits for it (≤ SYNC_WAIT_MS). */
  readonly onSignedIn?: () => void | Promise<void>;
}

/** Log in with email and password (spec §4: idle, submitting, success or failed). */
export function LoginView({ context, initialEmail = '', onForgot, onSignedIn }: LoginViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const email = useField(validateEmail, { initial: initialEmail });
  const password = useField(loginPassword);
  const login = useLogin();
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const closed = useRef(false);
  // A dialog closed before the reload does not reload the page later.
  useEffect(
    () => () => {
      closed.current = true;
      clearTimeout(leave.current);
    },
    [],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const valid = [email.check(), password.check()].every(Boolean);
    if (!valid || login.isPending || login.isSuccess) return;
    login.mutate(
      { email: email.value.trim(), password: password.value },
      {
        onSuccess: (data) => {
          // The cookies never outlive the server's token (issue 8): the answer says when it expires.
          const maxAge = tokenMaxAge(data);
          setCookie('authorization_token', data.token, maxAge);
          setCookie('userID', data.id, maxAge);
          // After the banner's 1.2 s, and once this device's data is in the account (at most
          // SYNC_WAIT_MS after log-in), so the page shows a pending Save as done.
          let synced = false;
          let bannerShown = false;
          let gone = false;
          const go = () => {
            if (gone || closed.current) return;
            gone = true;
            clearTimeout(leave.current);
            if (context === 'profile') loadPage(buildPath('profile', locale));
            else reloadPage();
          };
          void Promise.resolve(onSignedIn?.())
            .catch(() => undefined)
            .then(() => {
              synced = true;
              if (bannerShown) go();
            });
          leave.current = setTimeout(() => {
            bannerShown = true;
            if (synced) go();
            else leave.current = setTimeout(go, SYNC_WAIT_MS - RELOAD_AFTER_MS);
          }, RELOAD_AFTER_MS);
        },
      },
    );
  };

  return (
    <form className="account-signup__form" noValidate onSubmit={submit}>
      <EmailField field={email} />
      <FieldInput
        field={password}
        label={intl.formatMessage(m.passwordLabel)}
        type="password"
        name="password"
        autoComplete="current-password"
        revealable
      />
      {login.isError ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(kitMessages.loginFailed)}
        </p>
      ) : null}
      {login.isSuccess ? (
        <p className="ck-notice ck-notice--success" role="status">
          {intl.formatMessage(m.loggedIn)}
        </p>
      ) : null}
      <Button type="submit" busy={login.isPending} disabled={login.isSuccess}>
        {intl.formatMessage(m.login)}
      </Button>
      <p className="account-signup__switch">
        <button type="button" className="ck-button ck-button--ghost" onClick={() => onForgot(email.value.trim())}>
          {intl.formatMessage(m.forgotLink)}
        </button>
      </p>
    </form>
  );
}
