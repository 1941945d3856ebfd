import { lazy, Suspense, useEffect } from 'react';
import { AppIntl, Spinner, useLocale, useRoute } from 'shared-kit';
import { ProfilePage } from '../features/profile/profile-page';
import { syncAfterLogin } from '../features/sync/after-login-sync';
import { loadAccountMessages } from '../i18n/load';

// The team view (issue 25, decision 331): its own chunk with its chart library, loaded only there.
const TeamPage = lazy(() => import('../features/team/team-page'));

/** mfe-account: the profile page and the team view (the sign-up dialog is a separate parcel). */
export function App() {
  const locale = useLocale();
  const team = useRoute()?.route.id === 'team';
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
