import { useIntl } from 'react-intl';
import { RouteLink } from 'shared-kit';
import { signupMessages as m } from './signup-messages';

/** The consent text shown above every sign-up button (spec §2), linking to the privacy notice. */
export function Consent() {
  const intl = useIntl();
  return (
    <p className="account-signup__consent">
      {intl.formatMessage(m.consent, {
        link: (chunks) => (
          <RouteLink to="privacy" target="_blank">
            {chunks}
          </RouteLink>
        ),
      })}
    </p>
  );
}
