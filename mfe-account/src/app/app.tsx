import { AppIntl, useLocale } from 'shared-kit';
import { ProfilePage } from '../features/profile/profile-page';
import { loadAccountMessages } from '../i18n/load';

/** mfe-account: the profile page (the sign-up dialog is a separate parcel). */
export function App() {
  const locale = useLocale();
  return (
    <AppIntl app="mfe-account" locale={locale} load={loadAccountMessages}>
      <ProfilePage />
    </AppIntl>
  );
}
