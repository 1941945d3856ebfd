import { buildApp } from '../app.js';
import { closedPort } from '../test/tcp-proxy.js';
import { withFixtureApp, type TestApp } from '../test/helpers.js';

// Liveness and readiness for a load balancer (issue 23 item 4; docs/decisions/323).
let t: TestApp;
withFixtureApp((app) => (t = app));

test('live and ready answer 200 while the process serves, outside the API prefix, never cached', async () => {
  const live = await t.app.inject('/health/live');
  expect(live.statusCode).toBe(200);
  expect(live.json()).toEqual({ status: 'ok' });
  expect(live.headers['cache-control']).toBe('no-store');
  const ready = await t.app.inject('/health/ready');
  expect(ready.statusCode).toBe(200);
  expect(ready.json()).toEqual({ status: 'ok', db: 'ok' });
  expect(ready.headers['cache-control']).toBe('no-store');
});

test('after SIGTERM (draining) ready answers 503 with draining and Retry-After; live and the API still answer', async () => {
  expect(t.app.draining()).toBe(false);
  t.app.startDrain();
  expect(t.app.draining()).toBe(true);
  const ready = await t.app.inject('/health/ready');
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'error', db: 'ok', draining: true });
  expect(ready.headers['retry-after']).toBe('1');
  expect((await t.app.inject('/health/live')).statusCode).toBe(200);
  // Requests in flight and those already accepted are still served while draining.
  expect((await t.app.inject('/api/v1/industries')).statusCode).toBe(200);
});

const pgTest = process.env.DATABASE_URL ? test : test.skip;
pgTest('without its database ready answers 503 with db "error" (and live still 200)', async () => {
  const port = await closedPort();
  const app = buildApp({
    env: {},
    seed: false,
    config: {
      logLevel: 'silent',
      databaseUrl: `postgres://postgres@127.0.0.1:${port}/nowhere`,
      dbConnectTimeoutMs: 200,
    },
  });
  try {
    await app.ready();
    const ready = await app.inject('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'error', db: 'error' });
    expect(ready.headers['retry-after']).toBe('5');
    expect((await app.inject('/health/live')).statusCode).toBe(200);
  } finally {
    await app.close();
  }
});
