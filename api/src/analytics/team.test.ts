import { fuzzRequests, runFuzz, type OpenApi } from '../test/fuzz-cases.js';
import { V, buildAccountsApp, get, post, signUp, type AccountsTestApp } from '../test/accounts/app.js';
import { withAnalytics } from './db-types.js';
import { grantEditor, isEditor, listEditors, revokeEditor, syncConfigEditors } from './roles.js';

const UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const sid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let t: AccountsTestApp;
let editor: { token: string; id: string };
let student: { token: string; id: string };

beforeAll(async () => {
  t = await buildAccountsApp();
  editor = await signUp(t, 'editor@example.com');
  student = await signUp(t, 'student@example.com');
  expect(await grantEditor(withAnalytics(t.database.db), 'EDITOR@example.com', 'cli')).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

const send = (n: number, events: { n: string; p?: object }[], lang: 'en' | 'ms' = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `${V}/analytics/collect`,
    headers: { 'content-type': 'text/plain', 'user-agent': UA },
    payload: JSON.stringify({ sid: sid(n), lang, events: events.map((e) => ({ ...e, t: Date.now() })) }),
  });

const TEAM_READS = [
  '/team/me',
  '/team/funnel',
  '/team/subject-match',
  '/team/searches',
  '/team/job-requests',
  '/team/contact-messages',
  '/team/overview',
  '/team/export/funnel',
  '/team/export/contact-messages',
];

describe('team view access', () => {
  test('the role is never given by sign-up; only the command line or TEAM_EDITORS give it', async () => {
    const db = withAnalytics(t.database.db);
    expect(await isEditor(db, student.id)).toBe(false);
    expect(await isEditor(db, editor.id)).toBe(true);
    expect(await grantEditor(db, 'nobody@example.com', 'cli')).toBe(false);

    const configured = await signUp(t, 'config-editor@example.com');
    expect(await syncConfigEditors(db, ['config-editor@example.com', 'later@example.com'])).toEqual([
      'later@example.com',
    ]);
    expect(await isEditor(db, configured.id)).toBe(true);
    // Taken out of TEAM_EDITORS: the config-given role goes; the command line's stays.
    await syncConfigEditors(db, []);
    expect(await isEditor(db, configured.id)).toBe(false);
    expect((await listEditors(db)).map((e) => [e.email, e.grantedBy])).toEqual([['editor@example.com', 'cli']]);
    expect(await revokeEditor(db, 'config-editor@example.com')).toBe(false);
  });

  test('TEAM_EDITORS also covers an account made after the start, once its email is verified', async () => {
    const later = await buildAccountsApp({
      config: {
        analytics: { collector: true, retentionMonths: 13, rateMax: 1000, editors: ['late-editor@example.com'] },
      },
      shareDatabaseWith: t,
    });
    try {
      const unverified = await post(later.app, `${V}/registration`, {
        email: 'late-editor@example.com',
        password: 'correct horse battery',
        lang: 'en',
      });
      expect(unverified.statusCode).toBe(201);
      const row = await withAnalytics(t.database.db)
        .selectFrom('users')
        .select(['id', 'email_verified_at'])
        .where('email', '=', 'late-editor@example.com')
        .executeTakeFirstOrThrow();
      expect(row.email_verified_at).toBeNull();
      expect(await isEditor(withAnalytics(t.database.db), row.id, ['late-editor@example.com'])).toBe(false);
      await withAnalytics(t.database.db)
        .updateTable('users')
        .set({ email_verified_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      expect(await isEditor(withAnalytics(t.database.db), row.id, ['LATE-editor@example.com'])).toBe(true);
      const login = await post(later.app, `${V}/login`, {
        email: 'late-editor@example.com',
        password: 'correct horse battery',
      });
      expect((await get(later.app, `${V}/team/me`, login.json().data.token)).statusCode).toBe(200);
      // The same account on an API without it in TEAM_EDITORS: refused.
      expect((await get(t.app, `${V}/team/me`, login.json().data.token)).statusCode).toBe(403);
    } finally {
      await later.close();
    }
  });

  test('every team route: 401 without a token, 403 EDITOR_ROLE_REQUIRED for a signed-in non-editor', async () => {
    for (const path of TEAM_READS) {
      const anonymous = await get(t.app, `${V}${path}`);
      expect([path, anonymous.statusCode, anonymous.json().error.code]).toEqual([path, 401, 'AUTH_REQUIRED']);
      const other = await get(t.app, `${V}${path}`, student.token);
      expect([path, other.statusCode, other.json().error.code]).toEqual([path, 403, 'EDITOR_ROLE_REQUIRED']);
      const ok = await get(t.app, `${V}${path}`, editor.token);
      expect([path, ok.statusCode]).toEqual([path, 200]);
      expect(ok.headers['cache-control']).toBe('no-store');
    }
  });

  test('IDOR: a non-editor cannot read or change a contact message by its id, nor note a search', async () => {
    const db = withAnalytics(t.database.db);
    const message = await db
      .insertInto('contact_messages')
      .values({
        name: 'Aina',
        email: 'aina@example.com',
        role: 'student',
        topic: 'general',
        message: 'Hello',
        lang: 'ms',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const patch = (token: string | null, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PATCH',
        url: `${V}/team/contact-messages/${message.id}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        payload: { status: 'answered' },
      });
    expect((await patch(student.token)).statusCode).toBe(403);
    expect((await patch(null)).statusCode).toBe(401);
    const note = await t.app.inject({
      method: 'PUT',
      url: `${V}/team/search-notes`,
      headers: { authorization: `Bearer ${student.token}` },
      payload: { term: 'pakar forensik', kind: 'synonym' },
    });
    expect(note.statusCode).toBe(403);
    const row = await db
      .selectFrom('contact_messages')
      .select('answered_at')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(row.answered_at).toBeNull();

    // The editor can; an unknown id is a 404.
    const done = await patch(editor.token, { 'sec-fetch-site': 'same-origin' });
    expect([done.statusCode, done.json()]).toEqual([200, { id: message.id, status: 'answered' }]);
    const list = await get(t.app, `${V}/team/contact-messages?status=answered`, editor.token);
    expect(list.json().data.map((m: { name: string; status: string }) => [m.name, m.status])).toEqual([
      ['Aina', 'answered'],
    ]);
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `${V}/team/contact-messages/00000000-0000-4000-8000-000000000000`,
      headers: { authorization: `Bearer ${editor.token}` },
      payload: { status: 'new' },
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  test('CSRF: a cookie alone never signs in; a write from another site is refused even with the token', async () => {
    const cookieOnly = await t.app.inject({
      method: 'PUT',
      url: `${V}/team/search-notes`,
      headers: { cookie: `authorization_token=${editor.token}; lk_session=x` },
      payload: { term: 'pakar forensik', kind: 'synonym' },
    });
    expect(cookieOnly.statusCode).toBe(401);
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `${V}/team/search-notes`,
        headers: { authorization: `Bearer ${editor.token}`, ...headers },
        payload: { term: 'pakar forensik', kind: 'synonym' },
      });
      expect([JSON.stringify(headers), res.statusCode, res.json().error.code]).toEqual([
        JSON.stringify(headers),
        403,
        'CROSS_SITE_REQUEST',
      ]);
    }
    expect(await withAnalytics(t.database.db).selectFrom('search_notes').selectAll().execute()).toEqual([]);
  });
});

describe('team reports', () => {
  beforeAll(async () => {
    // Three sessions: one finishes and saves, one stops at question 4, one (Malay) reaches the result.
    const questions = (upTo: number) =>
      Array.from({ length: upTo }, (_, i) => ({ n: 'Quiz Question Answered', p: { question: i + 1 } }));
    await send(1, [
      { n: 'Screen Open' },
      { n: 'Quiz Started' },
      ...questions(7),
      { n: 'Quiz Data Entry Shown' },
      { n: 'Quiz Result Shown' },
      { n: 'Quiz Result Saved' },
    ]);
    await send(2, [{ n: 'Screen Open' }, { n: 'Quiz Started' }, ...questions(4)]);
    await send(
      3,
      [
        { n: 'Screen Open' },
        { n: 'Quiz Started' },
        ...questions(7),
        { n: 'Quiz Data Entry Shown' },
        { n: 'Quiz Result Shown' },
      ],
      'ms',
    );
    await send(4, [{ n: 'Subject Match Started' }, { n: 'Subject Match Results', p: { subjects: 4, jobs: 12 } }]);
    await send(5, [
      { n: 'Job Search', p: { results: 0, term: 'Pakar Forensik' } },
      { n: 'Job Search', p: { results: 1, term: 'pakar forensik' } },
      { n: 'Job Search', p: { results: 0, term: '=HYPERLINK("x")' } },
      { n: 'Guide Read', p: { job: 'jururawat' } },
      { n: 'Guide Read', p: { job: 'jururawat' } },
      { n: 'Guide Read', p: { job: 'juruteknik-elektrik' } },
    ]);
    for (const name of ['Drone pilot', 'drone  pilot', 'Pakar forensik']) {
      await post(t.app, `${V}/request-job`, { job_request_name: name });
    }
  });

  test('the quiz funnel: sessions per step and language, this week', async () => {
    const res = await get(t.app, `${V}/team/funnel`, editor.token);
    const steps: Record<string, number> = {};
    for (const row of res.json().data as { lang: string; step: string; sessions: number }[]) {
      steps[`${row.lang} ${row.step}`] = (steps[`${row.lang} ${row.step}`] ?? 0) + row.sessions;
    }
    expect(steps).toEqual({
      'en Quiz Started': 2,
      'en Quiz Question Answered:1': 2,
      'en Quiz Question Answered:2': 2,
      'en Quiz Question Answered:3': 2,
      'en Quiz Question Answered:4': 2,
      'en Quiz Question Answered:5': 1,
      'en Quiz Question Answered:6': 1,
      'en Quiz Question Answered:7': 1,
      'en Quiz Data Entry Shown': 1,
      'en Quiz Result Shown': 1,
      'en Quiz Result Saved': 1,
      'ms Quiz Started': 1,
      'ms Quiz Question Answered:1': 1,
      'ms Quiz Question Answered:2': 1,
      'ms Quiz Question Answered:3': 1,
      'ms Quiz Question Answered:4': 1,
      'ms Quiz Question Answered:5': 1,
      'ms Quiz Question Answered:6': 1,
      'ms Quiz Question Answered:7': 1,
      'ms Quiz Data Entry Shown': 1,
      'ms Quiz Result Shown': 1,
    });
    const sm = await get(t.app, `${V}/team/subject-match`, editor.token);
    expect(sm.json().data.map((r: { step: string; sessions: number }) => [r.step, r.sessions])).toEqual([
      ['Subject Match Results', 1],
      ['Subject Match Started', 1],
    ]);
  });

  test('poor searches ranked, with a one-click note; job requests grouped; overview counts', async () => {
    const searches = await get(t.app, `${V}/team/searches`, editor.token);
    expect(
      searches
        .json()
        .data.map((s: { term: string; searches: number; noResults: number; note: null }) => [
          s.term,
          s.searches,
          s.noResults,
          s.note,
        ]),
    ).toEqual([
      ['pakar forensik', 2, 1, null],
      ['hyperlink x', 1, 1, null],
    ]);
    const note = await t.app.inject({
      method: 'PUT',
      url: `${V}/team/search-notes`,
      headers: {
        authorization: `Bearer ${editor.token}`,
        'sec-fetch-site': 'same-origin',
        origin: 'http://localhost:3000',
      },
      payload: { term: 'pakar forensik', kind: 'new_job_idea' },
    });
    expect([note.statusCode, note.json()]).toEqual([200, { term: 'pakar forensik', note: 'new_job_idea' }]);
    expect((await get(t.app, `${V}/team/searches`, editor.token)).json().data[0].note).toBe('new_job_idea');
    const unnormalised = await t.app.inject({
      method: 'PUT',
      url: `${V}/team/search-notes`,
      headers: { authorization: `Bearer ${editor.token}` },
      payload: { term: 'Pakar Forensik!', kind: 'synonym' },
    });
    expect([unnormalised.statusCode, unnormalised.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);

    const requests = await get(t.app, `${V}/team/job-requests`, editor.token);
    expect(
      requests.json().data.map((r: { name: string; requests: number }) => [r.name.toLowerCase(), r.requests]),
    ).toEqual([
      ['drone pilot', 2],
      ['pakar forensik', 1],
    ]);

    const overview = (await get(t.app, `${V}/team/overview`, editor.token)).json().data;
    expect(overview.guides).toEqual([
      { key: 'jururawat', count: 2 },
      { key: 'juruteknik-elektrik', count: 1 },
    ]);
    expect(overview.languages).toEqual([
      { key: 'en', count: 2 },
      { key: 'ms', count: 1 },
    ]);
    expect(overview.devices).toEqual([{ key: 'phone', count: 3 }]);
  });

  test('CSV export: a header row, one line per row, formulas defused', async () => {
    const res = await get(t.app, `${V}/team/export/searches`, editor.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="searches-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('term,searches,no_results,last_at,note');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual([
      'pakar forensik,2,1',
      'hyperlink x,1,1',
    ]);
    const { toCsv } = await import('./team-queries.js');
    expect(toCsv(['a'], [['=1+1'], ['x,"y"']])).toBe('a\r\n\'=1+1\r\n"x,""y"""\r\n');
  });

  test('periods: dates are checked; at most 400 days', async () => {
    for (const [query, code] of [
      ['from=2026-02-30', 'VALIDATION_FAILED'],
      ['from=2026-13-01', 'VALIDATION_FAILED'],
      ['from=yesterday', 'VALIDATION_FAILED'],
      ['from=2026-05-01&to=2026-04-01', 'INVALID_PERIOD'],
      ['from=2024-01-01&to=2026-01-01', 'INVALID_PERIOD'],
      ['evil=1', 'VALIDATION_FAILED'],
    ] as const) {
      const res = await get(t.app, `${V}/team/funnel?${query}`, editor.token);
      expect([query, res.statusCode, res.json().error.code]).toEqual([query, 400, code]);
    }
    const ok = await get(t.app, `${V}/team/funnel?from=2026-01-01&to=2026-01-31`, editor.token);
    expect([ok.statusCode, ok.json().data]).toEqual([200, []]);
  });

  test('bad input fuzz as an editor over every team operation: no 5xx', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json() as OpenApi;
    const team: OpenApi = {
      paths: Object.fromEntries(Object.entries(spec.paths).filter(([p]) => p.includes('/team/'))),
    };
    const requests = fuzzRequests(team, { bodyLimit: 100 * 1024, perOperation: 40 });
    const summary = await runFuzz(requests, async (request) => {
      const headers = { authorization: `Bearer ${editor.token}`, ...request.headers };
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers,
        ...(request.body ? { payload: request.body } : {}),
      });
      return { status: res.statusCode, body: res.body };
    });
    expect(summary.operations).toBeGreaterThanOrEqual(10);
    expect(summary.serverErrors).toEqual([]);
    expect(summary.badShape).toEqual([]);
  }, 60_000);
});
