import { lazy, Suspense, type ComponentType } from 'react';
import { AppIntl, ComingSoonPage, Spinner, useLocale, useRoute, type Locale, type RouteId } from 'shared-kit';
import { HomePage } from '../features/home/home-page';

// The home page ships with the app (it is the first page most visitors see); the others load
// when first visited, so the home page's first render downloads less.
const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() => import('../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })));
// Screens with in-page navigation (the funding search's filters live in search params) are routed
// by react-router from the route table: ./content-routes.tsx, loaded with the first of them.
const ContentRoutes = lazy(() => import('./content-routes'));

const load = (locale: Locale) =>
  (locale === 'ms' ? import('../i18n/ms.json') : import('../i18n/en.json')).then(
    (m) => m.default as Record<string, string>,
  );

/**
 * Static pages, rendered without the router so their first render does not carry it (decision
 * 051); the ones not written yet show the coming-soon page. The other routes go to the router.
 */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  home: HomePage,
  about: AboutPage,
  privacy: PrivacyPage,
  methodology: ComingSoonPage,
  contact: ComingSoonPage,
  events: ComingSoonPage,
  whitePaper: ComingSoonPage,
};

/** mfe-content: home and the static pages. The shell activates it on the routes it owns. */
export function App() {
  const locale = useLocale();
  const route = useRoute();
  const Page = route ? PAGES[route.route.id] : undefined;
  return (
    <AppIntl app="mfe-content" locale={locale} load={load}>
      <Suspense fallback={<Spinner />}>{Page ? <Page /> : <ContentRoutes />}</Suspense>
    </AppIntl>
  );
}
