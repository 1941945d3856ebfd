/**
 * Journey, UTM, visit, onboarding and screen tracking (spec §4, keys of spec §3, events of §7).
 * The shell owns it; the analytics facade it calls lives in shared-kit.
 */
import {
  getLocal,
  getSession,
  matchPath,
  removeSession,
  setCookie,
  setLocal,
  setSession,
  setUserProperty,
  track,
  type RouteDef,
} from 'shared-kit';
import { startAnalytics } from './providers';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmValues = Record<UtmKey, string>;

/** Campaign-tracking entry of spec §3, stored newest first under nuxt-utm-data. */
export interface VisitEntry {
  readonly timestamp: string;
  readonly utmParams: Partial<UtmValues>;
  readonly additionalInfo: {
    readonly referrer: string;
    readonly userAgent: string;
    readonly language: string;
    readonly landingPageUrl: string;
    readonly screen: { readonly width: number; readonly height: number };
  };
  readonly sessionId: string;
}

/** Legacy localStorage keys of older UTM code, removed on each load ("old local utm keys", spec §4). */
export const OLD_LOCAL_UTM_KEYS: readonly string[] = [...UTM_KEYS, 'utmData'];

const SUBJECT_QUIZ_WORDS = ['subject-job-match', 'padanan-subjek-kerjaya'];

type Origin = NonNullable<RouteDef['origin']>;

/** Does the query carry any utm_* parameter? */
export function hasUtmParams(params: URLSearchParams): boolean {
  for (const key of params.keys()) if (key.startsWith('utm_')) return true;
  return false;
}

/** The five UTM values; missing (or blank) ones as EMPTY (spec §4). */
export function utmValues(params: URLSearchParams): UtmValues {
  const out = {} as UtmValues;
  for (const key of UTM_KEYS) out[key] = params.get(key)?.trim() || 'EMPTY';
  return out;
}

/** The UTM values present in the URL (for visit entries: no invented values). */
function presentUtm(params: URLSearchParams): Partial<UtmValues> {
  const out: Partial<UtmValues> = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key);
    if (value !== null) out[key] = value;
  }
  return out;
}

/**
 * Window-load reset (spec §4). Runs once when the shell starts, i.e. before the first routing
 * event, so the page's own first navigation can still record its UTM once afterwards.
 */
export function clearOnWindowLoad(): void {
  removeSession('isLoggedOnce');
  removeSession('hasRemovedJourney');
  removeSession('utmData');
  removeSession('onboardingShown');
  try {
    for (const key of OLD_LOCAL_UTM_KEYS) window.localStorage.removeItem(key);
  } catch {
    /* storage disabled: nothing to clear */
  }
}

/** Start Journey: once per browser session, on its first navigation. */
export function trackJourney(url: URL, title: string): void {
  if (getSession('journeyStarted')) return;
  setSession('journeyStarted', true);
  setCookie('closedFeedbackFAB', true);
  const stored = Number(getLocal('visitCounter'));
  const visits = (Number.isFinite(stored) && stored > 0 ? Math.floor(stored) : 0) + 1;
  setLocal('visitCounter', visits);
  void setUserProperty('visit_counter', visits);
  void track('Start Journey', {
    first_time_user: getLocal('firstTimeUser') !== 'false',
    path: url.pathname,
    page_title: title,
  });
  setLocal('firstTimeUser', 'false');
}

/** UTM Tracking: once per load (isLoggedOnce is cleared on each load) when the URL carries utm_*. */
export function trackUtm(url: URL): void {
  if (!hasUtmParams(url.searchParams) || getSession('isLoggedOnce')) return;
  const values = utmValues(url.searchParams);
  setSession('utmData', values);
  void track('UTM Tracking', values);
  setSession('isLoggedOnce', true);
}

function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser session's visit id (nuxt-utm-session-id), created on first use. */
export function visitSessionId(): string {
  const existing = getSession('nuxt-utm-session-id');
  if (typeof existing === 'string' && existing) return existing;
  const id = randomId();
  setSession('nuxt-utm-session-id', id);
  return id;
}

function isEntry(value: unknown): value is VisitEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.sessionId === 'string' && !!v.utmParams && typeof v.utmParams === 'object';
}

/** Stored visit entries; anything unreadable is logged and treated as an empty list (spec §4). */
export function readVisits(): VisitEntry[] {
  // getLocal already logs and falls back to [] when the JSON itself is corrupt.
  const stored: unknown = getLocal('nuxt-utm-data');
  if (!Array.isArray(stored)) {
    console.warn('Ignoring corrupt stored value for nuxt-utm-data');
    return [];
  }
  if (!stored.every(isEntry)) {
    console.warn('Ignoring corrupt stored value for nuxt-utm-data');
    return [];
  }
  return [...stored];
}

function sameUtm(a: Partial<UtmValues>, b: Partial<UtmValues>): boolean {
  return UTM_KEYS.every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** Visit tracking: a new entry at the front for a URL with utm_*, unless it repeats the newest one. */
export function trackVisit(url: URL, now: Date = new Date()): void {
  if (!hasUtmParams(url.searchParams)) return;
  const entries = readVisits();
  const sessionId = visitSessionId();
  const utmParams = presentUtm(url.searchParams);
  const newest = entries[0];
  if (newest && newest.sessionId === sessionId && sameUtm(newest.utmParams, utmParams)) return;
  const entry: VisitEntry = {
    timestamp: now.toISOString(),
    utmParams,
    additionalInfo: {
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      language: navigator.language,
      landingPageUrl: url.href,
      screen: { width: window.screen?.width ?? 0, height: window.screen?.height ?? 0 },
    },
    sessionId,
  };
  setLocal('nuxt-utm-data', [entry, ...entries]);
}

/** Onboarding: any path outside the subject quiz resets onBoardingCompleted (spec §4). */
export function trackOnboarding(url: URL): void {
  if (SUBJECT_QUIZ_WORDS.some((word) => url.pathname.includes(word))) return;
  setCookie('onBoardingCompleted', false);
}

/** The tracking origin: the route's own label, else Hamburger for menu links (?origin=hamburger). */
export function originOf(url: URL): Origin | undefined {
  const fromRoute = matchPath(url.pathname)?.route.origin;
  if (fromRoute) return fromRoute;
  return url.searchParams.get('origin')?.toLowerCase() === 'hamburger' ? 'Hamburger' : undefined;
}

export function trackScreen(url: URL): void {
  const origin = originOf(url);
  void track('Screen Open', origin ? { path: url.pathname, origin } : { path: url.pathname });
  // Most-read guides for the team view (issue 25): a job guide's own page, by its slug.
  const match = matchPath(url.pathname);
  if (match?.route.id === 'jobs.detail' && match.params.slug) void track('Guide Read', { job: match.params.slug });
}

function safely(step: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(`Tracking step failed: ${step}`, error);
  }
}

/** Everything tracked for one navigation, in order. */
export function trackNavigation(href: string, title = document.title): void {
  const url = new URL(href, window.location.href);
  safely('journey', () => trackJourney(url, title));
  safely('utm', () => trackUtm(url));
  safely('visit', () => trackVisit(url));
  safely('onboarding', () => trackOnboarding(url));
  safely('screen', () => trackScreen(url));
}

/**
 * Starts tracking for this page load: clears the per-load session keys now, then tracks every
 * single-spa navigation (the first routing event is the page's own landing). A change of the hash
 * alone is not a new screen. Returns a function that stops listening.
 */
export function startTracking(target: Window = window, opts: { trackCurrent?: boolean } = {}): () => void {
  safely('window load', clearOnWindowLoad);
  let last: string | null = null;
  const onRouting = (event?: Event) => {
    const detail = (event as CustomEvent<{ newUrl?: string } | undefined> | undefined)?.detail;
    const href = detail?.newUrl || target.location.href;
    const withoutHash = href.split('#')[0]!;
    if (withoutHash === last) return;
    last = withoutHash;
    trackNavigation(href, target.document.title);
  };
  // Started after the first render (the shell loads tracking lazily): the landing page counts too,
  // and the events get somewhere to go (the own collector or the provider; issue 25). Both are in
  // this chunk but the provider's SDK, which loads only when a key is configured.
  if (opts.trackCurrent) {
    onRouting();
    void startAnalytics();
  }
  target.addEventListener('single-spa:routing-event', onRouting);
  return () => target.removeEventListener('single-spa:routing-event', onRouting);
}
