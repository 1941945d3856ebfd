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
  t = await buildAccountsApp();
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
  const prod = await buildAccountsApp({ accounts: { production: true }, shareDatabaseWith: t });
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
