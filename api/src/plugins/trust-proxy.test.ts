import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.js';
import { buildAccountsApp, V, type AccountsTestApp } from '../test/accounts/app.js';
import { checkNginx, nginxPath, startNginx, type Nginx } from '../test/nginx.js';

/**
 * Per-IP limits behind a real nginx (docs/decisions/282; review reliability.md finding 2). Each
 * client connects from its own loopback address (127.0.0.x, x ≥ 10), nginx appends that address
 * to whatever X-Forwarded-For the client wrote, and the API must key every limit on it: the
 * client's own header changes nothing, and two clients never share a budget.
 */
checkNginx('trust-proxy');
const nginxTest = nginxPath ? describe : describe.skip;

interface Answer {
  status: number;
}

/** A wrong-password login for `email`, sent from `from` (a loopback address) to `port`. */
function login(port: number, from: string, email: string, forwardedFor?: string): Promise<Answer> {
  const body = JSON.stringify({ email, password: 'wrong password 1' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: `${V}/login`,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** 11 tries for one account from one client, each with a new forged X-Forwarded-For. */
async function forgedSeries(port: number, from: string, email: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 11; i++) {
    statuses.push((await login(port, from, email, `10.9.${i}.1, 127.0.0.1`)).status);
  }
  return statuses;
}

const TEN_THEN_BLOCKED = [...Array(10).fill(401), 429];

nginxTest('per-IP limits behind nginx', () => {
  let base: AccountsTestApp;
  const running: { app: AccountsTestApp; nginx: Nginx; apiPort: number }[] = [];

  beforeAll(async () => {
    base = await buildAccountsApp({ accounts: { rateLimits: true } });
  });
  afterAll(async () => {
    for (const r of running) {
      await r.nginx.stop();
      await r.app.app.close();
    }
    await base.close();
  });

  /** The API with this TRUST_PROXY (on the shared database), listening, with nginx in front. */
  async function behindNginx(trustProxy: Config['trustProxy'], forwardedFor: 'append' | 'replace' = 'append') {
    const app = await buildAccountsApp({
      accounts: { rateLimits: true },
      config: { trustProxy },
      shareDatabaseWith: base,
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const apiPort = (app.app.server.address() as AddressInfo).port;
    const nginx = await startNginx(apiPort, forwardedFor);
    running.push({ app, nginx, apiPort });
    return { port: nginx.port, apiPort };
  }

  test.each([
    ['a hop count (TRUST_PROXY=1)', 1 as const],
    ['the proxy address (TRUST_PROXY=127.0.0.1)', ['127.0.0.1']],
  ])('%s: a forged X-Forwarded-For changes nothing, and clients do not share a budget', async (_label, trust) => {
    const { port } = await behindNginx(trust);
    const email = `victim-${Array.isArray(trust) ? 'list' : 'hop'}@example.test`;
    // One client, a new forged address on every try: still blocked after 10 (per email and address).
    expect(await forgedSeries(port, '127.0.0.10', email)).toEqual(TEN_THEN_BLOCKED);
    // Another client behind the same proxy has its own budget for that account.
    expect((await login(port, '127.0.0.11', email)).status).toBe(401);
    expect((await login(port, '127.0.0.11', email, '127.0.0.10')).status).toBe(401);
  });

  test('nginx replacing the header ($remote_addr) works the same with a hop count', async () => {
    const { port } = await behindNginx(1, 'replace');
    expect(await forgedSeries(port, '127.0.0.20', 'replace@example.test')).toEqual(TEN_THEN_BLOCKED);
    expect((await login(port, '127.0.0.21', 'replace@example.test')).status).toBe(401);
  });

  test('with a list of proxy addresses, a client that reaches the API directly cannot forge either', async () => {
    const { apiPort } = await behindNginx(['127.0.0.1']);
    expect(await forgedSeries(apiPort, '127.0.0.30', 'direct@example.test')).toEqual(TEN_THEN_BLOCKED);
  });

  // What the fix is measured against: the two settings the review found broken.
  test('without TRUST_PROXY every client is the proxy: one client blocks the others', async () => {
    const { port } = await behindNginx(false);
    expect(await forgedSeries(port, '127.0.0.40', 'shared@example.test')).toEqual(TEN_THEN_BLOCKED);
    expect((await login(port, '127.0.0.41', 'shared@example.test')).status).toBe(429);
  });

  test('TRUST_PROXY=true (refused in production) lets a client pick its address', async () => {
    const { port } = await behindNginx(true);
    const statuses = await forgedSeries(port, '127.0.0.50', 'picked@example.test');
    expect(statuses).toEqual(Array(11).fill(401));
  });
});
