import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { packageRoot } from '../paths.js';
import { PASSWORD, V, buildAccountsApp, get, post, type AccountsTestApp } from '../test/accounts/app.js';
import { clearOutbox, listOutbox } from './outbox.js';

/** With no SMTP configured every message lands in the outbox: files, a page and a command. */
let t: AccountsTestApp;

beforeAll(async () => {
  t = await buildAccountsApp({ accounts: { devOutbox: true } });
  await post(t.app, `${V}/registration`, { email: 'outbox@example.com', password: PASSWORD, lang: 'ms' });
});
afterAll(async () => {
  await t?.close();
});

test('each message is an .eml and a .json in the outbox folder', async () => {
  const files = readdirSync(t.accounts.outboxDir!).sort();
  expect(files).toHaveLength(2);
  expect(files[0]).toMatch(/-verify-[0-9a-f]{8}\.eml$/);
  expect(files[1]).toMatch(/-verify-[0-9a-f]{8}\.json$/);
  const eml = readFileSync(join(t.accounts.outboxDir!, files[0]!), 'utf8');
  expect(eml).toContain('To: outbox@example.com');
  expect(eml).toContain('Content-Language: ms-MY');
  expect(eml).toMatch(/multipart\/alternative/);
  const [entry] = await listOutbox(t.accounts.outboxDir!);
  expect(entry).toMatchObject({ to: 'outbox@example.com', kind: 'verify', lang: 'ms' });
});

test('GET {base}/dev/outbox shows the messages with their links; ?format=json lists them', async () => {
  const page = await get(t.app, '/api/dev/outbox');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  const [entry] = await listOutbox(t.accounts.outboxDir!);
  expect(page.body).toContain('Sahkan e-mel anda untuk Laluan Kerjaya');
  expect(page.body).toContain(`<a href="${entry!.link.replace(/&/g, '&#38;')}">`);
  expect(page.body).not.toContain('<script');

  const json = await get(t.app, '/api/dev/outbox?format=json');
  expect(json.json()).toEqual([expect.objectContaining({ id: entry!.id, link: entry!.link })]);

  const raw = await get(t.app, `/api/dev/outbox/${entry!.id}.eml`);
  expect(raw.statusCode).toBe(200);
  expect(raw.headers['content-type']).toContain('message/rfc822');
  expect((await get(t.app, '/api/dev/outbox/..%2F..%2Fetc%2Fpasswd.eml')).statusCode).toBe(400);
});

test('the page never shows where the outbox lives on the server', async () => {
  const page = await get(t.app, '/api/dev/outbox');
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain(t.accounts.outboxDir!);
  expect(page.body).not.toMatch(/\/(tmp|home|srv|var|work)\//);
});

describe('who can see the outbox (finding 1 of the reliability review)', () => {
  const urls = async () => {
    const [entry] = await listOutbox(t.accounts.outboxDir!);
    return ['/api/dev/outbox', '/api/dev/outbox?format=json', `/api/dev/outbox/${entry!.id}.eml`];
  };

  test('a default start (DEV_OUTBOX unset) answers 404 NOT_FOUND on every outbox route', async () => {
    const plain = await buildAccountsApp({ shareDatabaseWith: t });
    try {
      expect(plain.accounts.devOutbox).toBe(false);
      for (const url of await urls()) {
        const res = await get(plain.app, url);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
        expect(res.body).not.toContain('verify-email');
      }
    } finally {
      await plain.close();
    }
  });

  test('enabled, but the request is not from loopback → 404, like an unknown route', async () => {
    const cases = [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '10.0.0.2' },
      { remoteAddress: '::ffff:192.168.1.5' },
      // Forwarded by a reverse proxy on this machine: the visitor is not local.
      { headers: { 'x-forwarded-for': '203.0.113.7' } },
      { headers: { forwarded: 'for=203.0.113.7' } },
      // DNS rebinding: a page on evil.example pointed at 127.0.0.1.
      { headers: { host: 'evil.example:3000' } },
    ];
    for (const url of await urls()) {
      for (const extra of cases) {
        const res = await t.app.inject({ method: 'GET', url, ...extra });
        expect([url, extra, res.statusCode]).toEqual([url, extra, 404]);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      // The same request from loopback works.
      const local = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '127.0.0.1',
        headers: { host: 'localhost:3000' },
      });
      expect(local.statusCode).toBe(200);
      const local6 = await t.app.inject({ method: 'GET', url, remoteAddress: '::1', headers: { host: '[::1]:3000' } });
      expect(local6.statusCode).toBe(200);
    }
  });

  test('over a real socket: served on 127.0.0.1, 404 when the server listens on every address', async () => {
    const listen = async (host: string) => {
      const app = await buildAccountsApp({ accounts: { devOutbox: true }, shareDatabaseWith: t });
      await app.app.listen({ host, port: 0 });
      const { port } = app.app.server.address() as { port: number };
      try {
        return (await fetch(`http://127.0.0.1:${port}/api/dev/outbox?format=json`)).status;
      } finally {
        await app.close();
      }
    };
    expect(await listen('127.0.0.1')).toBe(200);
    expect(await listen('0.0.0.0')).toBe(404);
  });
});

test('`pnpm --filter api outbox latest` prints the newest message with its link', async () => {
  const run = promisify(execFile);
  const { stdout } = await run(
    process.execPath,
    [join(packageRoot, 'node_modules/tsx/dist/cli.mjs'), 'src/accounts/outbox-cli.ts', 'latest'],
    { cwd: packageRoot, env: { ...process.env, OUTBOX_DIR: t.accounts.outboxDir!, DATABASE_URL: '' } },
  );
  const [entry] = await listOutbox(t.accounts.outboxDir!);
  expect(stdout).toContain(`link:    ${entry!.link}`);
  expect(stdout).toContain('Sahkan e-mel saya');
}, 30_000);

test('clearOutbox empties it', async () => {
  const dir = t.accounts.outboxDir!;
  expect(await clearOutbox(dir)).toBe(1);
  expect(await listOutbox(dir)).toEqual([]);
});

test('in production the page does not exist (and never with SMTP)', async () => {
  const prod = await buildAccountsApp({
    accounts: { production: true, outboxInProduction: true },
    shareDatabaseWith: t,
  });
  try {
    expect((await get(prod.app, '/api/dev/outbox')).statusCode).toBe(404);
    // Mail still lands in the outbox rather than being lost.
    await post(prod.app, `${V}/registration`, {
      email: 'prod@example.com',
      password: PASSWORD,
      redirect_url: 'http://localhost:3000/en',
    });
    expect(await prod.outbox()).toHaveLength(1);
    // Outside production any loopback port is a valid redirect; in production only the site's own.
    const loopback = await post(prod.app, `${V}/registration`, {
      email: 'prod2@example.com',
      password: PASSWORD,
      redirect_url: 'http://localhost:8080/en',
    });
    expect(loopback.json().error.code).toBe('INVALID_REDIRECT_URL');
  } finally {
    await prod.close();
  }
});
