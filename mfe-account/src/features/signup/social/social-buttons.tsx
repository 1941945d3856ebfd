import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { buildPath, Button, getConfig, setCookie, track, useLocale, type SignupContext } from 'shared-kit';
import { loadPage, reloadPage } from '../../../shared/page';
import { useCheckUser, type SocialProvider } from '../api/check-user';
import { tokenMaxAge } from '../token-lifetime';
import { facebookToken, googleToken, preloadProviders, SocialSignInError } from './providers';
import { socialMessages as m } from './social-messages';

export interface SocialButtonsProps {
  /** Opened from My profile: a known account lands on the profile page (as the log-in view does). */
  readonly context: SignupContext;
  /** The account's first sign-in (data.new_user): the dialog shows complete profile (spec §4). */
  readonly onNewUser: () => void;
  /** Called once signed in, before the reload (the app pushes this device's saved data). */
  readonly onSignedIn?: () => void | Promise<void>;
}

const reasonOf = (error: unknown): string => {
  if (error instanceof SocialSignInError) return error.reason;
  const status = (error as { status?: unknown } | null)?.status;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : typeof status === 'number' ? `http_${status}` : 'unknown';
};

/**
 * "Continue with Google / Facebook", only for the providers the site is configured with (the
 * server writes their public ids into the page). Their scripts load when this view shows, never
 * before; the token goes to the API's check-user route, which checks it with the provider. A new
 * account goes on to complete its profile; a known one is signed in and the page reloads (spec §4; from My profile, the profile opens).
 * A failure (popup closed, refused, provider or API down) is tracked and nothing is shown (spec §8).
 */
export function SocialButtons({ context, onNewUser, onSignedIn }: SocialButtonsProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { providers } = getConfig();
  const check = useCheckUser();
  const [busy, setBusy] = useState<SocialProvider | null>(null);

  useEffect(() => preloadProviders(providers), [providers]);
  if (!providers.google && !providers.facebook) return null;

  const start = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    try {
      const token =
        provider === 'google' ? await googleToken(providers.google!) : await facebookToken(providers.facebook!);
      const data = await check.mutateAsync({ provider, token, lang: locale });
      const maxAge = tokenMaxAge(data);
      setCookie('authorization_token', data.token, maxAge);
      setCookie('userID', data.id, maxAge);
      await onSignedIn?.();
      if (data.new_user) {
        setBusy(null);
        onNewUser();
      } else if (context === 'profile') {
        loadPage(buildPath('profile', locale));
      } else {
        reloadPage();
      }
    } catch (error) {
      void track('Social Login Failed', { provider, reason: reasonOf(error) });
      setBusy(null);
    }
  };

  return (
    <>
      <div className="account-signup__social">
        {providers.google ? (
          <Button variant="secondary" busy={busy === 'google'} onClick={() => void start('google')}>
            <GoogleMark />
            {intl.formatMessage(m.google)}
          </Button>
        ) : null}
        {providers.facebook ? (
          <Button variant="secondary" busy={busy === 'facebook'} onClick={() => void start('facebook')}>
            <FacebookMark />
            {intl.formatMessage(m.facebook)}
          </Button>
        ) : null}
      </div>
      <p className="account-signup__or">
        <span>{intl.formatMessage(m.or)}</span>
      </p>
    </>
  );
}

function GoogleMark() {
  return (
    <svg
      className="account-signup__mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2-1.9 3.2-4.7 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 10z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3.1.6 4.2 1.6l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg
      className="account-signup__mark"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="11" fill="#1877F2" />
      <path
        fill="#fff"
        d="M13.4 19v-6.1h2l.3-2.4h-2.3V9c0-.7.2-1.2 1.2-1.2h1.2V5.7a17 17 0 0 0-1.8-.1c-1.8 0-3 1.1-3 3.1v1.8h-2v2.4h2V19z"
      />
    </svg>
  );
}
