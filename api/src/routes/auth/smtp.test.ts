import { readdirSync } from 'node:fs';
import { PASSWORD, V, buildAccountsApp, get, post, type AccountsTestApp } from '../../test/accounts/app.js';
import { firstLink, parseMail, startSmtpServer } from '../../test/accounts/smtp.js';

/**
 * Email for real: the API sends through an SMTP server on loopback (smtp-server), and the test
 * follows the link found in the mail it received, as a person would.
 */
describe('email over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: AccountsTestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer({ user: 'mailer', pass: 's3cret pass' });
    t = await buildAccountsApp({
      accounts: {
        smtpUrl: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${smtp.port}`,
        mailFrom: 'Laluan Kerjaya <hello@laluankerjaya.test>',
        publicUrl: 'http://api.laluankerjaya.test',
        siteUrl: 'https://laluankerjaya.test',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('registration mails a verification link; following it verifies and redirects; login works', async () => {
    const res = await post(t.app, `${V}/registration`, {
      email: 'siti@example.com',
      password: PASSWORD,
      redirect_url: 'https://laluankerjaya.test/ms',
      lang: 'ms',
    });
    expect(res.statusCode).toBe(201);
    await smtp.waitFor(1);
    const message = smtp.received.at(-1)!;
    expect(message.to).toEqual(['siti@example.com']);
    expect(message.from).toBe('hello@laluankerjaya.test');

    const mail = parseMail(message.raw);
    expect(mail.subject).toBe('Sahkan e-mel anda untuk Laluan Kerjaya');
    expect(mail.contentLanguage).toBe('ms-MY');
    expect(mail.text).toContain('Sahkan e-mel saya');
    expect(mail.text).toContain('24 jam');
    expect(mail.html).toContain('<html lang="ms">');
    expect(mail.html).toContain('Sahkan e-mel saya</a>');

    const link = firstLink(mail.text);
    expect(link.startsWith('http://api.laluankerjaya.test/api/v1/verify-email?token=')).toBe(true);
    const url = new URL(link);
    const visit = await get(t.app, url.pathname + url.search);
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('https://laluankerjaya.test/ms?verification=verified');

    const login = await post(t.app, `${V}/login`, { email: 'siti@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    // Nothing went to the outbox: SMTP is configured.
    expect(readdirSync(t.accounts.outboxDir!)).toEqual([]);
  });

  test('forgot-password mails an English reset link that works once', async () => {
    await post(t.app, `${V}/registration`, { email: 'arif@example.com', password: PASSWORD });
    await smtp.waitFor(2);
    const verify = parseMail(smtp.received.at(-1)!.raw);
    const verifyUrl = new URL(firstLink(verify.text));
    await get(t.app, verifyUrl.pathname + verifyUrl.search);

    const res = await post(t.app, `${V}/forgot-password`, {
      email: 'arif@example.com',
      redirect_url: 'https://laluankerjaya.test/en',
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    await smtp.waitFor(3);
    const mail = parseMail(smtp.received.at(-1)!.raw);
    expect(mail.subject).toBe('Reset your Laluan Kerjaya password');
    expect(mail.text).toContain('Choose a new password');
    expect(mail.text).toContain('30 minutes');
    const link = new URL(firstLink(mail.text));
    expect(`${link.origin}${link.pathname}`).toBe('https://laluankerjaya.test/en');
    const token = link.searchParams.get('reset_token')!;

    const reset = await post(t.app, `${V}/reset-password`, { token, password: 'new password 2026' });
    expect(reset.statusCode).toBe(200);
    expect((await post(t.app, `${V}/reset-password`, { token, password: 'other password' })).statusCode).toBe(400);
    expect(
      (await post(t.app, `${V}/login`, { email: 'arif@example.com', password: 'new password 2026' })).statusCode,
    ).toBe(200);
  });

  test('the dev outbox page is off when SMTP is configured', async () => {
    expect((await get(t.app, '/api/dev/outbox')).statusCode).toBe(404);
  });

  test('SMTP down: registration answers 503 EMAIL_UNAVAILABLE and the resend cooldown is not spent', async () => {
    const gone = await startSmtpServer();
    const port = gone.port;
    await gone.close();
    const down = await buildAccountsApp({ accounts: { smtpUrl: `smtp://127.0.0.1:${port}` }, shareDatabaseWith: t });
    try {
      const res = await post(down.app, `${V}/registration`, { email: 'nora@example.com', password: PASSWORD });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('EMAIL_UNAVAILABLE');
      const resend = await post(down.app, `${V}/resend-verification-email`, { email: 'nora@example.com' });
      expect(resend.json().error.code).toBe('EMAIL_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});
