// What the site server answers for a page path (decision 070): the HTTP status (404 for a path the
// shell shows its "Page not found" for, and for a job guide or white paper the catalogue does not
// have), and the page's <html lang>, <title>, meta description, canonical and hreflang alternates,
// written into the shell's index.html. Matching is the shell's own (`matchPath` from
// shared-kit/src/routes/paths.ts, loaded by ./route-table.ts), so both always agree.
import type { Locale, Paths } from './route-table.js';
import type { PageMeta, ServedPages, ServedRoute } from './served-pages.js';

/** The picture link previews show (the shell's build copies it from shell/public). */
export const SHARE_IMAGE = {
  path: '/share-card.png',
  width: 1200,
  height: 630,
  alt: {
    en: 'Laluan Kerjaya: career quiz, job guides and funding search for Malaysian students',
    ms: 'Laluan Kerjaya: kuiz kerjaya, panduan kerjaya dan carian pembiayaan untuk pelajar Malaysia',
  },
};

export interface PageAnswer {
  status: 200 | 404;
  locale: Locale;
  title: string;
  description: string;
  siteName: string;
  alternates: { en: string; ms: string } | null;
  canonical: string | null;
  jsonLd: Record<string, unknown> | null;
  noindex?: boolean;
}

/** A catalogue entry a page is named by (a job guide, a white paper, an event). */
export interface CatalogueItem {
  slug: string;
  slug_bm: string;
  example?: boolean;
  published_on?: string;
}

/** The catalogue lists pages name (`slugs`, `listOf`): jobs, whitePapers, events. */
export type Catalogue = Record<string, CatalogueItem[] | undefined>;

/**
 * Looks a slug up in a catalogue list by either language's slug (the API does the same).
 * @template {{ slug: string, slug_bm: string }} T
 * @param {T[] | undefined} list
 */
function bySlug<T extends { slug: string; slug_bm: string }>(
  list: T[] | undefined,
  slug: string | undefined,
): T | null {
  return list?.find((item) => item.slug === slug || item.slug_bm === slug) ?? null;
}

/**
 * A closed-set word as a select key of its title message: ICU keys have no '-', so
 * 'experts-say' is given as 'experts_say' (the declarations' messages are written so).
 */
const selectKeys = (params: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v).replace(/-/g, '_')]));

/**
 * The answer for a page path, from the served pages' declarations (decision 300): the title and
 * description are the owner's messages in the page's language (a page named by its data, such as
 * a job guide, formats them with its catalogue entry and first data through its declaration's
 * `meta`); a `:slug` the catalogue lacks is a 404.
 * @param {string} pathname the request's path (no query)
 * @param {{ matchPath: Function, localeOfPath: Function, buildPath: Function }} paths the shell's matching
 * @param {import('./served-pages.mjs').ServedPages} served
 * @param {Record<string, Array<any>> | null} catalogue the catalogue lists (jobs, whitePapers, events);
 *   null when it could not be read: a slug is then given the benefit of the doubt (200)
 * @param {unknown} [data] the route's first data, when the server has it
 * @param {(text: string, values: Record<string, unknown>, locale: string) => string} format ICU formatter
 * @returns {PageAnswer}
 */
export function pageAnswer(
  pathname: string,
  paths: Pick<Paths, 'matchPath' | 'localeOfPath' | 'buildPath'>,
  served: ServedPages,
  catalogue: Catalogue | null,
  data: unknown,
  format: (text: string, values: Record<string, unknown>, locale: string) => string,
): PageAnswer {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    /* a malformed escape cannot match a route */
  }
  const text = (locale: Locale, id: string | undefined, values: Record<string, unknown> = {}): string => {
    const message = id ? served.messages[locale][id] : undefined;
    if (typeof message !== 'string') return '';
    try {
      return format(message, values, locale);
    } catch {
      return ''; // a value the message needs is missing (no catalogue entry): the caller falls back
    }
  };
  const siteName = (locale: Locale) => text(locale, 'shell.siteName') || 'Laluan Kerjaya';
  const pageTitle = (locale: Locale, page?: string) =>
    page ? text(locale, 'kit.pageTitle', { page }) : siteName(locale);
  const siteDescription = (locale: Locale) => text(locale, 'shell.siteDescription');
  const titleOf = (route: ServedRoute, locale: Locale, values: Record<string, unknown>, meta: PageMeta | null) => {
    if (meta?.title) return pageTitle(locale, text(locale, meta.title, values));
    if (route.fullTitle) return text(locale, route.fullTitle, values) || siteName(locale);
    return pageTitle(locale, text(locale, route.title, values));
  };
  const answer = (
    fields: Pick<PageAnswer, 'status' | 'locale' | 'title' | 'description'> & Partial<PageAnswer>,
  ): PageAnswer => ({
    alternates: null,
    canonical: null,
    jsonLd: null,
    siteName: siteName(fields.locale),
    ...fields,
  });
  if (decoded === '/' || decoded === '') {
    // The shell sends the bare root to the home page in the visitor's language.
    const home = served.routes.find((r) => r.en === '/en');
    return answer({
      status: 200,
      locale: 'en',
      title: home ? titleOf(home, 'en', {}, null) : siteName('en'),
      description: (home?.description && text('en', home.description)) || siteDescription('en'),
    });
  }
  const match = paths.matchPath(decoded);
  const notFound = (locale: Locale) =>
    answer({
      status: 404,
      locale,
      title: pageTitle(locale, text(locale, 'shell.notFound.title')),
      description: siteDescription(locale),
    });
  if (!match) return notFound(paths.localeOfPath(decoded) ?? 'en');

  const { locale, canonical: params } = match;
  const route = served.byId.get(match.route.id);
  if (!route) return notFound(locale);
  const other = { ...params };
  const mine = { ...params };
  let meta: PageMeta | null = null;
  if (route.slugs) {
    const item = catalogue ? bySlug(catalogue[route.slugs], params.slug) : null;
    if (catalogue && !item) return notFound(locale);
    if (item) {
      mine.slug = locale === 'en' ? item.slug : item.slug_bm;
      other.slug = locale === 'en' ? item.slug_bm : item.slug;
      meta = served.declarations.get(route.id)?.meta?.(item, locale, data ?? null) ?? null;
    }
  }
  const values = { ...selectKeys(params), ...(meta?.values ?? {}) };
  const title = titleOf(route, locale, values, meta);
  const description =
    meta?.description ||
    (meta?.descriptionMessage && text(locale, meta.descriptionMessage, values)) ||
    (route.description && text(locale, route.description, values)) ||
    siteDescription(locale);
  // Development examples are never indexed, nor a list that holds nothing else (decision 261).
  const noindex = Boolean(meta?.noindex || (route.listOf && catalogue && !hasReal(catalogue[route.listOf])));
  const jsonLd = meta?.jsonLd ? { ...meta.jsonLd } : null;
  const otherLocale = locale === 'en' ? 'ms' : 'en';
  const here = paths.buildPath(route.id, locale, mine);
  const there = paths.buildPath(route.id, otherLocale, other);
  if (jsonLd) jsonLd.url = here; // made absolute by applyPageAnswer
  return answer({
    status: 200,
    locale,
    title,
    description,
    alternates: locale === 'en' ? { en: here, ms: there } : { en: there, ms: here },
    canonical: here,
    jsonLd,
    ...(noindex ? { noindex } : {}),
  });
}

/** Does a catalogue list hold anything but development examples (`example: true`)? */
export const hasReal = (list: Array<{ example?: boolean }> | undefined): boolean =>
  (list ?? []).some((item) => !item.example);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Writes a page answer into the shell's index.html: `<html lang>`, `<title>`, the meta
 * description, and (for a page of the route table) canonical and hreflang en / ms / x-default
 * links with absolute URLs on the configured public origin.
 * @param {string} html
 * @param {PageAnswer} answer
 * @param {string} origin
 */
export function applyPageAnswer(html: string, answer: PageAnswer, origin: string): string {
  const links: string[] = [];
  if (answer.canonical) links.push(`<link rel="canonical" href="${escapeHtml(origin + answer.canonical)}" />`);
  if (answer.alternates) {
    for (const lang of ['en', 'ms'] as const) {
      links.push(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(origin + answer.alternates[lang])}" />`);
    }
    links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(origin + answer.alternates.en)}" />`);
  }
  // Link previews (WhatsApp, Facebook, Telegram read Open Graph; X reads its card tags).
  const meta = (key: string, name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;
  const ogLocale: Record<Locale, string> = { en: 'en_MY', ms: 'ms_MY' };
  links.push(
    meta('property', 'og:site_name', answer.siteName),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', answer.title),
    meta('property', 'og:description', answer.description),
    meta('property', 'og:locale', ogLocale[answer.locale]),
    meta('property', 'og:locale:alternate', ogLocale[answer.locale === 'en' ? 'ms' : 'en']),
  );
  if (answer.canonical) links.push(meta('property', 'og:url', origin + answer.canonical));
  links.push(
    meta('property', 'og:image', `${origin}${SHARE_IMAGE.path}`),
    meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
    meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
    meta('property', 'og:image:alt', SHARE_IMAGE.alt[answer.locale]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', answer.title),
    meta('name', 'twitter:description', answer.description),
  );
  if (answer.noindex) links.push(meta('name', 'robots', 'noindex'));
  if (answer.jsonLd) {
    const data = { ...answer.jsonLd, ...(answer.jsonLd.url ? { url: origin + String(answer.jsonLd.url) } : {}) };
    // A data block, not a script: CSP does not apply; "<" is escaped so no text can close the tag.
    links.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  return html
    .replace(/<html(\s[^>]*)?>/, (tag) =>
      /\slang=/.test(tag)
        ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/, ` lang="${answer.locale}"`)
        : tag.replace('<html', `<html lang="${answer.locale}"`),
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(answer.title)}</title>${links.join('')}`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(answer.description)}" />`,
    );
}
