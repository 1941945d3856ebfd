import { V, buildAccountsApp, type AccountsTestApp } from '../test/accounts/app.js';
import { normaliseTerm } from './catalogue.js';
import { withAnalytics } from './db-types.js';
import { deleteExpiredEvents } from './retention.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const SID = '4a1d3c52-8f0e-4b7a-9c1d-2e3f4a5b6c7d';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await withAnalytics(t.database.db).deleteFrom('analytics_events').execute();
});

const beacon = (body: unknown, ua = PHONE, contentType = 'text/plain;charset=UTF-8') =>
  t.app.inject({
    method: 'POST',
    url: `${V}/analytics/collect`,
    headers: { 'content-type': contentType, 'user-agent': ua },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = () => withAnalytics(t.database.db).selectFrom('analytics_events').selectAll().orderBy('id').execute();

describe('POST analytics/collect', () => {
  test('a beacon batch is stored: name, time, route, language, session, UTM, device, listed properties only', async () => {
    const now = Date.now();
    const res = await beacon({
      sid: SID,
      lang: 'ms',
      utm: { source: 'instagram', campaign: 'spm-2026' },
      events: [
        {
          n: 'Screen Open',
          t: now - 1000,
          r: 'quiz.start',
          p: { origin: 'Hamburger', path: '/ms/x', email: 'a@b.my' },
        },
        { n: 'Quiz Question Answered', t: now, r: 'quiz.start', p: { question: 3 } },
      ],
    });
    expect(res.statusCode).toBe(204);
    const stored = await rows();
    expect(
      stored.map((r) => [
        r.name,
        r.route_id,
        r.lang,
        r.session_id,
        r.utm_source,
        r.utm_campaign,
        r.utm_medium,
        r.device,
        r.props,
      ]),
    ).toEqual([
      ['Screen Open', 'quiz.start', 'ms', SID, 'instagram', 'spm-2026', null, 'phone', { origin: 'Hamburger' }],
      ['Quiz Question Answered', 'quiz.start', 'ms', SID, 'instagram', 'spm-2026', null, 'phone', { question: 3 }],
    ]);
    expect(new Date(stored[1]!.occurred_at).getTime()).toBe(now);
  });

  test('JSON bodies (fetch) work too; a desktop browser is a desktop', async () => {
    const res = await beacon({ sid: SID, events: [{ n: 'Quiz Started', t: Date.now() }] }, DESKTOP, 'application/json');
    expect(res.statusCode).toBe(204);
    expect((await rows()).map((r) => [r.name, r.device, r.lang])).toEqual([['Quiz Started', 'desktop', null]]);
  });

  test('a search term is kept normalised, and only when the search found 3 jobs or fewer', async () => {
    const now = Date.now();
    await beacon({
      sid: SID,
      events: [
        { n: 'Job Search', t: now, p: { results: 0, term: '  Pakar   FORENSIK!! ' } },
        { n: 'Job Search', t: now, p: { results: 3, term: 'juruterbang dron' } },
        { n: 'Job Search', t: now, p: { results: 12, term: 'doktor' } },
        { n: 'Job Search', t: now, p: { results: 0, term: 'aminah@gmail.com 0123456789' } },
        { n: 'Job Search', t: now, p: { results: 0, term: 'saya nak kerja yang gaji besar tolong' } },
      ],
    });
    expect((await rows()).map((r) => r.props)).toEqual([
      { results: 0, term: 'pakar forensik' },
      { results: 3, term: 'juruterbang dron' },
      { results: 12 },
      { results: 0 },
      { results: 0 },
    ]);
    expect(normaliseTerm('IC 030512-14-1234')).toBeNull();
  });

  test('bots, crawlers and headless browsers get 204 and nothing is stored', async () => {
    for (const ua of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'curl/8.5.0',
      'facebookexternalhit/1.1',
      '',
    ]) {
      const res = await beacon({ sid: SID, events: [{ n: 'Quiz Started', t: Date.now() }] }, ua);
      expect(res.statusCode).toBe(204);
    }
    expect(await rows()).toEqual([]);
  });

  test('bad input: 4xx with a stable code, nothing stored', async () => {
    const now = Date.now();
    const ok = { n: 'Quiz Started', t: now };
    const cases: [unknown, number, string][] = [
      [{ sid: SID, events: [{ n: 'Hacked', t: now }] }, 400, 'VALIDATION_FAILED'],
      [{ sid: 'not-a-uuid', events: [ok] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: Array.from({ length: 51 }, () => ok) }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [ok], email: 'a@b.my' }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, lang: 'fr', events: [ok] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, utm: { source: '<script>' }, events: [ok] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [{ n: 'Quiz Question Answered', t: now, p: { question: 8 } }] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [{ n: 'Quiz Question Answered', t: now, p: { question: '3' } }] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [{ n: 'Guide Read', t: now, p: { job: 'Ahmad bin Ali' } }] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [{ n: 'Quiz Started', t: now, p: { a: { nested: 1 } } }] }, 400, 'VALIDATION_FAILED'],
      [{ sid: SID, events: [{ n: 'Quiz Started', t: now - 3 * 86_400_000 }] }, 400, 'EVENT_TIME_OUT_OF_RANGE'],
      [{ sid: SID, events: [{ n: 'Quiz Started', t: now + 3_600_000 }] }, 400, 'EVENT_TIME_OUT_OF_RANGE'],
      ['{"sid":', 400, 'MALFORMED_JSON'],
      ['', 400, 'MALFORMED_JSON'],
      [{ sid: SID, events: [ok], pad: 'x'.repeat(17_000) }, 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [body, status, code] of cases) {
      const res = await beacon(body);
      expect({
        body: JSON.stringify(body).slice(0, 120),
        status: res.statusCode,
        code: res.json().error?.code,
      }).toEqual({
        body: JSON.stringify(body).slice(0, 120),
        status,
        code,
      });
    }
    const other = await beacon({ sid: SID, events: [ok] }, PHONE, 'application/x-www-form-urlencoded');
    expect(other.statusCode).toBe(415);
    expect(await rows()).toEqual([]);
  });

  test('retention: events older than 13 months are deleted, younger ones kept', async () => {
    const db = withAnalytics(t.database.db);
    const now = new Date('2026-11-27T00:00:00Z');
    const at = (iso: string) => ({ name: 'Quiz Started', occurred_at: iso, session_id: SID, props: '{}' });
    await db
      .insertInto('analytics_events')
      .values([at('2025-10-26T00:00:00Z'), at('2025-10-28T00:00:00Z'), at('2026-11-26T00:00:00Z')])
      .execute();
    expect(await deleteExpiredEvents(db, 13, now)).toBe(1);
    expect((await rows()).map((r) => new Date(r.occurred_at).toISOString().slice(0, 10))).toEqual([
      '2025-10-28',
      '2026-11-26',
    ]);
  });
});

describe('collector rate limit', () => {
  let limited: AccountsTestApp;
  beforeAll(async () => {
    limited = await buildAccountsApp({
      accounts: { rateLimits: true },
      config: { analytics: { collector: true, retentionMonths: 13, rateMax: 3, editors: [] } },
      shareDatabaseWith: t,
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  test('past ANALYTICS_RATE_MAX batches from one address: 429 RATE_LIMITED with Retry-After', async () => {
    const send = () =>
      limited.app.inject({
        method: 'POST',
        url: `${V}/analytics/collect`,
        headers: { 'content-type': 'text/plain', 'user-agent': PHONE },
        payload: JSON.stringify({ sid: SID, events: [{ n: 'Quiz Started', t: Date.now() }] }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const last = await send();
    expect(last.json().error.code).toBe('RATE_LIMITED');
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
