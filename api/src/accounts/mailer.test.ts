import { createServer, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { buildApp, logSerializers, type ApiApp } from '../app.js';
import { accountsTestConfig, PASSWORD, V } from '../test/accounts/app.js';
import { firstLink, parseMail, startSmtpServer } from '../test/accounts/smtp.js';
import { writeFixtureContent, type FixtureContentDir } from '../test/fixture-content.js';
import { createTestDatabase } from '../test/helpers.js';
import { closedPort } from '../test/tcp-proxy.js';
import type { DatabaseHandle } from '../db/create-db.js';

/**
 * Finding 6 of the reliability review: when mail cannot be sent, nobody is told it was sent,
 * the failure is in the log at error level without the address or the link, and the account
 * still works once mail is back. (Production without SMTP refusing to start: config tests.)
 */
let fixture: FixtureContentDir;
let database: DatabaseHandle;
const logs: { level: number; msg: string; raw: string }[] = [];

beforeAll(async () => {
  fixture = writeFixtureContent();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
  fixture?.remove();
});

async function appWithSmtp(smtpUrl: string): Promise<ApiApp> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        logs.push({ level: entry.level, msg: entry.msg, raw: line });
      }
      callback();
    },
  });
  const app = buildApp({
    env: {},
    database,
    seed: false,
    config: { contentDir: fixture.dir, accounts: accountsTestConfig({ smtpUrl, smtpTimeoutMs: 500 }) },
    // The same serializers and redaction as the real log, into a stream the test reads.
    fastify: {
      logger: {
        level: 'info',
        stream,
        serializers: logSerializers,
        redact: ['req.headers.authorization', 'req.headers.cookie'],
      },
    },
  });
  await app.ready();
  return app;
}

const post = (app: ApiApp, url: string, payload: object) => app.inject({ method: 'POST', url, payload });

test('SMTP refusing: registration and resend answer 503 EMAIL_UNAVAILABLE, logged without user data; once mail is back the account works', async () => {
  const port = await closedPort();
  const app = await appWithSmtp(`smtp://127.0.0.1:${port}`);
  const email = 'hana.refused@example.com';
  try {
    logs.length = 0;
    const registered = await post(app, `${V}/registration`, { email, password: PASSWORD });
    expect(registered.statusCode).toBe(503);
    expect(registered.json().error.code).toBe('EMAIL_UNAVAILABLE');
    expect(registered.headers['retry-after']).toBe('5');
    expect(registered.body).not.toMatch(/"success"|email sent|link sent|been sent/i);

    const resent = await post(app, `${V}/resend-verification-email`, { email });
    expect(resent.statusCode).toBe(503);
    expect(resent.json().error.code).toBe('EMAIL_UNAVAILABLE');

    const failures = logs.filter((l) => l.level >= 40);
    expect(failures.map((l) => l.msg)).toEqual(expect.arrayContaining(['verification email failed']));
    for (const line of logs.map((l) => l.raw)) {
      expect(line).not.toContain('hana.refused');
      expect(line).not.toMatch(/token=|verify-email\?/);
    }
  } finally {
    await app.close();
  }

  // Mail is back (same server address): the account was not left unusable.
  const smtp = await startSmtpServer({ port });
  const again = await appWithSmtp(`smtp://127.0.0.1:${port}`);
  try {
    const resent = await post(again, `${V}/resend-verification-email`, { email });
    expect(resent.statusCode).toBe(200);
    await smtp.waitFor(1);
    const link = new URL(firstLink(parseMail(smtp.received.at(-1)!.raw).text));
    expect((await again.inject(link.pathname + link.search)).statusCode).toBe(302);
    expect((await post(again, `${V}/login`, { email, password: PASSWORD })).statusCode).toBe(200);
  } finally {
    await again.close();
    await smtp.close();
  }
}, 30_000);

test('SMTP accepting connections but never answering: the request ends with 503 in bounded time', async () => {
  const sockets: Socket[] = [];
  const silent: Server = createServer((socket) => sockets.push(socket)); // no greeting, ever
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
  const { port } = silent.address() as { port: number };
  const app = await appWithSmtp(`smtp://127.0.0.1:${port}`);
  try {
    const started = Date.now();
    const res = await post(app, `${V}/registration`, { email: 'silent@example.com', password: PASSWORD });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('EMAIL_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5000);
    const forgot = await post(app, `${V}/forgot-password`, { email: 'hana.refused@example.com' });
    expect(forgot.statusCode).toBe(503);
    expect(forgot.json().error.code).toBe('EMAIL_UNAVAILABLE');
    expect(forgot.body).not.toMatch(/"success"|email sent|link sent|been sent/i);
  } finally {
    await app.close();
    sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
}, 30_000);
