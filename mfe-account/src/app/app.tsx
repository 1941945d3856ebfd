import { useEffect } from 'react';
import { AppIntl, useLocale } from 'shared-kit';
import { ProfilePage } from '../features/profile/profile-page';
import { syncAfterLogin } from '../features/sync/after-login-sync';
import { loadAccountMessages } from '../i18n/load';

/** mfe-account: the profile page (the sign-up dialog is a separate parcel). */
export function App() {
  const locale = useLocale();
  useEffect(() => {
    // Once per page: what this device kept before signing in goes to the account (spec §4).
    void syncAfterLogin();
  }, []);
  return (
    <AppIntl app="mfe-account" locale={locale} load={loadAccountMessages}>
      <ProfilePage />
    </AppIntl>
  );
}
