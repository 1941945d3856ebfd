import { useEffect, useRef, useState, type ReactNode, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, getLocal, setLocal, type SignupContext } from 'shared-kit';
import { reloadPage } from '../../shared/page';
import { bannerOf, DialogBanner, isVerificationOutcome, type Banner } from './banner';
import { EmailSignupView } from './email-signup-view';
import { ForgotPasswordView } from './forgot-password-view';
import { LoginView } from './login-view';
import { OptionsView } from './options-view';
import { ResetPasswordView } from './reset-password-view';
import { signupMessages as m } from './signup-messages';
import { SuccessView } from './success-view';
import { VerifyEmailView } from './verify-email-view';
import { BACK_FROM, type SignupView } from './views';
import './signup-dialog.css';

export { BACK_FROM, type SignupView } from './views';

const HEADER: Record<SignupContext, keyof typeof m> = {
  quiz: 'headerQuiz',
  profile: 'headerProfile',
  job: 'headerJob',
  compareJobs: 'headerCompare',
};

/**
 * The dialog's title: the context's create-account header on the sign-up views, the view's own
 * task on log-in, forgot-password and reset (walk.md D11: "Create your own profile" above a log-in
 * form read wrong).
 */
const TITLE: Partial<Record<SignupView, keyof typeof m>> = {
  login: 'loginTitle',
  forgot: 'forgotTitle',
  reset: 'resetTitle',
};

/** The query parameter the emailed verification link comes back with. */
const VERIFICATION_PARAM = 'verification';
/** The query parameter of the emailed password reset link (it lands on the site root of a language). */
export const RESET_PARAM = 'reset_token';

export interface SignupDialogProps {
  readonly context: SignupContext;
  readonly initialView?: SignupView;
  /** A banner to show: a known key (verified, expired, failed, already, sent) or text shown as is. */
  readonly message?: string;
  readonly onClose: () => void;
  /** Called once a log-in has succeeded (the app pushes this device's saved data to the account). */
  readonly onSignedIn?: () => void | Promise<void>;
  /** The complete-profile view's content (the app layer gives the profile form); `done` goes to success. */
  readonly completeProfile?: (done: () => void) => ReactNode;
}

function startOf(
  initialView: SignupView,
  message: string | undefined,
): { view: SignupView; banner: Banner | null; resetToken: string | null } {
  const query = new URLSearchParams(window.location.search);
  const resetToken = query.get(RESET_PARAM);
  // Back from the emailed reset link: choose a new password.
  if (resetToken) return { view: 'reset', banner: null, resetToken };
  const outcome = query.get(VERIFICATION_PARAM);
  // Back from the emailed link: log in, with the outcome as the banner.
  if (isVerificationOutcome(outcome)) return { view: 'login', banner: { kind: outcome }, resetToken: null };
  return { view: initialView, banner: bannerOf(message), resetToken: null };
}

/** The address registered on this device, kept for the log-in view the emailed link opens (D11). */
function registeredEmail(): string {
  const query = new URLSearchParams(window.location.search);
  return isVerificationOutcome(query.get(VERIFICATION_PARAM)) ? getLocal('signupEmail') : '';
}

/** The persistent full-screen sign-up dialog, opened from anywhere through the bus. */
export function SignupDialog({
  context,
  initialView = 'options',
  message,
  onClose,
  onSignedIn,
  completeProfile,
}: SignupDialogProps) {
  const intl = useIntl();
  const [start] = useState(() => startOf(initialView, message));
  const [view, setView] = useState<SignupView>(start.view);
  const [banner, setBanner] = useState<Banner | null>(start.banner);
  const [email, setEmail] = useState(registeredEmail);
  const body = useRef<HTMLDivElement>(null);
  const firstView = useRef(true);

  // The verification outcome and the reset token are read once: a reload must not show them again,
  // and the token must not stay in the address bar or the history.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(VERIFICATION_PARAM) && !url.searchParams.has(RESET_PARAM)) return;
    url.searchParams.delete(VERIFICATION_PARAM);
    url.searchParams.delete(RESET_PARAM);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);

  // A new view takes focus to its first field (the dialog itself focuses the first one on open).
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view]);

  const go = (next: SignupView) => {
    setBanner(null);
    setView(next);
  };
  const back = BACK_FROM[view];
  // Stable: the complete-profile view subscribes with it.
  const toSuccess = useCallback(() => {
    setBanner(null);
    setView('success');
  }, []);
  const close = () => {
    // Closing on success or complete-profile reloads the page (spec §2).
    if (view === 'success' || view === 'completeProfile') reloadPage();
    else onClose();
  };

  let content;
  switch (view) {
    case 'options':
      content = <OptionsView context={context} go={go} onSignedIn={onSignedIn} />;
      break;
    case 'email':
      content = (
        <EmailSignupView
          initialEmail={email}
          onRegistered={(address) => {
            setEmail(address);
            // The verification link may come back in a new tab or after the dialog closed.
            setLocal('signupEmail', address);
            go('verify');
          }}
        />
      );
      break;
    case 'verify':
      content = <VerifyEmailView email={email} />;
      break;
    case 'login':
      content = (
        <LoginView
          context={context}
          initialEmail={email}
          onSignedIn={() => {
            setLocal('signupEmail', '');
            return onSignedIn?.();
          }}
          onForgot={(address) => {
            setEmail(address);
            go('forgot');
          }}
        />
      );
      break;
    case 'forgot':
      content = <ForgotPasswordView initialEmail={email} />;
      break;
    case 'reset':
      content = (
        <ResetPasswordView
          token={start.resetToken ?? ''}
          onDone={() => {
            setView('login');
            setBanner({ kind: 'passwordReset' });
          }}
          onRequestNew={() => go('forgot')}
        />
      );
      break;
    case 'completeProfile':
      // After a first social sign-in; saving or skipping ends in success (spec §4).
      content = completeProfile ? completeProfile(toSuccess) : <SuccessView context={context} onDone={close} />;
      break;
    case 'success':
      content = <SuccessView context={context} onDone={close} />;
      break;
  }

  return (
    <Dialog
      open
      fullScreen
      dismissible={false}
      onClose={close}
      title={intl.formatMessage(m[TITLE[view] ?? HEADER[context]])}
      leading={
        back ? (
          <button
            type="button"
            className="ck-icon-button"
            aria-label={intl.formatMessage(m.back)}
            onClick={() => go(back)}
          >
            <span aria-hidden="true">←</span>
          </button>
        ) : null
      }
    >
      <div ref={body} className="account-signup__view">
        {banner ? <DialogBanner banner={banner} /> : null}
        {content}
      </div>
    </Dialog>
  );
}
