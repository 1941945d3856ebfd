/**
 * The provider adapter against a local stand-in speaking Amplitude's HTTP API: the spec's
 * options, the facade's labels from the SDK's results, a rejected key, retries, opt-out.
 */
import {
  ANALYTICS_STATUS,
  registerAnalyticsProvider,
  resetAnalytics,
  setAnalyticsOptOut,
  track,
  setUserProperty,
} from 'shared-kit';
// @ts-expect-error -- a plain ES module test helper
import { startAmplitudeStandIn } from '../../test/amplitude-stand-in.mjs';
import { amplitudeOptions, createAmplitudeAdapter, SPEC_AUTOCAPTURE, statusOf } from './amplitude';

interface StandIn {
  url: string;
  requests: {
    apiKey: string;
    events: { event_type: string; event_properties?: Record<string, unknown>; time?: number }[];
  }[];
  close(): Promise<void>;
}

const PORT = Number(process.env.AMPLITUDE_STAND_IN_PORT ?? 4421);
let standIn: StandIn;

beforeAll(async () => {
  standIn = (await startAmplitudeStandIn({
    port: PORT,
    keys: ['good-key-0001', 'flaky-key-0001', 'down-key-0001'],
    flaky: { 'flaky-key-0001': 2, 'down-key-0001': 1000 },
  })) as StandIn;
});
afterAll(async () => {
  await standIn.close();
});
beforeEach(() => {
  resetAnalytics();
  standIn.requests.length = 0;
  window.localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
});

const adapter = (apiKey: string, retries = 3) =>
  createAmplitudeAdapter({ apiKey, serverUrl: standIn.url, flushIntervalMillis: 20, flushMaxRetries: retries });

describe('Amplitude adapter', () => {
  test('exactly the spec’s options: page views, forms, element clicks, downloads off; attribution and sessions on', () => {
    expect(SPEC_AUTOCAPTURE).toEqual({
      pageViews: false,
      formInteractions: false,
      elementInteractions: false,
      fileDownloads: false,
      attribution: true,
      sessions: true,
    });
    expect(amplitudeOptions({ apiKey: 'k', serverUrl: 'http://127.0.0.1:1/2/httpapi' })).toEqual({
      autocapture: { ...SPEC_AUTOCAPTURE, pageUrlEnrichment: false },
      fetchRemoteConfig: false,
      enableDiagnostics: false,
      serverUrl: 'http://127.0.0.1:1/2/httpapi',
    });
  });

  test('events reach the stand-in with the key, the catalogue’s properties only; the label is the SDK’s', async () => {
    await track('Quiz Started');
    await track('Job Search', { results: 0, term: '  Pakar FORENSIK ' });
    const results = await registerAnalyticsProvider(await adapter('good-key-0001'));
    expect(results.map((r) => [r.event, r.status])).toEqual([
      ['Quiz Started', ANALYTICS_STATUS.success],
      ['Job Search', ANALYTICS_STATUS.success],
    ]);
    expect((await track('Quiz Question Answered', { question: 2 })).status).toBe(ANALYTICS_STATUS.success);
    expect((await setUserProperty('visit_counter', 3)).status).toBe(ANALYTICS_STATUS.success);
    const sent = standIn.requests.flatMap((r) => r.events.map((e) => [r.apiKey, e.event_type, e.event_properties]));
    expect(sent).toEqual(
      expect.arrayContaining([
        ['good-key-0001', 'Quiz Started', {}],
        ['good-key-0001', 'Job Search', { results: 0, term: 'pakar forensik' }],
        ['good-key-0001', 'Quiz Question Answered', { question: 2 }],
        ['good-key-0001', '$identify', undefined],
      ]),
    );
    // Of the SDK's own events only sessions: no page views, form or click events.
    expect([...new Set(sent.map((s) => s[1]))].sort()).toEqual([
      '$identify',
      'Job Search',
      'Quiz Question Answered',
      'Quiz Started',
      'session_start',
    ]);
  });

  test('a rejected key: "Invalid API key"', async () => {
    await registerAnalyticsProvider(await adapter('wrong-key-0001'));
    expect((await track('Quiz Started')).status).toBe(ANALYTICS_STATUS.invalidApiKey);
    expect(standIn.requests.some((r) => r.apiKey === 'wrong-key-0001')).toBe(true);
  });

  test('retries: two 503s then accepted; always 503: "Event rejected due to exceeded retry count"', async () => {
    await registerAnalyticsProvider(await adapter('flaky-key-0001'));
    expect((await track('Quiz Started')).status).toBe(ANALYTICS_STATUS.success);
    expect(standIn.requests.filter((r) => r.apiKey === 'flaky-key-0001').length).toBeGreaterThanOrEqual(3);

    resetAnalytics();
    await registerAnalyticsProvider(await adapter('down-key-0001', 2));
    expect((await track('Quiz Started')).status).toBe(ANALYTICS_STATUS.retryExceeded);
  }, 20_000);

  test('opt-out is honoured before anything is sent', async () => {
    await track('Quiz Started');
    setAnalyticsOptOut(true);
    await registerAnalyticsProvider(await adapter('good-key-0001'));
    expect((await track('Quiz Question Answered', { question: 1 })).status).toBe(ANALYTICS_STATUS.optedOut);
    await new Promise((r) => setTimeout(r, 200));
    expect(standIn.requests.filter((r) => r.events.some((e) => e.event_type.startsWith('Quiz')))).toEqual([]);
  });

  test('labels: the SDK’s messages map to the spec’s', () => {
    expect(statusOf('Invalid API key: abc')).toBe(ANALYTICS_STATUS.invalidApiKey);
    expect(statusOf('Event rejected due to missing API key')).toBe(ANALYTICS_STATUS.missingApiKey);
    expect(statusOf('something else')).toBe(ANALYTICS_STATUS.unexpectedError);
  });
});
