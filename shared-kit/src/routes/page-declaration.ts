import type { ComponentType } from 'react';

/**
 * A page, declared once by the remote that renders it (docs/decisions/300). Each remote's
 * `src/pages.ts` holds one `PageDeclaration` per route it owns; everything else is derived from
 * it: the route table in shared-kit (generated, `scripts/pages.mjs`), the remote's build output
 * `routes.json` (paths, layout, titles and descriptions formatted from its catalogue, first data),
 * the site server's titles, canonical, hreflang, Open Graph, 404s, embedded first data and sitemap,
 * and, at run time, the shell's path matching, activity rules and language switch.
 *
 * A `pages.ts` holds data only: type-only imports, and components as `() => import(...)` thunks,
 * so Node (the build, the site server, the route-table check) reads it without bundling.
 */

/** The page frames spec §2 names; the shell's `layouts.ts` says what each one looks like. */
export type LayoutName =
  | 'home'
  | 'about-us'
  | 'methodology'
  | 'affinity'
  | 'onboarding'
  | 'data-entry'
  | 'results'
  | 'subject-quiz-layout'
  | 'contact-us'
  | 'industries'
  | 'event'
  | 'funding-search'
  | 'jobs'
  | 'profile'
  | 'privacy'
  | 'white-paper'
  | 'default-blue'
  | 'default'
  | 'error-page';

/** A parameter whose value is a word with an English and a Malay form (canonical = English). */
export interface LocalizedValues {
  readonly [canonical: string]: { readonly en: string; readonly ms: string };
}

/** A component as `React.lazy` takes it (a thunk, so the declaration stays data). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props are its own
export type ComponentModule = () => Promise<{ default: ComponentType<any> }>;

export interface PageDeclaration<MessageId extends string = string> {
  /** The path in each language; `:name` is a parameter. */
  readonly en: string;
  readonly ms: string;
  /** Parameters restricted to a closed set of localized words; anything else is a 404. */
  readonly values?: { readonly [param: string]: LocalizedValues };
  readonly layout: LayoutName;
  /**
   * The page's name, a message of the remote's own catalogue: the title is "{name} · {site}"
   * (shared-kit's `kit.pageTitle`). `fullTitle` instead is the whole title (the home page).
   * A page whose name is its data (a job, a white paper) names the message its data fills.
   */
  readonly title?: MessageId;
  readonly fullTitle?: MessageId;
  /** The meta description (search results, link previews); the site's own when absent. */
  readonly description?: MessageId;
  /**
   * The API path of the GET the page makes first (decision 150), `:param` filled from the route's
   * canonical parameters and `:locale` with the page's language. The page asks through the same
   * path (`firstDataPath`), so the server's embedded answer is the one the page finds.
   */
  readonly firstData?: string;
  /** `firstData` is an unversioned path (the quiz's questions); `fresh`: never kept by the server. */
  readonly firstDataUnversioned?: boolean;
  readonly firstDataFresh?: boolean;
  /**
   * First data named by a list in the query (the comparison's `?jobs=a,b,c`): the GET of `path`
   * with `:item` filled by each of the first `max` values of the query parameter `query` as
   * `queryList` reads them, the same paths the page asks for (`firstDataEachPaths`).
   */
  readonly firstDataEach?: FirstDataEach;
  /** Cookies that say the visitor is past the first view (a quiz under way): no first paint then. */
  readonly unlessCookies?: readonly string[];
  /**
   * In the sitemap: `true` (the default for a page without free parameters), `false`, or the
   * catalogue list whose slugs fill `:slug` ('jobs' | 'whitePapers').
   */
  readonly sitemap?: boolean | 'jobs' | 'whitePapers';
  /** The list of the catalogue that decides whether a `:slug` exists (unknown slug → 404). */
  readonly slugs?: 'jobs' | 'whitePapers';
  /** Only reachable with an authorization token. */
  readonly auth?: boolean;
  /** Origin label for tracking (spec §2). */
  readonly origin?: 'Affinity Matching Results' | 'Job Guides' | 'Hamburger';
  /**
   * The catalogue list this page lists: out of the sitemap and `noindex` while it holds only
   * examples, and where the language switch lands when an entry's slug has no counterpart.
   */
  readonly listOf?: 'events' | 'whitePapers' | 'jobs';
  /**
   * What a page named by its data says about itself: `item` is its catalogue entry (by `slugs`),
   * `data` its first data when the server has it. `values` fill the title message; `title`
   * replaces it; `description` is the text itself; `jsonLd` a schema.org object (its `url` is set).
   * (Method syntax: a declaration names the types of its own catalogue entry and data.)
   */
  meta?(item: unknown, locale: 'en' | 'ms', data: unknown): PageMeta<MessageId> | null;
  /**
   * The first view the server renders with react-dom/server from this remote's server build
   * (server/first-views.js, decision 350) and the app shows first, and the page itself. Without
   * a `FirstView` the page shows the shell's splash until the app has rendered.
   */
  readonly FirstView?: ComponentModule;
  readonly Page?: ComponentModule;
  /**
   * What the page loads right after its first render (the quiz result's body, decision 357): the
   * site server preloads its files last, at low priority, so they download while the first render
   * runs instead of after it — only when the request has one of `laterWhen`'s cookies or query
   * parameters (a result to show), or always when the page has no `laterWhen` (the directory's
   * list, decision 366). Read at build time; the browser build strips it (decision 352).
   */
  readonly Later?: ComponentModule;
  readonly laterWhen?: { readonly cookies?: readonly string[]; readonly query?: readonly string[] };
  /**
   * The GETs `Later` makes first (decision 362): API paths with `:locale` and `:name` filled from
   * the request's query parameter `name` (`laterDataPaths`). When `laterWhen` holds, the site server
   * writes their answers into the page as it does `firstData`, so the body needs no round trip; a
   * path whose parameters the query lacks is left for the page to ask.
   */
  readonly laterData?: readonly string[];
}

export interface PageMeta<MessageId extends string = string> {
  readonly title?: MessageId;
  readonly values?: Readonly<Record<string, string>>;
  readonly description?: string;
  readonly descriptionMessage?: MessageId;
  readonly noindex?: boolean;
  readonly jsonLd?: Record<string, unknown> | null;
}

/** A list of first data from the query (`PageDeclaration.firstDataEach`). */
export interface FirstDataEach {
  readonly query: string;
  readonly path: string;
  readonly max: number;
}

/** A remote's pages: route id → declaration. */
export type PageDeclarations<MessageId extends string = string> = Readonly<Record<string, PageDeclaration<MessageId>>>;

/**
 * Fills an API path template of a declaration (`/jobs/:slug`, `/directory?lang=:locale`): the one
 * function both the page and the site server use, so the embedded answer matches the page's GET.
 */
export function firstDataPath(template: string, params: Readonly<Record<string, string>>, locale: string): string {
  return template.replace(/:([a-zA-Z]+)/g, (_, name: string) =>
    name === 'locale' ? locale : encodeURIComponent(params[name] ?? ''),
  );
}

/**
 * The values of a comma-separated list in the query (`?jobs=nurse,chef`): trimmed, empty ones
 * dropped, each once, in order. The page and the site server read the list with it.
 */
export function queryList(search: string, name: string): string[] {
  const raw = new URLSearchParams(search).get(name) ?? '';
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The API paths of a page's `laterData` for a request's query (`search`, with or without `?`):
 * `:locale` is the page's language, any other `:name` the query parameter `name`, encoded as
 * `URLSearchParams` encodes it (the page asks with `URLSearchParams`). A path with a parameter the
 * query lacks or leaves empty is left out.
 */
export function laterDataPaths(templates: readonly string[], search: string, locale: string): string[] {
  const query = new URLSearchParams(search);
  return templates.flatMap((template) => {
    let missing = false;
    const filled = template.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
      if (name === 'locale') return locale;
      const value = query.get(name);
      if (!value) missing = true;
      return new URLSearchParams({ v: value ?? '' }).toString().slice(2);
    });
    return missing ? [] : [filled];
  });
}

/** The API paths of a page's `firstDataEach` for a request's query (`search`, with or without `?`). */
export function firstDataEachPaths(each: FirstDataEach, search: string): string[] {
  return queryList(search, each.query)
    .slice(0, each.max)
    .map((item) => each.path.replace(':item', encodeURIComponent(item)));
}
