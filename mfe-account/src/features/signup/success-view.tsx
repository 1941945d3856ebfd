import { useIntl } from 'react-intl';
import { buildPath, Button, clearCookiesExcept, clearLocalExcept, useLocale, type SignupContext } from 'shared-kit';
import { loadPage } from '../../shared/page';
import { signupMessages as m } from './signup-messages';

export interface SuccessViewProps {
  readonly context: SignupContext;
  readonly onDone: () => void;
}

/** Sign-up success: continue clears the anonymous data and goes on (spec §4). */
export function SuccessView({ context, onDone }: SuccessViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const proceed = () => {
    clearLocalExcept(['firstTimeUser', 'userRole', 'visitCounter']);
    clearCookiesExcept(['authorization_token']);
    if (context === 'profile') loadPage(buildPath('profile', locale));
    else onDone();
  };
  return (
    <div className="account-signup__form">
      <h3 className="account-signup__lead" tabIndex={-1}>
        {intl.formatMessage(m.successTitle)}
      </h3>
      <Button data-autofocus onClick={proceed}>
        {intl.formatMessage(m.continue)}
      </Button>
    </div>
  );
}
