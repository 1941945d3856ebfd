import { lazy, Suspense, type ComponentType } from 'react';
import { AppIntl, ComingSoonPage, Spinner, routesId, useLocale, useRoute, type Locale, type RouteId } from 'shared-kit';
import { HomePage } from '../features/home/home-page';
import { AfterFirstPaint } from '../shared/after-first-paint';
import { FIRST_VIEWS, ROUTED_PAGES } from './routed-pages';

// The home page ships with the app (it is the first page most visitors see); the others load
// when first visited, so the home page's first render downloads less.
const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() => import('../features/privacy/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const EventsPage = lazy(() => import('../features/events/events-page'));
const WhitePapersPage = lazy(() => import('../features/white-papers/white-papers-page'));
const WhitePaperPage = lazy(() => import('../features/white-papers/white-paper-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })));
const MethodologyPage = lazy(() =>
  import('../features/methodology/methodology-page').then((m) => ({ default: m.MethodologyPage })),
);
// Screens with in-page navigation (./routed-pages.ts) are routed by react-router from the route
// table: ./content-routes.tsx, with the router, loads with the first of them (decision 051).
const ContentRoutes = lazy(() => import('./content-routes'));

const load = (locale: Locale) =>
  (locale === 'ms' ? import('../i18n/ms.json') : import('../i18n/en.json')).then(
    (m) => m.default as Record<string, string>,
  );

/** Static pages, rendered without the router; routes with no screen yet show coming soon. */
const PAGES: Partial<Record<RouteId, ComponentType>> = {
  home: HomePage,
  about: AboutPage,
  privacy: PrivacyPage,
  events: EventsPage,
  whitePapers: WhitePapersPage,
  whitePaper: WhitePaperPage,
  contact: ContactPage,
  methodology: MethodologyPage,
};

/** mfe-content: home and the static pages. The shell activates it on the routes it owns. */
export function App() {
  const locale = useLocale();
  const id = useRoute()?.route.id;
  const routed = Boolean(id && routesId(ROUTED_PAGES, id));
  const FirstView = routed && id ? FIRST_VIEWS[id] : undefined;
  const Page = (id && PAGES[id]) || (routed ? ContentRoutes : ComingSoonPage);
  return (
    <AppIntl app="mfe-content" locale={locale} load={load}>
      <Suspense fallback={<Spinner />}>
        {FirstView ? (
          <>
            <FirstView />
            <AfterFirstPaint>
              <ContentRoutes />
            </AfterFirstPaint>
          </>
        ) : (
          <Page />
        )}
      </Suspense>
    </AppIntl>
  );
}
