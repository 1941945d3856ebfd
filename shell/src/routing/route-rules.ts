import {
  buildPath,
  DEFAULT_LOCALE,
  emit,
  getConfig,
  getCookie,
  localeOfPath,
  matchPath,
  navigate,
  preferredLocale,
  type LayoutName,
  type Locale,
} from 'shared-kit';
import { shellMessages } from '../chrome/shell-messages';
import { applyLayout } from '../layouts/layouts';

/** The layout of the page on screen; null before the first one (its title came from the server). */
let shownLayout: LayoutName | null = null;

/** What the shell does with a path before any app renders it. */
export type RouteDecision =
  | { readonly kind: 'redirect'; readonly to: string; readonly openSignup?: boolean }
  | { readonly kind: 'not-found'; readonly locale: Locale }
  | { readonly kind: 'page'; readonly layout: LayoutName; readonly locale: Locale };

export interface RouteContext {
  readonly landingPageOnly: boolean;
  readonly signedIn: boolean;
  /** The saved language choice (cookie i18n_redirected). */
  readonly savedLocale?: string;
  readonly browserLanguages: readonly string[];
}

/**
 * The shell's route rules (spec §2), as a pure function: the bare root goes to the home page in the
 * saved or browser language; landing-page-only mode sends every page home; an unknown path is the
 * 404 page; the profile (the only guarded route) sends a visitor home with the sign-up dialog.
 */
export function decideRoute(pathname: string, ctx: RouteContext): RouteDecision {
  if (pathname === '/' || pathname === '') {
    return { kind: 'redirect', to: buildPath('home', preferredLocale(ctx.savedLocale, ctx.browserLanguages)) };
  }
  const match = matchPath(pathname);
  if (ctx.landingPageOnly && match?.route.id !== 'home') {
    return { kind: 'redirect', to: buildPath('home', match?.locale ?? localeOfPath(pathname) ?? DEFAULT_LOCALE) };
  }
  if (!match) return { kind: 'not-found', locale: localeOfPath(pathname) ?? DEFAULT_LOCALE };
  if (match.route.auth && !ctx.signedIn) {
    return { kind: 'redirect', to: buildPath('home', match.locale), openSignup: true };
  }
  return { kind: 'page', layout: match.route.layout, locale: match.locale };
}

/** Applies the rules to a URL: redirects, or sets the page frame (layout, `html lang`). */
export function applyRouteRules(url: string, redirects = 0): void {
  const decision = decideRoute(new URL(url, window.location.href).pathname, {
    landingPageOnly: getConfig().landingPageOnly,
    signedIn: !!getCookie('authorization_token'),
    savedLocale: getCookie('i18n_redirected') ?? undefined,
    browserLanguages: navigator.languages ?? [],
  });
  if (decision.kind === 'redirect') {
    navigate(decision.to, { replace: true });
    // The shell's chrome subscribes with replay, so this reaches it even before it has mounted.
    if (decision.openSignup) emit('account:open-signup', { context: 'profile' });
    // The target's frame at once (a redirect always lands on a page; the bound is a safety net).
    if (redirects < 2) applyRouteRules(decision.to, redirects + 1);
    return;
  }
  const layout = decision.kind === 'page' ? decision.layout : 'error-page';
  // The server wrote the first page's own title (decision 070); on a move to another kind of page
  // the tab shows the site's name (the same in both languages) until that page's app sets its own.
  if (shownLayout !== null && layout !== shownLayout) document.title = String(shellMessages.siteName.defaultMessage);
  shownLayout = layout;
  applyLayout(layout);
  document.documentElement.lang = decision.locale;
}

/**
 * Runs the rules on the current URL, then before every route change: single-spa's
 * `before-routing-event` fires after the URL changed and before any app mounts or unmounts, so the
 * frame of the next page is in place before its app renders and a redirect happens before the wrong
 * app loads.
 */
export function installRouteRules(): () => void {
  shownLayout = null;
  applyRouteRules(window.location.href);
  const onBeforeRouting = (e: Event) => {
    const next = (e as CustomEvent<{ newUrl?: string }>).detail?.newUrl;
    applyRouteRules(next ?? window.location.href);
  };
  window.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => window.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
