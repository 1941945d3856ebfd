import { useIntl } from 'react-intl';
import { Button, type SignupContext } from 'shared-kit';
import { Consent } from './consent';
import { SocialButtons } from './social/social-buttons';
import { signupMessages as m } from './signup-messages';
import type { SignupView } from './views';

export interface OptionsViewProps {
  readonly context: SignupContext;
  readonly go: (view: SignupView) => void;
  readonly onSignedIn?: () => void | Promise<void>;
}

/**
 * The first view: the benefits (profile context only), the consent text, Google and Facebook (when
 * configured), sign up with email, or log in.
 */
export function OptionsView({ context, go, onSignedIn }: OptionsViewProps) {
  const intl = useIntl();
  return (
    <div className="account-signup__options">
      {context === 'profile' ? (
        <ul className="account-signup__bullets">
          {(['bullet1', 'bullet2', 'bullet3'] as const).map((k) => (
            <li key={k}>{intl.formatMessage(m[k])}</li>
          ))}
        </ul>
      ) : null}
      <Consent />
      <SocialButtons context={context} onNewUser={() => go('completeProfile')} onSignedIn={onSignedIn} />
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
