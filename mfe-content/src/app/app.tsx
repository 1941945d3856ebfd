import { lazy, Suspense, type ComponentType } from 'react';
import { AppIntl, ComingSoonPage, Spinner, routesId, useLocale, useRoute, type Locale, type RouteId } from 'shared-kit';
import type { PageDeclaration } from 'shared-kit/pages';
import { HomePage } from '../features/home/home-page';
import { AfterFirstPaint } from '../shared/after-first-paint';
import { PAGES } from '../pages';
import { FIRST_VIEWS, ROUTED_PAGES } from './routed-pages';

// The home page ships with the app (it is the first page most visitors see); every other page
// loads when first visited, as its declaration in ../pages.ts says (decision 300).
const LAZY = new Map<string, ComponentType>();
function declaredPage(id: RouteId | undefined): ComponentType | undefined {
  if (!id) return undefined;
  if (id === 'home') return HomePage;
  const declared = (PAGES as Readonly<Record<string, PageDeclaration>>)[id]?.Page;
  if (!declared) return undefined;
  if (!LAZY.has(id)) LAZY.set(id, lazy(declared));
  return LAZY.get(id);
}
// Screens with in-page navigation (./routed-pages.ts) are routed by react-router from the route
// table: ./content-routes.tsx, with the router, loads with the first of them (decision 051).
const ContentRoutes = lazy(() => import('./content-routes'));

const load = (locale: Locale) =>
  (locale === 'ms' ? import('../i18n/ms.json') : import('../i18n/en.json')).then(
    (m) => m.default as Record<string, string>,
  );

/** mfe-content: home and the static pages. The shell activates it on the routes it owns. */
export function App() {
  const locale = useLocale();
  const id = useRoute()?.route.id;
  const routed = Boolean(id && routesId(ROUTED_PAGES, id));
  const FirstView = routed && id ? FIRST_VIEWS[id] : undefined;
  const Page = routed ? ContentRoutes : (declaredPage(id) ?? ComingSoonPage);
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
