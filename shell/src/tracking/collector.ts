/**
 * The site's own analytics collector, client side (issue 25, decision 330): an adapter for the
 * shared-kit facade that batches events and sends them to POST {api}/analytics/collect with
 * navigator.sendBeacon. Used when no analytics key is configured. Loaded with the tracking chunk,
 * after the first view, so it costs the first render nothing and sends nothing before it.
 *
 * What leaves the browser per event: its name (from the collector's catalogue), time, route id,
 * language, the anonymous browser-session id (nuxt-utm-session-id), the UTM values of the visit,
 * and the properties the catalogue lists for it, checked here with the server's own rules (a
 * search term only normalised, and only when the search found few jobs).
 */
import { EVENT_CATALOGUE, checkProps, type EventName } from 'api/analytics';
import {
  ANALYTICS_STATUS,
  getConfig,
  getSession,
  matchPath,
  type AnalyticsAdapter,
  type AnalyticsProperties,
  type AnalyticsStatus,
} from 'shared-kit';
import { visitSessionId } from './journey';

/** Events per request: the API's limit. */
export const MAX_BATCH = 50;
/** A batch waits this long for more events (or until the page is hidden). */
export const FLUSH_AFTER_MS = 15_000;
/** Requests per page load before the rest wait for the page to be hidden (one last beacon). */
export const MAX_REQUESTS_PER_PAGE = 12;

const UTM_VALUE = /^[\p{L}\p{N} _.+/:|-]{1,100}$/u;
const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

interface Pending {
  n: EventName;
  t: number;
  r?: string;
  p: Record<string, string | number | boolean>;
  lang: 'en' | 'ms' | undefined;
}

export interface CollectorOptions {
  /** Default: {apiBase}{apiVersion}/analytics/collect from the site configuration. */
  endpoint?: string;
  /** Sends one body; default navigator.sendBeacon, else fetch with keepalive. */
  send?: (url: string, body: string) => void;
  target?: Window;
  flushAfterMs?: number;
  maxRequests?: number;
}

export interface Collector extends AnalyticsAdapter {
  /** Sends what is buffered now (the page is being hidden). */
  flush(final?: boolean): void;
  /** Stops listening to the page (tests). */
  stop(): void;
  /** Requests sent so far. */
  readonly requests: number;
}

function defaultSend(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
}

function langOf(pathname: string): 'en' | 'ms' | undefined {
  const first = pathname.split('/')[1];
  return first === 'en' || first === 'ms' ? first : undefined;
}

function utmOf(): Record<string, string> | undefined {
  const stored = getSession('utmData');
  if (!stored || typeof stored !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const field of UTM_FIELDS) {
    const value = (stored as Record<string, unknown>)[`utm_${field}`];
    if (typeof value === 'string' && value !== 'EMPTY' && UTM_VALUE.test(value)) out[field] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

export function createCollector(options: CollectorOptions = {}): Collector {
  const target = options.target ?? window;
  const config = getConfig();
  const endpoint = options.endpoint ?? `${config.apiBase}${config.apiVersion}/analytics/collect`;
  const send = options.send ?? defaultSend;
  const flushAfterMs = options.flushAfterMs ?? FLUSH_AFTER_MS;
  const maxRequests = options.maxRequests ?? MAX_REQUESTS_PER_PAGE;
  let buffer: Pending[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let requests = 0;

  const flush = (final = false) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!buffer.length) return;
    // Past the per-page budget only the page's last beacon goes (when it is hidden).
    if (requests >= maxRequests && !final) return;
    const sid = visitSessionId();
    const utm = utmOf();
    while (buffer.length) {
      // One batch per language run (a language switch mid-page), at most MAX_BATCH events.
      const lang = buffer[0]!.lang;
      let count = 0;
      while (count < buffer.length && count < MAX_BATCH && buffer[count]!.lang === lang) count++;
      const batch = buffer.slice(0, count);
      buffer = buffer.slice(count);
      const body = {
        sid,
        ...(lang ? { lang } : {}),
        ...(utm ? { utm } : {}),
        events: batch.map(({ n, t, r, p }) => ({ n, t, ...(r ? { r } : {}), ...(Object.keys(p).length ? { p } : {}) })),
      };
      requests += 1;
      send(endpoint, JSON.stringify(body));
    }
  };

  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') flush(true);
  };
  const onPageHide = () => flush(true);
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', onPageHide);

  return {
    apiKey: 'own-collector',
    get requests() {
      return requests;
    },
    track(event: string, properties: AnalyticsProperties, time: number): AnalyticsStatus {
      if (!Object.hasOwn(EVENT_CATALOGUE, event)) return ANALYTICS_STATUS.unexpectedError;
      const name = event as EventName;
      const checked = checkProps(name, properties as Record<string, unknown>);
      if (!checked.ok) return ANALYTICS_STATUS.unexpectedError;
      const pathname = target.location.pathname;
      const route = matchPath(pathname)?.route.id;
      buffer.push({ n: name, t: time, ...(route ? { r: route } : {}), p: checked.props, lang: langOf(pathname) });
      if (buffer.length >= MAX_BATCH) flush();
      else if (!timer) timer = setTimeout(() => flush(), flushAfterMs);
      return ANALYTICS_STATUS.success;
    },
    setUserProperty(): AnalyticsStatus {
      // The own collector keeps no user properties (visit_counter stays in the browser).
      return ANALYTICS_STATUS.success;
    },
    flush,
    stop() {
      if (timer) clearTimeout(timer);
      target.document.removeEventListener('visibilitychange', onHidden);
      target.removeEventListener('pagehide', onPageHide);
    },
  };
}
