import { lazy, Suspense, type ReactNode } from 'react';
import { AppIntl, ComingSoonPage, Spinner, useLocale, useRoute, type Locale, type RouteId } from 'shared-kit';
import { HomePage } from '../features/home/home-page';

// The home page ships with the app (it is the first page most visitors see); the others load
// when first visited, so the home page's first render downloads less.
const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() => import('../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })));

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
      <Suspense fallback={<Spinner />}>{page ? page() : <ComingSoonPage />}</Suspense>
    </AppIntl>
  );
}
