/**
 * The server build's harness (decision 350): renders one page's first view — the remote's own
 * component, with its own catalogue and shared-kit's — to static HTML with `react-dom/server`, as
 * the app would render it at that address with the page's embedded first data. No Module
 * Federation, no single-spa: `shared-kit/build/first-views-plugin.cjs` bundles this file, the
 * remote's declarations and catalogues, React and react-intl into `server/first-views.js` of the
 * remote's versioned folder, and the site server calls `render`.
 *
 * Two passes: the first creates the queries the view asks for (the same `queryOptions` the page
 * uses) and starts the lazy components it names; what the page embeds (`serveEmbedded`) answers
 * them at once, and the second pass renders with those answers. A query the page did not embed
 * stays pending, so the view shows what the app shows while it waits.
 */
import { createStore, Provider as JotaiProvider } from 'jotai';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { QueryClient, QueryClientProvider } from 'shared-kit/query';
import { configure, parseConfig } from '../config/config';
import type { Messages } from '../i18n/intl';
import { INTL_LOCALE, TIME_ZONE } from '../i18n/intl';
import { setRoutes } from '../routes/paths';
import type { RouteDef } from '../routes/route-types';
import type { Locale } from '../routes/route-types';
import { setServerCookies } from './cookies';
import { serveEmbedded } from './embedded';
import { setServerHref } from './location';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each view declares its own props
export type FirstViewLoader = () => Promise<{ default: ComponentType<any> }>;

export interface FirstViewsBuild {
  /** Page id → its declaration's `FirstView` (the same import the app makes). */
  readonly views: Readonly<Record<string, FirstViewLoader | undefined>>;
  /** The kit's and the remote's catalogues, per language (the app merges them the same way). */
  readonly messages: Readonly<Record<Locale, Messages>>;
}

export interface RenderRequest {
  /** The page's route id. */
  readonly id: string;
  readonly locale: Locale;
  /** The request's path and query, as the browser will have it. */
  readonly href: string;
  /** The routes the page carries (`career-routes`): matching and links as in the browser. */
  readonly routes?: readonly RouteDef[];
  /** The page's embedded answers (`career-data`): API path → the API's body. */
  readonly data?: Record<string, unknown> | null;
  /**
   * The request's `Cookie` header: a view reads the visitor's cookies as the app will (the quiz
   * result knows whether there are answers). Nothing personal is asked for with it: a GET the page
   * does not embed stays pending, whoever the visitor is.
   */
  readonly cookies?: string | null;
  /** The view's props, from the server (the shell's header: the page's hreflang alternates, 346). */
  readonly props?: Readonly<Record<string, unknown>>;
  /**
   * The page's site configuration, as its `career-config` meta carries it (JSON): `getConfig()`
   * answers in the view as it will in the app, so a card that follows the site's data (the home
   * page's Events card, decision 365) paints as the app shows it. Defaults when absent.
   */
  readonly config?: string | null;
}

/** React writes a `style` prop as an attribute, which a CSP without 'unsafe-inline' ignores. */
const STYLE_ATTR = / style="([^"]*)"/g;
const unescapeAttr = (v: string) =>
  v
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The markup with each inline style moved into a rule of the page's stylesheet (the server writes
 * it with the view's CSS, allowed by its hash): `style="width:32px"` becomes `data-fv-style="0"`
 * and `#first-paint [data-fv-style="0"]{width:32px}`, so the view looks as the app's does.
 */
export function withoutStyleAttributes(markup: string): { html: string; css: string } {
  const styles: string[] = [];
  const html = markup.replace(STYLE_ATTR, (_, value: string) => {
    const css = unescapeAttr(value).replace(/[<{}]/g, '');
    let i = styles.indexOf(css);
    if (i < 0) i = styles.push(css) - 1;
    return ` data-fv-style="${i}"`;
  });
  return { html, css: styles.map((css, i) => `#first-paint [data-fv-style="${i}"]{${css}}`).join('') };
}

/**
 * A first view's controls wait for the app: every form is `inert` (nothing typed into the first
 * paint is lost in the hand-over, and a form never submits itself without the app, which would put
 * what was typed in the address) and every other button is `aria-disabled` (it has nothing to do
 * before the app arrives): unlike `disabled`, a tap on it reaches the shell, which says the button
 * is loading and gives the tap to the app's button of the same name when the app takes over
 * (decision 376). They read as the app's do; links work at once. A button already disabled stays so.
 */
export function withWaitingControls(html: string): string {
  return html
    .replace(/<form(?=[\s>])/g, '<form inert=""')
    .replace(/<button(?![^>]*\s(?:aria-)?disabled[\s=>])(?=[\s>])/g, '<button aria-disabled="true"');
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Renders a first view; null when the build has none for the page. */
export async function renderFirstView(
  build: FirstViewsBuild,
  req: RenderRequest,
): Promise<{ html: string; css: string } | null> {
  const load = build.views[req.id];
  if (!load) return null;
  const View = (await load()).default;
  // A client of its own per render: no retries (an answer the page does not carry is not asked
  // for), and none of the browser client's reactions to a failure (the 504 page).
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // A jotai store of its own too: an atom over a cookie (the quiz's answers) keeps its value in the
  // store it was read in, so in jotai's default store one visitor's answers would decide another's
  // first paint (the data entry showed its form to a visitor with none after a visitor with some).
  const store = createStore();
  const tree = () => {
    // Everything a render reads is set again right before it, in the same task: two pages
    // rendered at once never see each other's address, routes or answers.
    if (req.routes?.length) setRoutes(req.routes);
    setServerHref(req.href);
    setServerCookies(req.cookies);
    configure(parseConfig(req.config));
    return renderToStaticMarkup(
      createElement(
        JotaiProvider,
        { store },
        createElement(
          QueryClientProvider,
          { client },
          createElement(
            IntlProvider,
            {
              locale: INTL_LOCALE[req.locale],
              defaultLocale: 'en-MY',
              messages: build.messages[req.locale] as Record<string, string>,
              timeZone: TIME_ZONE,
              onError: () => undefined,
            },
            createElement(View, req.props ?? {}),
          ),
        ),
      ),
    );
  };
  tree();
  const pending = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending');
  serveEmbedded(req.data ?? null);
  const fetches = pending.map((q) => q.fetch().catch(() => undefined));
  // Embedded answers come in a few microtasks, lazy chunks with a require: a tick is enough.
  await Promise.race([Promise.allSettled(fetches), settle().then(settle)]);
  await settle();
  // A query the page carries no answer for shows what the app shows while it waits.
  for (const q of pending) if (q.state.status === 'error') q.reset();
  return withoutStyleAttributes(withWaitingControls(tree()));
}
