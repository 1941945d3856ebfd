import { writeFixtureContent, type FixtureContentDir } from '../test/fixture-content.js';
import { buildTestApp, type TestApp } from '../test/helpers.js';

/** Load shedding (src/plugins/overload.ts): a late event loop turns new API requests into fast 503s. */
describe('overload: 503 SERVER_BUSY while the event loop is late', () => {
  let fixture: FixtureContentDir;
  let t: TestApp;

  beforeAll(async () => {
    fixture = writeFixtureContent();
    t = await buildTestApp({
      contentDir: fixture.dir,
      config: { overloadMaxEventLoopDelayMs: 300, overloadMaxHeapMb: 0 },
      extend: (app) => app.get('/page', async () => 'a page'),
    });
    // Shedding protects a listening server only (inject alone never arms it).
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await t.close();
    fixture.remove();
  });

  const blockFor = (ms: number) => {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      /* a stalled event loop, as under a starving workload */
    }
  };
  // Long enough for the plugin's sampler (every 500 ms) to look again.
  const sample = () => new Promise((r) => setTimeout(r, 700));

  test('an app that is not listening (driven by inject) is never shed', async () => {
    const other = await buildTestApp({
      contentDir: fixture.dir,
      config: { overloadMaxEventLoopDelayMs: 300, overloadMaxHeapMb: 0 },
    });
    try {
      const stalls = setInterval(() => blockFor(450), 0);
      await sample();
      await sample();
      clearInterval(stalls);
      expect((await other.app.inject({ method: 'GET', url: '/api/v1/industries' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('answers normally while the loop keeps up', async () => {
    await sample(); // the start (seeding) may have kept the loop busy in the last sample
    await sample();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/industries' });
    expect(res.statusCode).toBe(200);
  });

  test('after a stall: API and /health 503 SERVER_BUSY with Retry-After and the security headers; pages still served; then recovery', async () => {
    // Stalls spread over a whole sample, as a busy loop would be.
    const stalls = setInterval(() => blockFor(450), 0);
    await sample();
    await sample();
    clearInterval(stalls);
    // Right after, before the next sample: the plugin still sees the late loop.
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/industries' });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    const page = await t.app.inject({ method: 'GET', url: '/page' });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    expect(api.headers['strict-transport-security']).toBeDefined();
    expect(api.json()).toEqual({
      error: expect.objectContaining({ code: 'SERVER_BUSY', messageKey: 'errors.server_busy' }),
    });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'ok', busy: true });
    expect(page.statusCode).toBe(200);

    await sample();
    await sample();
    const again = await t.app.inject({ method: 'GET', url: '/api/v1/industries' });
    expect(again.statusCode).toBe(200);
  });
});
