import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { V, buildAccountsApp, get, post, type AccountsTestApp } from '../../test/accounts/app.js';
import { checkRedis, redisUp, redisUrl } from '../../test/services.js';
import { issueFormToken } from './form-token.js';

checkRedis('contact.test.ts');

const SECRET = 'contact-test-secret-0123456789';
const INBOX = 'team@example.test';
const contact = { inbox: INBOX, formSecret: SECRET, minFillSeconds: 3, maxAgeSeconds: 24 * 3600 };

/** A token as if the form had been shown `ago` ms before. */
const tokenAgo = (ago: number, secret = SECRET) => issueFormToken(secret, Date.now() - ago);

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
    expect(ack.text).toContain('Hi Aisyah Rahman,');
    expect(ack.text).toContain('Topic: Correction to our content');
    expect(ack.html).toContain('<html lang="en">');
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
    expect(ack.text).toContain('Hai Encik <b>Lim</b>,');
    expect(ack.text).toContain('Topik: Soalan umum');
    expect(ack.html).toContain('<html lang="ms">');
    expect(ack.html).not.toContain('<script>');
    expect(ack.html).toContain('&#60;script&#62;');
    const team = (await t.outbox()).find((m) => m.kind === 'contact-team' && m.text.includes('lim.ms@example.com'))!;
    expect(team.text).toContain('Who / Siapa: Parent / Ibu bapa');
    expect(team.text).toContain('Page language / Bahasa halaman: Bahasa Melayu');
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
});
