import { useEffect, useRef, useState, type FormEvent } from 'react';
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
import { login } from './api/login';
import { loadPage, reloadPage } from '../../shared/page';
import { EmailField } from './email-field';
import { signupMessages as m } from './signup-messages';
import { tokenMaxAge } from './token-lifetime';
import { FieldInput } from '../../shared/field-input';
import { useField } from '../../shared/use-field';

/** Delay between the success banner and the reload (spec §9). */
export const RELOAD_AFTER_MS = 1200;

const loginPassword = validatePassword();

export interface LoginViewProps {
  readonly context: SignupContext;
  readonly initialEmail?: string;
  /** "Forgot password?" with the email typed so far. */
  readonly onForgot: (email: string) => void;
  /** Called once the log-in succeeded and the token is stored. */
  readonly onSignedIn?: () => void;
}

/** Log in with email and password (spec §4: idle, submitting, success or failed). */
export function LoginView({ context, initialEmail = '', onForgot, onSignedIn }: LoginViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const email = useField(validateEmail, { initial: initialEmail });
  const password = useField(loginPassword);
  const [state, setState] = useState<'idle' | 'submitting' | 'success' | 'failed'>('idle');
  const leave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A dialog closed before the reload does not reload the page later.
  useEffect(() => () => clearTimeout(leave.current), []);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = [email.check(), password.check()].every(Boolean);
    if (!valid || state === 'submitting' || state === 'success') return;
    setState('submitting');
    try {
      const { data } = await login({ email: email.value.trim(), password: password.value });
      // The cookies never outlive the server's token (issue 8): the answer says when it expires.
      const maxAge = tokenMaxAge(data);
      setCookie('authorization_token', data.token, maxAge);
      setCookie('userID', data.id, maxAge);
      onSignedIn?.();
      setState('success');
      leave.current = setTimeout(() => {
        if (context === 'profile') loadPage(buildPath('profile', locale));
        else reloadPage();
      }, RELOAD_AFTER_MS);
    } catch {
      setState('failed');
    }
  };

  return (
    <form className="account-signup__form" noValidate onSubmit={(e) => void submit(e)}>
      <p className="account-signup__lead">{intl.formatMessage(m.loginTitle)}</p>
      <EmailField field={email} />
      <FieldInput
        field={password}
        label={intl.formatMessage(m.passwordLabel)}
        type="password"
        name="password"
        autoComplete="current-password"
        revealable
      />
      {state === 'failed' ? (
        <p className="ck-notice ck-notice--error" role="alert">
          {intl.formatMessage(kitMessages.loginFailed)}
        </p>
      ) : null}
      {state === 'success' ? (
        <p className="ck-notice ck-notice--success" role="status">
          {intl.formatMessage(m.loggedIn)}
        </p>
      ) : null}
      <Button type="submit" busy={state === 'submitting'} disabled={state === 'success'}>
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
