import type { ReactNode } from 'react';
import { AppIntl, ComingSoonPage, useLocale, useRoute, type Locale, type RouteId } from 'shared-kit';
import { AboutPage } from '../features/about/about-page';
import { HomePage } from '../features/home/home-page';
import { PrivacyPage } from '../features/privacy/privacy-page';

const load = (locale: Locale) =>
  (locale === 'ms' ? import('../i18n/ms.json') : import('../i18n/en.json')).then(
    (m) => m.default as Record<string, string>,
  );

/** The screens built so far; the other routes this remote owns show the coming-soon page. */
const PAGES: Partial<Record<RouteId, () => ReactNode>> = {
  home: () => <HomePage />,
  about: () => <AboutPage />,
  privacy: () => <PrivacyPage />,
};

/** mfe-content: home and the static pages. The shell activates it on the routes it owns. */
export function App() {
  const locale = useLocale();
  const route = useRoute();
  const page = route ? PAGES[route.route.id] : undefined;
  return (
    <AppIntl app="mfe-content" locale={locale} load={load}>
      {page ? page() : <ComingSoonPage />}
    </AppIntl>
  );
}
