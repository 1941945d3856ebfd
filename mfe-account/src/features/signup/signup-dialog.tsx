import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, getConfig, RouteLink, type SignupContext } from 'shared-kit';
import { signupMessages as m } from './signup-messages';
import './signup-dialog.css';

export type SignupView = 'options' | 'email' | 'login' | 'completeProfile' | 'forgot' | 'success' | 'verify';

/** Where the back arrow goes from each view (spec §2); options has none (it closes). */
export const BACK_FROM: Partial<Record<SignupView, SignupView>> = {
  email: 'options',
  login: 'options',
  forgot: 'login',
  verify: 'email',
  success: 'options',
};

const HEADER: Record<SignupContext, keyof typeof m> = {
  quiz: 'headerQuiz',
  profile: 'headerProfile',
  job: 'headerJob',
  compareJobs: 'headerCompare',
};

export interface SignupDialogProps {
  readonly context: SignupContext;
  readonly initialView?: SignupView;
  readonly onClose: () => void;
}

function OptionsView({ context, go }: { context: SignupContext; go: (v: SignupView) => void }) {
  const intl = useIntl();
  const { social } = getConfig();
  return (
    <div className="account-signup__options">
      {context === 'profile' ? (
        <ul className="account-signup__bullets">
          {(['bullet1', 'bullet2', 'bullet3'] as const).map((k) => (
            <li key={k}>{intl.formatMessage(m[k])}</li>
          ))}
        </ul>
      ) : null}
      <p className="account-signup__consent">
        {intl.formatMessage(m.consent, {
          link: (chunks) => (
            <RouteLink to="privacy" target="_blank">
              {chunks}
            </RouteLink>
          ),
        })}
      </p>
      {social.google ? <Button variant="secondary">{intl.formatMessage(m.google)}</Button> : null}
      {social.facebook ? <Button variant="secondary">{intl.formatMessage(m.facebook)}</Button> : null}
      <Button data-autofocus onClick={() => go('email')}>
        {intl.formatMessage(m.email)}
      </Button>
      <p className="account-signup__switch">
        {intl.formatMessage(m.haveAccount)}{' '}
        <button type="button" className="ck-button ck-button--ghost" onClick={() => go('login')}>
          {intl.formatMessage(m.login)}
        </button>
      </p>
    </div>
  );
}

/** The persistent full-screen sign-up dialog, opened from anywhere through the bus. */
export function SignupDialog({ context, initialView = 'options', onClose }: SignupDialogProps) {
  const intl = useIntl();
  const [view, setView] = useState<SignupView>(initialView);
  const back = BACK_FROM[view];
  const close = () => {
    // Closing on success or complete-profile reloads the page (spec §2).
    if (view === 'success' || view === 'completeProfile') window.location.reload();
    else onClose();
  };
  return (
    <Dialog
      open
      fullScreen
      dismissible={false}
      onClose={close}
      title={intl.formatMessage(m[HEADER[context]])}
      leading={
        back ? (
          <button
            type="button"
            className="ck-icon-button"
            aria-label={intl.formatMessage(m.back)}
            onClick={() => setView(back)}
          >
            <span aria-hidden="true">←</span>
          </button>
        ) : null
      }
    >
      {view === 'options' ? (
        <OptionsView context={context} go={setView} />
      ) : (
        <p className="ck-notice">{intl.formatMessage(m.comingSoon)}</p>
      )}
    </Dialog>
  );
}
