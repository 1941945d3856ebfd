/**
 * `shared-kit/router`: react-router inside a remote, with every path taken from the route table.
 *
 * The shell owns the URL (single-spa activates remotes by route). A remote mounts `RemoteRoutes`
 * over its own route ids; its router is a controlled `<Router>` that reads the location from the
 * kit's location store (which follows popstate and single-spa's routing events) and navigates
 * through the kit's `navigate()` (single-spa's `navigateToUrl`). There is one history, one route
 * table, and single-spa still decides which remote is mounted.
 *
 * This entry is not shared between apps: each remote that imports it bundles react-router,
 * tree-shaken, at the one version shared-kit pins (decision 051). It imports the kit itself as
 * `shared-kit`, so contexts and the location store are the page's one copy.
 */
import { Suspense, useMemo, type ReactNode } from 'react';
import {
  Link,
  Router,
  createPath,
  useNavigate,
  useRoutes,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router-dom';
import {
  ComingSoonPage,
  LOCALES,
  allRoutes,
  RouterBridge,
  Spinner,
  navigate,
  useHref,
  type Locale,
  type Owner,
  type RouteDef,
  type NestedPage,
  type PageEntry,
  type RemotePages,
  type RouteId,
  type RouterBridgeValue,
} from 'shared-kit';

export type { NestedPage, PageEntry, RemotePages };

// What a remote's pages use from react-router, from here: remotes do not declare react-router-dom
// themselves, so there is one pinned version and one copy per remote bundle.
export {
  NavLink,
  Outlet,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

const isNested = (entry: PageEntry): entry is NestedPage => typeof entry === 'object' && 'Component' in entry;

/**
 * The paths of a route in one locale as react-router patterns. Closed-set parameters (role words,
 * job sections, methodology pages) become one literal path per word, so a word of the wrong
 * language does not match — as in the kit's `matchPath`; free parameters (`:slug`) stay dynamic
 * and must be a whole segment.
 */
export function routePatterns(route: RouteDef, locale: Locale): string[] {
  let paths = [route[locale]];
  for (const [name, words] of Object.entries(route.values ?? {})) {
    paths = paths.flatMap((p) => Object.values(words).map((w) => p.replace(`:${name}`, w[locale])));
  }
  for (const p of paths) {
    for (const segment of p.split('/')) {
      if (segment.includes(':') && !/^:[a-zA-Z]+$/.test(segment)) {
        throw new Error(`Route ${route.id}: react-router needs "${segment}" to be a whole segment or a closed set`);
      }
    }
  }
  return paths;
}

function objectsFor(
  id: RouteId,
  entry: PageEntry,
  remote: Owner,
  parent: { locale: Locale; path: string } | null,
): RouteObject[] {
  const route = allRoutes().find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route id "${id}"`);
  if (route.owner !== remote) throw new Error(`Route ${id} belongs to ${route.owner}, not ${remote}`);
  const locales = parent ? [parent.locale] : LOCALES;
  return locales.flatMap((locale) =>
    routePatterns(route, locale).flatMap((full) => {
      let path = full;
      if (parent) {
        if (!full.startsWith(`${parent.path}/`)) return [];
        path = full.slice(parent.path.length + 1);
      }
      if (!isNested(entry)) {
        const Page = entry;
        return [{ path, caseSensitive: true, element: <Page /> }];
      }
      const { Component, index: Index, children } = entry;
      const nested = Object.entries(children).flatMap(([childId, child]) =>
        objectsFor(childId as RouteId, child!, remote, { locale, path: full }),
      );
      if (Object.keys(children).length && nested.length === 0) {
        throw new Error(`Route ${id}: its children's paths do not extend ${full}`);
      }
      return [
        {
          path,
          caseSensitive: true,
          element: <Component />,
          children: [...(Index ? [{ index: true, element: <Index /> }] : []), ...nested],
        },
      ];
    }),
  );
}

function idsIn(pages: RemotePages): RouteId[] {
  return Object.entries(pages).flatMap(([id, entry]) => [
    id as RouteId,
    ...(entry && isNested(entry) ? idsIn(entry.children) : []),
  ]);
}

/**
 * react-router route objects for a remote's pages in both languages, from the route table. The
 * remote's other routes show `otherwise`; paths the remote does not own render nothing (the shell
 * is about to mount their owner, or shows its 404).
 */
export function remoteRouteObjects(remote: Owner, pages: RemotePages, otherwise: ReactNode): RouteObject[] {
  const listed = new Set(idsIn(pages));
  const objects = Object.entries(pages).flatMap(([id, entry]) => objectsFor(id as RouteId, entry!, remote, null));
  const rest = allRoutes()
    .filter((r) => r.owner === remote && !listed.has(r.id))
    .flatMap((r) =>
      LOCALES.flatMap((l) => routePatterns(r, l)).map((path) => ({ path, caseSensitive: true, element: otherwise })),
    );
  return [...objects, ...rest, { path: '*', element: null }];
}

// The location, read from the page: the kit's useHref re-renders on popstate and on single-spa's
// routing events, so this router follows every app's navigations and Back/Forward.
function useWindowLocation(): Location {
  const href = useHref();
  return useMemo(() => {
    const url = new URL(href, 'http://x');
    return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: href };
  }, [href]);
}

const toHref = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Every navigation leaves through the kit, so single-spa reroutes and the shell sees it. */
const NAVIGATOR: Navigator = {
  createHref: toHref,
  push: (to) => navigate(toHref(to)),
  replace: (to) => navigate(toHref(to), { replace: true }),
  go: (delta) => window.history.go(delta),
};

function BridgedRoutes({ routes }: { routes: RouteObject[] }) {
  const routerNavigate = useNavigate();
  const bridge = useMemo<RouterBridgeValue>(
    () => ({
      Link: Link as unknown as RouterBridgeValue['Link'],
      navigate: (href, opts) => void routerNavigate(href, { replace: opts?.replace }),
    }),
    [routerNavigate],
  );
  return <RouterBridge.Provider value={bridge}>{useRoutes(routes)}</RouterBridge.Provider>;
}

export interface RemoteRoutesProps {
  /** The remote whose route ids these pages render (`owner` in the route table). */
  readonly remote: Owner;
  readonly pages: RemotePages;
  /** For the remote's route ids with no page yet; the coming-soon page by default. */
  readonly otherwise?: ReactNode;
  /** While a lazy page loads. */
  readonly fallback?: ReactNode;
}

/**
 * Routes a remote's pages with react-router: links (`RouteLink` becomes a router link inside),
 * programmatic navigation (`useNavigateTo`, or react-router's `useNavigate`), nested pages
 * (`<Outlet />`) and search params (`useSearchParams`), re-exported from this entry.
 */
export function RemoteRoutes({ remote, pages, otherwise, fallback }: RemoteRoutesProps) {
  const location = useWindowLocation();
  const routes = useMemo(
    () => remoteRouteObjects(remote, pages, otherwise ?? <ComingSoonPage />),
    [remote, pages, otherwise],
  );
  return (
    <Router location={location} navigator={NAVIGATOR}>
      <Suspense fallback={fallback ?? <Spinner />}>
        <BridgedRoutes routes={routes} />
      </Suspense>
    </Router>
  );
}

export default RemoteRoutes;
