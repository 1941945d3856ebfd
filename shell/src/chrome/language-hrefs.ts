import { allRoutes, buildPath, localeOfPath, matchPath, type Locale } from 'shared-kit';

const LOCALES = ['en', 'ms'] as const;

/**
 * The server's hreflang alternate for `locale` when the page's `<link rel="canonical">` is this
 * path (the page the server answered; the shell does not rewrite them on later navigations).
 */
function servedAlternate(doc: Document, pathname: string, locale: Locale): string | null {
  const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const alternate = doc.querySelector<HTMLLinkElement>(`link[rel="alternate"][hreflang="${locale}"]`);
  if (!canonical || !alternate) return null;
  try {
    if (new URL(canonical.href).pathname !== pathname) return null;
    return new URL(alternate.href).pathname;
  } catch {
    return null;
  }
}

/**
 * The same page in each language, for the language switch's links (decision 346): the path with
 * its query and hash, as the switch keeps them. A page named by a catalogue slug (a job guide, a
 * white paper) needs the other language's slug: the server's hreflang alternate gives it for the
 * page it served; after a later navigation the link names the other language's list of that
 * catalogue, where the switch lands for an unknown slug too. A click in the app asks the API for the
 * slug (use-locale-switch.ts), so the link's href matters only without the app or for a new tab.
 */
export function languageHrefs(href: string, doc: Document | null = typeof document === 'undefined' ? null : document) {
  const url = new URL(href, 'http://x');
  const suffix = `${url.search}${url.hash}`;
  const match = matchPath(url.pathname);
  const hrefs = {} as Record<Locale, string>;
  for (const to of LOCALES) {
    if (!match) {
      // Not a route (the 404 page): the same path under the other language's prefix.
      const from = localeOfPath(url.pathname);
      hrefs[to] =
        from === to ? `${url.pathname}${suffix}` : `/${to}${from ? url.pathname.slice(3) : url.pathname}${suffix}`;
    } else if (match.locale === to) {
      hrefs[to] = `${url.pathname}${suffix}`;
    } else if (match.route.slugs && match.canonical.slug) {
      const served = doc ? servedAlternate(doc, url.pathname, to) : null;
      const list = allRoutes().find((r) => r.listOf === match.route.slugs);
      hrefs[to] = served ? `${served}${suffix}` : buildPath(list?.id ?? 'home', to);
    } else {
      hrefs[to] = `${buildPath(match.route.id, to, match.canonical)}${suffix}`;
    }
  }
  return hrefs;
}
