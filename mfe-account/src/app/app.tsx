import { lazy, Suspense, useEffect } from 'react';
import { AppIntl, Spinner, useHref, useLocale } from 'shared-kit';
import { ProfilePage } from '../features/profile/profile-page';
import { syncAfterLogin } from '../features/sync/after-login-sync';
import { loadAccountMessages } from '../i18n/load';

// The team view (issue 25, decision 331): its own chunk with its chart library, loaded only there.
const TeamPage = lazy(() => import('../features/team/team-page'));

/**
 * The `profile` route's page: My profile, or the team view with ?view=team (no route of its own,
 * so no first render grows). Also its first view on the server (decision 351): the server knows
 * no session, so both show their heading and a loading state until the app asks for the account.
 */
export function AccountPage() {
  const team = new URL(useHref(), 'http://x').searchParams.get('view') === 'team';
  return team ? (
    <Suspense fallback={<Spinner />}>
      <TeamPage />
    </Suspense>
  ) : (
    <ProfilePage />
  );
}

/** mfe-account: the profile page and the team view (the sign-up dialog is a separate parcel). */
export function App() {
  const locale = useLocale();
  useEffect(() => {
    // Once per page: what this device kept before signing in goes to the account (spec §4).
    void syncAfterLogin();
  }, []);
  return (
    <AppIntl app="mfe-account" locale={locale} load={loadAccountMessages}>
      <AccountPage />
    </AppIntl>
  );
}
