import {
  queuedAnalytics,
  registerAnalyticsProvider,
  resetAnalytics,
  setSession,
  track,
  ANALYTICS_STATUS,
} from 'shared-kit';
import { createCollector, MAX_BATCH, type Collector } from './collector';
import { providerSettings, startAnalytics } from './providers';

interface Sent {
  url: string;
  body: {
    sid: string;
    lang?: string;
    utm?: Record<string, string>;
    events: { n: string; t: number; r?: string; p?: Record<string, unknown> }[];
  };
}

let sent: Sent[];
let collector: Collector | null;

function go(path: string) {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  jest.useFakeTimers();
  resetAnalytics();
  window.sessionStorage.clear();
  window.localStorage.clear();
  sent = [];
  collector = null;
  go('/en/career-quiz/start');
});
afterEach(() => {
  collector?.stop();
  jest.useRealTimers();
});

function start(opts: { maxRequests?: number } = {}) {
  collector = createCollector({
    endpoint: '/api/v1/analytics/collect',
    send: (url, body) => sent.push({ url, body: JSON.parse(body) as Sent['body'] }),
    ...opts,
  });
  return registerAnalyticsProvider(collector);
}

const hide = () => window.dispatchEvent(new Event('pagehide'));

describe('own collector (client)', () => {
  test('nothing is sent at once: events wait 15 s (or the page being hidden), then go in one beacon', async () => {
    setSession('utmData', {
      utm_source: 'instagram',
      utm_medium: 'EMPTY',
      utm_campaign: 'spm-2026',
      utm_term: 'EMPTY',
      utm_content: 'EMPTY',
    });
    await start();
    await track('Quiz Started');
    await track('Quiz Question Answered', { question: 1 });
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(15_000);
    expect(sent).toHaveLength(1);
    const [batch] = sent;
    expect(batch!.url).toBe('/api/v1/analytics/collect');
    expect(batch!.body.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(batch!.body.lang).toBe('en');
    expect(batch!.body.utm).toEqual({ source: 'instagram', campaign: 'spm-2026' });
    expect(batch!.body.events.map((e) => [e.n, e.r, e.p])).toEqual([
      ['Quiz Started', 'quiz.start', undefined],
      ['Quiz Question Answered', 'quiz.start', { question: 1 }],
    ]);
  });

  test('events queued before the first view are sent after it, in order; pagehide sends the rest', async () => {
    await track('Screen Open', { path: '/en/career-quiz/start', origin: 'Hamburger' });
    await track('Start Journey', { first_time_user: true, path: '/x', page_title: 'Career quiz' });
    expect(sent).toEqual([]);
    await start();
    hide();
    expect(sent.map((s) => s.body.events.map((e) => [e.n, e.p]))).toEqual([
      [
        ['Screen Open', { origin: 'Hamburger' }],
        ['Start Journey', { first_time_user: true }],
      ],
    ]);
  });

  test('no typed text leaves: a search term only normalised and only for few results; unknown events stay home', async () => {
    await start();
    expect((await track('Job Search', { results: 0, term: '  Juruterbang   DRON! ' })).status).toBe(
      ANALYTICS_STATUS.success,
    );
    await track('Job Search', { results: 40, term: 'doktor' });
    await track('Job Search', { results: 0, term: 'ali@example.com 0123456789' });
    expect((await track('Some New Event', { email: 'a@b.my' })).status).toBe(ANALYTICS_STATUS.unexpectedError);
    expect((await track('Quiz Question Answered', { question: 9 })).status).toBe(ANALYTICS_STATUS.unexpectedError);
    hide();
    expect(sent.flatMap((s) => s.body.events.map((e) => [e.n, e.p]))).toEqual([
      ['Job Search', { results: 0, term: 'juruterbang dron' }],
      ['Job Search', { results: 40 }],
      ['Job Search', { results: 0 }],
    ]);
  });

  test('batches of at most 50; a language switch starts a new batch; few requests per page', async () => {
    await start({ maxRequests: 3 });
    for (let i = 0; i < MAX_BATCH + 5; i++) await track('Click', { target: 'next' });
    expect(sent.map((s) => s.body.events.length)).toEqual([50]);
    go('/ms/kuiz-kerjaya/mula');
    await track('Click', { target: 'next' });
    jest.advanceTimersByTime(15_000);
    expect(sent.map((s) => [s.body.lang, s.body.events.length])).toEqual([
      ['en', 50],
      ['en', 5],
      ['ms', 1],
    ]);
    // The budget is spent: later events wait for the page to be hidden, then go in one last beacon.
    await track('Click', { target: 'a' });
    jest.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(3);
    hide();
    expect(sent).toHaveLength(4);
  });

  test('opted out in the privacy notice: nothing is kept or sent, queued events included', async () => {
    await track('Quiz Started');
    window.localStorage.setItem('analyticsOptOut', 'true');
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    startAnalytics();
    expect((await track('Quiz Question Answered', { question: 1 })).status).toBe(ANALYTICS_STATUS.optedOut);
    expect(queuedAnalytics()).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(60_000);
    expect(beacon).not.toHaveBeenCalled();
  });

  test('the provider’s settings come from the page’s career-config; a malformed key means none', () => {
    const doc = document.implementation.createHTMLDocument('x');
    const meta = doc.createElement('meta');
    meta.name = 'career-config';
    doc.head.append(meta);
    meta.content = JSON.stringify({ analytics: { key: 'abcDEF123_-x', serverUrl: 'http://127.0.0.1:4421/2/httpapi' } });
    expect(providerSettings(doc)).toEqual({ key: 'abcDEF123_-x', serverUrl: 'http://127.0.0.1:4421/2/httpapi' });
    meta.content = JSON.stringify({ analytics: { key: 'abcDEF123', serverUrl: 'javascript:alert(1)' } });
    expect(providerSettings(doc)).toEqual({ key: 'abcDEF123', serverUrl: null });
    meta.content = JSON.stringify({ analytics: { key: '<script>' } });
    expect(providerSettings(doc)).toBeNull();
    meta.content = '{}';
    expect(providerSettings(doc)).toBeNull();
  });
});
