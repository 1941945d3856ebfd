import { lazy, Suspense, useEffect } from 'react';
import { AppIntl, Spinner, useHref, useLocale } from 'shared-kit';
import { ProfilePage } from '../features/profile/profile-page';
import { syncAfterLogin } from '../features/sync/after-login-sync';
import { loadAccountMessages } from '../i18n/load';

// The team view (issue 25, decision 331): its own chunk with its chart library, loaded only there.
const TeamPage = lazy(() => import('../features/team/team-page'));

/** mfe-account: the profile page and the team view (the sign-up dialog is a separate parcel). */
export function App() {
  const locale = useLocale();
  // My profile with ?view=team: the team view, no route of its own, so no first render grows.
  const team = new URL(useHref(), 'http://x').searchParams.get('view') === 'team';
  useEffect(() => {
    // Once per page: what this device kept before signing in goes to the account (spec §4).
    void syncAfterLogin();
  }, []);
  return (
    <AppIntl app="mfe-account" locale={locale} load={loadAccountMessages}>
      {team ? (
        <Suspense fallback={<Spinner />}>
          <TeamPage />
        </Suspense>
      ) : (
        <ProfilePage />
      )}
    </AppIntl>
  );
}
