import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { V, buildAccountsApp, get, post, type AccountsTestApp } from '../../test/accounts/app.js';
import { checkRedis, redisUp, redisUrl } from '../../test/services.js';
import { issueFormToken } from './form-token.js';

checkRedis('contact.test.ts');

const SECRET = 'contact-test-secret-0123456789';
const INBOX = 'team@example.test';
const contact = { inbox: INBOX, formSecret: SECRET, minFillSeconds: 3, maxAgeSeconds: 24 * 3600 };

/** A token as if the form had been shown `ago` ms before; each one different (a token works once). */
let seq = 0;
const tokenAgo = (ago: number, secret = SECRET) => issueFormToken(secret, Date.now() - ago - (++seq % 1000));

const good = (over: Record<string, unknown> = {}) => ({
  name: 'Aisyah Rahman',
  email: 'Aisyah@Example.com',
  role: 'student',
  topic: 'content_correction',
  message: 'The nurse guide says diploma.\nI think it is degree now.',
  lang: 'en',
  form_token: tokenAgo(10_000),
  website: '',
  ...over,
});

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsApp({ config: { contact } });
});
afterAll(async () => {
  await t?.close();
});

const rows = () =>
  t.db.withTables<{ contact_messages: { email: string } }>().selectFrom('contact_messages').selectAll().execute();

describe('GET contact/form-token', () => {
  test('issues a signed token and says how long a person needs at least', async () => {
    const res = await get(t.app, `${V}/contact/form-token`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.form_token).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    expect(data.min_fill_seconds).toBe(3);
  });
});

describe('POST contact', () => {
  test('stores the message, emails the team (Reply-To the sender) and acknowledges in English', async () => {
    const before = (await t.outbox()).length;
    const res = await post(t.app, `${V}/contact`, good());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      type: 'success',
      message: 'Thank you! We have received your message.',
      data: { acknowledgement: 'sent' },
    });
    const stored = (await rows()).find((r) => r.email === 'aisyah@example.com') as Record<string, unknown>;
    expect(stored).toMatchObject({
      name: 'Aisyah Rahman',
      role: 'student',
      topic: 'content_correction',
      message: 'The nurse guide says diploma.\nI think it is degree now.',
      lang: 'en',
      team_notified: true,
      acknowledged: true,
    });

    const mail = (await t.outbox()).slice(0, (await t.outbox()).length - before);
    const team = mail.find((m) => m.kind === 'contact-team')!;
    const ack = mail.find((m) => m.kind === 'contact-ack')!;
    expect(team.to).toBe(INBOX);
    expect(team.subject).toBe('[Laluan Kerjaya] Correction to our content — Aisyah Rahman');
    expect(team.text).toContain('Email / E-mel: aisyah@example.com');
    expect(team.text).toContain('Who / Siapa: Student / Pelajar');
    expect(team.text).toContain('I think it is degree now.');
    const eml = await readFile(join(t.accounts.outboxDir!, `${team.id}.eml`), 'utf8');
    expect(eml).toMatch(/^Reply-To: aisyah@example\.com$/m);

    expect(ack.to).toBe('aisyah@example.com');
    expect(ack.lang).toBe('en');
    expect(ack.subject).toBe('We received your message — Laluan Kerjaya');
    expect(ack.text).toContain('Hello,');
    expect(ack.text).toContain('Topic: Correction to our content');
    expect(ack.html).toContain('<html lang="en">');
    // Nothing the sender typed goes to the (unconfirmed) address: no mail relay (decision 281).
    for (const part of [ack.text, ack.html, ack.subject]) {
      expect(part).not.toContain('Aisyah');
      expect(part).not.toContain('diploma');
      expect(part).not.toContain('degree');
    }
  });

  test('in Malay: the acknowledgement is in Malay; names and messages are escaped in the HTML', async () => {
    const res = await post(
      t.app,
      `${V}/contact`,
      good({
        name: '  Encik   <b>Lim</b> ',
        email: 'lim.ms@example.com',
        role: 'parent',
        topic: 'general',
        lang: 'ms',
        message: 'Anak saya <script>x</script> mahu tahu tentang biasiswa.',
      }),
    );
    expect(res.statusCode).toBe(201);
    const ack = (await t.outbox()).find((m) => m.to === 'lim.ms@example.com')!;
    expect(ack.subject).toBe('Mesej anda telah kami terima — Laluan Kerjaya');
    expect(ack.text).toContain('Salam sejahtera,');
    expect(ack.text).toContain('Topik: Soalan umum');
    expect(ack.html).toContain('<html lang="ms">');
    for (const part of [ack.text, ack.html]) {
      expect(part).not.toContain('Lim');
      expect(part).not.toContain('biasiswa');
      expect(part).not.toContain('script');
    }
    const team = (await t.outbox()).find((m) => m.kind === 'contact-team' && m.text.includes('lim.ms@example.com'))!;
    expect(team.text).toContain('Who / Siapa: Parent / Ibu bapa');
    expect(team.text).toContain('Page language / Bahasa halaman: Bahasa Melayu');
    // The team's copy keeps the text, escaped in its HTML.
    expect(team.html).not.toContain('<script>');
    expect(team.html).toContain('&#60;script&#62;');
  });

  test('a form token works once: 12 parallel posts with it to 12 addresses → one message, one acknowledgement', async () => {
    const [mailBefore, rowsBefore] = [(await t.outbox()).length, (await rows()).length];
    const token = tokenAgo(10_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(t.app, `${V}/contact`, good({ form_token: token, email: `relay${i}@example.com`, message: `spam ${i}` })),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 201 ? 201 : r.json().error.code)).sort();
    expect(codes).toEqual([201, ...Array(11).fill('FORM_TOKEN_USED')]);
    expect((await rows()).length).toBe(rowsBefore + 1);
    // One acknowledgement and one team copy.
    expect((await t.outbox()).length).toBe(mailBefore + 2);
  });

  test('the same form sent again (a retry after a lost answer) answers 201 again, with no second message or email', async () => {
    const body = good({ email: 'retry@example.com' });
    const first = await post(t.app, `${V}/contact`, body);
    expect(first.statusCode).toBe(201);
    const [mailBefore, rowsBefore] = [(await t.outbox()).length, (await rows()).length];
    const again = await post(t.app, `${V}/contact`, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await rows()).length).toBe(rowsBefore);
    expect((await t.outbox()).length).toBe(mailBefore);
    // The same token with another text is not a retry.
    const edited = await post(t.app, `${V}/contact`, { ...body, message: 'Something else entirely' });
    expect([edited.statusCode, edited.json().error.code]).toEqual([400, 'FORM_TOKEN_USED']);
  });

  test('stored and emailed, but the final update fails: still 201 (a done write never answers failure)', async () => {
    await sql`create or replace function contact_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`.execute(t.db);
    await sql`create trigger contact_test_fail before update on contact_messages
      for each row execute function contact_test_fail()`.execute(t.db);
    try {
      const res = await post(t.app, `${V}/contact`, good({ email: 'flags@example.com' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({ acknowledgement: 'sent' });
      expect((await rows()).filter((r) => r.email === 'flags@example.com')).toHaveLength(1);
      expect((await t.outbox()).filter((m) => m.to === 'flags@example.com')).toHaveLength(1);
    } finally {
      await sql`drop trigger contact_test_fail on contact_messages`.execute(t.db);
      await sql`drop function contact_test_fail()`.execute(t.db);
    }
  });

  test('a filled honeypot is answered like a success, and nothing is stored or sent', async () => {
    const [mailBefore, rowsBefore] = [(await t.outbox()).length, (await rows()).length];
    const res = await post(t.app, `${V}/contact`, good({ email: 'bot@example.com', website: 'http://spam.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ acknowledgement: 'sent' });
    expect((await t.outbox()).length).toBe(mailBefore);
    expect((await rows()).length).toBe(rowsBefore);
  });

  test('bad input: a stable 4xx code for each, never 5xx; nothing stored, nothing sent', async () => {
    const [mailBefore, rowsBefore] = [(await t.outbox()).length, (await rows()).length];
    const omit = (key: string) => {
      const body: Record<string, unknown> = good();
      delete body[key];
      return body;
    };
    const cases: [string, unknown, number, string][] = [
      ['no name', omit('name'), 400, 'VALIDATION_FAILED'],
      ['no email', omit('email'), 400, 'VALIDATION_FAILED'],
      ['no role', omit('role'), 400, 'VALIDATION_FAILED'],
      ['no topic', omit('topic'), 400, 'VALIDATION_FAILED'],
      ['no message', omit('message'), 400, 'VALIDATION_FAILED'],
      ['no lang', omit('lang'), 400, 'VALIDATION_FAILED'],
      ['no token', omit('form_token'), 400, 'VALIDATION_FAILED'],
      ['blank name', good({ name: ' \t ' }), 400, 'VALIDATION_FAILED'],
      ['blank message', good({ message: '\n\n  ' }), 400, 'VALIDATION_FAILED'],
      ['empty message', good({ message: '' }), 400, 'VALIDATION_FAILED'],
      ['name too long', good({ name: 'n'.repeat(101) }), 400, 'VALIDATION_FAILED'],
      ['message too long', good({ message: 'm'.repeat(2001) }), 400, 'VALIDATION_FAILED'],
      ['bad email', good({ email: 'aisyah@' }), 400, 'VALIDATION_FAILED'],
      ['email too long', good({ email: `${'a'.repeat(250)}@x.my` }), 400, 'VALIDATION_FAILED'],
      ['unknown role', good({ role: 'alien' }), 400, 'VALIDATION_FAILED'],
      ['unknown topic', good({ topic: 'lottery' }), 400, 'VALIDATION_FAILED'],
      ['unknown lang', good({ lang: 'fr' }), 400, 'VALIDATION_FAILED'],
      ['name a number', good({ name: 42 }), 400, 'VALIDATION_FAILED'],
      ['message a list', good({ message: ['hi'] }), 400, 'VALIDATION_FAILED'],
      ['role null', good({ role: null }), 400, 'VALIDATION_FAILED'],
      ['NUL in message', good({ message: 'hi\u0000there' }), 400, 'VALIDATION_FAILED'],
      ['NUL in name', good({ name: 'Ali\u0000' }), 400, 'VALIDATION_FAILED'],
      ['newline in name', good({ name: 'Ali\nBcc: x@y.z' }), 400, 'VALIDATION_FAILED'],
      ['lone surrogate', good({ message: 'hi \ud800' }), 400, 'VALIDATION_FAILED'],
      ['unknown field', good({ phone: '0123' }), 400, 'VALIDATION_FAILED'],
      ['honeypot not a string', good({ website: 1 }), 400, 'VALIDATION_FAILED'],
      ['token malformed', good({ form_token: 'abc' }), 400, 'VALIDATION_FAILED'],
      ['token forged', good({ form_token: tokenAgo(10_000, 'another-secret-0123456789') }), 400, 'FORM_TOKEN_INVALID'],
      ['sent too fast', good({ form_token: tokenAgo(500) }), 400, 'FORM_TOO_FAST'],
      ['token from the future', good({ form_token: tokenAgo(-60_000) }), 400, 'FORM_TOO_FAST'],
      ['form open for days', good({ form_token: tokenAgo(25 * 3600 * 1000) }), 400, 'FORM_EXPIRED'],
      ['body a list', [good()], 400, 'VALIDATION_FAILED'],
      ['body a string', 'hello', 400, 'VALIDATION_FAILED'],
    ];
    const seen = [];
    for (const [label, body] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${V}/contact`,
        payload: typeof body === 'string' ? JSON.stringify(body) : (body as object),
        headers: { 'content-type': 'application/json' },
      });
      seen.push([label, res.statusCode, res.json().error?.code]);
    }
    expect(seen).toEqual(cases.map(([label, , status, code]) => [label, status, code]));

    const malformed = await t.app.inject({
      method: 'POST',
      url: `${V}/contact`,
      payload: '{"name": "x",',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.statusCode, malformed.json().error.code]).toEqual([400, 'MALFORMED_JSON']);
    const huge = await post(t.app, `${V}/contact`, good({ message: 'x'.repeat(200_000) }));
    expect([huge.statusCode, huge.json().error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    expect((await t.outbox()).length).toBe(mailBefore);
    expect((await rows()).length).toBe(rowsBefore);
  });

  test('the longest allowed name and message are accepted', async () => {
    const res = await post(
      t.app,
      `${V}/contact`,
      good({ name: 'n'.repeat(100), message: 'm'.repeat(2000), email: 'long@example.com' }),
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('POST contact without a team inbox, and with mail down', () => {
  test('no CONTACT_INBOX: stored and acknowledged, no team email', async () => {
    const other = await buildAccountsApp({ config: { contact: { ...contact, inbox: null } }, shareDatabaseWith: t });
    try {
      const res = await post(other.app, `${V}/contact`, good({ email: 'noinbox@example.com' }));
      expect(res.statusCode).toBe(201);
      const mail = await other.outbox();
      expect(mail.map((m) => [m.kind, m.to])).toEqual([['contact-ack', 'noinbox@example.com']]);
      const stored = (await rows()).find((r) => r.email === 'noinbox@example.com');
      expect(stored).toMatchObject({ team_notified: false, acknowledged: true });
    } finally {
      await other.close();
    }
  });

  test('SMTP refusing: the message is kept, the answer says the acknowledgement failed (no 5xx)', async () => {
    // A port nothing listens on: connections are refused at once.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: p } = server.address() as { port: number };
        server.close(() => resolve(p));
      });
    });
    const other = await buildAccountsApp({
      accounts: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpTimeoutMs: 500 },
      config: { contact, logLevel: 'silent' },
      shareDatabaseWith: t,
    });
    try {
      const res = await post(other.app, `${V}/contact`, good({ email: 'smtpdown@example.com' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toEqual({ acknowledgement: 'failed' });
      const stored = (await rows()).find((r) => r.email === 'smtpdown@example.com');
      expect(stored).toMatchObject({ team_notified: false, acknowledged: false });
    } finally {
      await other.close();
    }
  });
});

const backends: ['memory' | 'redis', boolean][] = [
  ['memory', true],
  ['redis', redisUp],
];
describe.each(backends)('rate limits (%s)', (backend, available) => {
  const run = available ? test : test.skip;
  run('5 messages per email an hour, 30 per address an hour: then 429 RATE_LIMITED with Retry-After', async () => {
    const limited = await buildAccountsApp({
      accounts: { rateLimits: true, rateLimitNamespace: `contact-${process.pid}-${randomBytes(4).toString('hex')}:` },
      config: { contact, ...(backend === 'redis' ? { redisUrl } : {}) },
      shareDatabaseWith: t,
    });
    try {
      const send = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${V}/contact`,
          payload: good({ email }),
          remoteAddress: ip,
        });
      const perEmail = [];
      for (let i = 0; i < 6; i++) perEmail.push((await send('same@example.com', `198.51.100.${i + 1}`)).statusCode);
      expect(perEmail).toEqual([201, 201, 201, 201, 201, 429]);
      const over = await send('same@example.com', '198.51.100.77');
      expect(over.json().error.code).toBe('RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

      const perIp = [];
      for (let i = 0; i < 31; i++) perIp.push((await send(`pupil${i}@example.com`, '203.0.113.9')).statusCode);
      expect(perIp.slice(0, 30).every((s) => s === 201)).toBe(true);
      expect(perIp[30]).toBe(429);
      // Another address is not affected.
      expect((await send('someone.else@example.com', '203.0.113.10')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  run('form tokens: 60 per address in 15 minutes; quiz scoring: 300 (decision 281)', async () => {
    const limited = await buildAccountsApp({
      accounts: { rateLimits: true, rateLimitNamespace: `tokens-${process.pid}-${randomBytes(4).toString('hex')}:` },
      config: { contact, ...(backend === 'redis' ? { redisUrl } : {}) },
      shareDatabaseWith: t,
    });
    try {
      const token = (ip: string) =>
        limited.app.inject({ method: 'GET', url: `${V}/contact/form-token`, remoteAddress: ip });
      const tokens = [];
      for (let i = 0; i < 61; i++) tokens.push((await token('203.0.113.20')).statusCode);
      expect(tokens.slice(0, 60).every((s) => s === 200)).toBe(true);
      expect(tokens[60]).toBe(429);
      expect((await token('203.0.113.21')).statusCode).toBe(200);

      // Counted before the body is read: an empty body is a 400 that still counts.
      const score = (ip: string) =>
        limited.app.inject({ method: 'POST', url: `${V}/career-quiz/result`, payload: {}, remoteAddress: ip });
      const scores = [];
      for (let i = 0; i < 301; i++) scores.push((await score('203.0.113.30')).statusCode);
      expect(scores.slice(0, 300).every((s) => s === 400)).toBe(true);
      expect(scores[300]).toBe(429);
      const shared = await limited.app.inject({
        method: 'GET',
        url: `${V}/career-quiz/result?picks=a-b`,
        remoteAddress: '203.0.113.30',
      });
      expect(shared.statusCode).toBe(429);
      expect(Number(shared.headers['retry-after'])).toBeGreaterThan(0);
      expect((await score('203.0.113.31')).statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});
