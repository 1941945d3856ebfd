import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PASSWORD, V, buildAccountsApp, signUp, type AccountsTestApp } from '../test/accounts/app.js';
import { checkRedis, redisUp, redisUrl } from '../test/services.js';
import { LIMITS, PASSWORD_TRIES, RateLimits } from './limits.js';
import { MemoryLimiter, RedisLimiter, type Limiter } from './rate-limit.js';

// Redis for these tests: what the jest globalSetup found (src/test/services.ts). Without it the
// Redis cases are real skips; with REQUIRE_SERVICES=1 or an explicit REDIS_URL the suite fails.
checkRedis('rate-limit.test.ts');
const REDIS_URL = redisUrl;
const redisTest = redisUp ? test : test.skip;
const redisDescribe = redisUp ? describe : describe.skip;
const namespace = () => `test-${process.pid}-${randomBytes(4).toString('hex')}:`;

function limiterContract(
  name: string,
  make: () => Promise<{ limiter: Limiter; close(): Promise<void> }>,
  describeIt: typeof describe = describe,
) {
  describeIt(name, () => {
    let subject: { limiter: Limiter; close(): Promise<void> };
    beforeEach(async () => {
      subject = await make();
    });
    afterEach(async () => {
      await subject.close();
    });

    test('allows max hits per window, then refuses until the window ends', async () => {
      const { limiter } = subject;
      const results = [];
      for (let i = 0; i < 4; i++) results.push(await limiter.hit('k', 3, 300));
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
      expect(results[3]!.count).toBe(4);
      expect(results[3]!.resetMs).toBeGreaterThan(0);
      expect(results[3]!.resetMs).toBeLessThanOrEqual(300);
      await new Promise((r) => setTimeout(r, 350));
      expect((await limiter.hit('k', 3, 300)).allowed).toBe(true);
    });

    test('keys are independent; reset forgets one', async () => {
      const { limiter } = subject;
      expect((await limiter.hit('a', 1, 10_000)).allowed).toBe(true);
      expect((await limiter.hit('a', 1, 10_000)).allowed).toBe(false);
      expect((await limiter.hit('b', 1, 10_000)).allowed).toBe(true);
      await limiter.reset('a');
      expect((await limiter.hit('a', 1, 10_000)).allowed).toBe(true);
    });

    test('many hits at once are all counted', async () => {
      const { limiter } = subject;
      const results = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('burst', 20, 10_000)));
      expect(results.filter((r) => r.allowed)).toHaveLength(20);
    });
  });
}

limiterContract('MemoryLimiter', async () => {
  const limiter = new MemoryLimiter();
  return { limiter, close: () => limiter.close() };
});

limiterContract(
  'RedisLimiter',
  async () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const errors: unknown[] = [];
    const limiter = new RedisLimiter(redis, namespace(), (error) => errors.push(error));
    return {
      limiter,
      close: async () => {
        await limiter.close();
        await redis.quit();
        // Counted by Redis itself, never by the memory fallback.
        expect(errors).toEqual([]);
      },
    };
  },
  redisDescribe,
);

redisTest('RedisLimiter: two processes (two connections) share one count', async () => {
  const ns = namespace();
  const a = new Redis(REDIS_URL);
  const b = new Redis(REDIS_URL);
  try {
    const la = new RedisLimiter(a, ns);
    const lb = new RedisLimiter(b, ns);
    expect((await la.hit('shared', 2, 10_000)).allowed).toBe(true);
    expect((await lb.hit('shared', 2, 10_000)).allowed).toBe(true);
    expect((await la.hit('shared', 2, 10_000)).allowed).toBe(false);
    // Only a hash of the email reaches Redis.
    const limits = new RateLimits(la, true, 60_000);
    await limits.email('registration', 'someone@example.com');
    await limits.passwordTry('someone@example.com', '203.0.113.9');
    const keys = await a.keys(`${ns}*`);
    expect(keys.join(' ')).not.toContain('someone');
    expect(keys.some((k) => /^.*registration:email:[0-9a-f]{32}$/.test(k))).toBe(true);
    expect(keys.some((k) => /^.*password:email:[0-9a-f]{32}$/.test(k))).toBe(true);
  } finally {
    await a.quit();
    await b.quit();
  }
});

redisTest(
  'RedisLimiter: Redis answering late in the middle of a window does not start the count again (decision 342)',
  async () => {
    const real = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    // The real Redis, until it stops answering in time (as on a machine too busy for the 1 s timeout).
    let late = false;
    const flaky = new Proxy(real, {
      get(target, prop, receiver) {
        if (prop === 'eval' && late) return () => new Promise(() => {});
        const value = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const limiter = new RedisLimiter(flaky, namespace(), { timeoutMs: 50, breakMs: 60_000 });
    try {
      expect((await limiter.hit('k', 3, 60_000)).count).toBe(1);
      expect((await limiter.hit('k', 3, 60_000)).count).toBe(2);
      late = true;
      const third = await limiter.hit('k', 3, 60_000);
      expect(third).toMatchObject({ allowed: true, count: 3 });
      const fourth = await limiter.hit('k', 3, 60_000);
      expect(fourth).toMatchObject({ allowed: false, count: 4 });
      expect(fourth.resetMs).toBeGreaterThan(0);
    } finally {
      await limiter.close();
      await real.quit();
    }
  },
);

test('RedisLimiter: while Redis is unreachable it counts in memory instead of letting everything through', async () => {
  const redis = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const errors: unknown[] = [];
  const limiter = new RedisLimiter(redis, namespace(), (e) => errors.push(e));
  expect((await limiter.hit('k', 1, 10_000)).allowed).toBe(true);
  expect((await limiter.hit('k', 1, 10_000)).allowed).toBe(false);
  expect(errors.length).toBeGreaterThan(0);
  await limiter.close();
  redis.disconnect();
});

describe('password tries (decision 035)', () => {
  const make = () => new RateLimits(new MemoryLimiter(), true, 60_000);

  test('per (email, IP): max tries, then 429 with the seconds left; other addresses and emails unaffected', async () => {
    const limits = make();
    for (let i = 0; i < PASSWORD_TRIES.max; i++) await limits.passwordTry('a@example.com', '203.0.113.1');
    const refused = await limits.passwordTry('a@example.com', '203.0.113.1').catch((e: unknown) => e);
    expect(refused).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    await expect(limits.passwordTry('a@example.com', '203.0.113.2')).resolves.toBeDefined();
    await expect(limits.passwordTry('b@example.com', '203.0.113.1')).resolves.toBeDefined();
  });

  test('per email: a growing delay after slowAfter tries from anywhere, capped; the right password clears it', async () => {
    const limits = make();
    const delays: number[] = [];
    for (let i = 0; i < PASSWORD_TRIES.slowAfter + 20; i++) {
      delays.push((await limits.passwordTry('c@example.com', `198.51.100.${i}`)).delayMs);
    }
    expect(delays.slice(0, PASSWORD_TRIES.slowAfter).every((d) => d === 0)).toBe(true);
    expect(delays[PASSWORD_TRIES.slowAfter]).toBe(PASSWORD_TRIES.stepMs);
    expect(delays[PASSWORD_TRIES.slowAfter + 1]).toBe(2 * PASSWORD_TRIES.stepMs);
    expect(Math.max(...delays)).toBe(PASSWORD_TRIES.maxDelayMs);
    await limits.passwordOk('c@example.com', '198.51.100.200');
    expect((await limits.passwordTry('c@example.com', '198.51.100.201')).delayMs).toBe(0);
  });

  test('off (RATE_LIMITS=false): no block, no delay', async () => {
    const limits = new RateLimits(new MemoryLimiter(), false, 60_000);
    for (let i = 0; i < PASSWORD_TRIES.max + 5; i++) {
      expect(await limits.passwordTry('d@example.com', '203.0.113.1')).toEqual({ delayMs: 0 });
    }
  });
});

describe('limits on the routes', () => {
  let first: AccountsTestApp | undefined;
  afterAll(async () => {
    await first?.close();
  });
  for (const backend of ['memory', 'redis'] as const) {
    (backend === 'redis' ? redisDescribe : describe)(backend, () => {
      let t: AccountsTestApp;
      const ns = namespace();
      beforeAll(async () => {
        t = await buildAccountsApp({
          accounts: { rateLimits: true, rateLimitNamespace: ns },
          ...(backend === 'redis' ? { config: { redisUrl: REDIS_URL } } : {}),
          ...(first ? { shareDatabaseWith: first } : {}),
        });
        first ??= t;
      });
      afterAll(async () => {
        if (t !== first) await t?.close();
      });

      const login = (email: string, password: string, ip: string) =>
        t.app.inject({ method: 'POST', url: `${V}/login`, payload: { email, password }, remoteAddress: ip });

      test(`login: a stranger's ${PASSWORD_TRIES.max} wrong passwords block only the stranger's address, not the owner`, async () => {
        const user = await signUp(t, `owner-${backend}@example.com`);
        const stranger = '203.0.113.66';
        const statuses: number[] = [];
        for (let i = 0; i < PASSWORD_TRIES.max; i++) {
          statuses.push((await login(user.email, `wrong password ${i}`, stranger)).statusCode);
        }
        expect(statuses).toEqual(Array(PASSWORD_TRIES.max).fill(401));
        const blocked = await login(user.email, PASSWORD, stranger);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error.code).toBe('RATE_LIMITED');
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

        // The owner, from their own address, still signs in with the right password: only slowed
        // down (the email had slowAfter failed tries), never blocked.
        const started = Date.now();
        const owner = await login(user.email, PASSWORD, '198.51.100.7');
        expect(owner.statusCode).toBe(200);
        expect(Date.now() - started).toBeGreaterThanOrEqual(PASSWORD_TRIES.stepMs - 20);
        // Another account from the stranger's address is not affected either.
        expect((await login(`nobody-${backend}@example.com`, PASSWORD, stranger)).statusCode).toBe(401);
        if (backend === 'redis') {
          const redis = new Redis(REDIS_URL);
          try {
            expect((await redis.keys(`${ns}password:*`)).length).toBeGreaterThanOrEqual(2);
          } finally {
            await redis.quit();
          }
        }
      });

      test('delete account: wrong passwords count against the same limit (no brute force through it)', async () => {
        const user = await signUp(t, `deleter-${backend}@example.com`);
        const ip = '203.0.113.77';
        const del = (password: string) =>
          t.app.inject({
            method: 'DELETE',
            url: `${V}/profile`,
            payload: { password },
            headers: { authorization: `Bearer ${user.token}` },
            remoteAddress: ip,
          });
        const statuses: number[] = [];
        for (let i = 0; i < PASSWORD_TRIES.max; i++) statuses.push((await del(`guess ${i}`)).statusCode);
        expect(statuses).toEqual(Array(PASSWORD_TRIES.max).fill(403));
        const blocked = await del(PASSWORD);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error.code).toBe('RATE_LIMITED');
        // Same (email, IP) for login: blocked too; the account is still there.
        expect((await login(user.email, PASSWORD, ip)).statusCode).toBe(429);
        expect((await login(user.email, PASSWORD, '198.51.100.8')).statusCode).toBe(200);
      });

      test(`request-job: ${LIMITS.requestJob.ip.max} per IP per hour`, async () => {
        const statuses: number[] = [];
        for (let i = 0; i <= LIMITS.requestJob.ip.max; i++) {
          const res = await t.app.inject({
            method: 'POST',
            url: `${V}/request-job`,
            payload: { job_request_name: `Job ${i}` },
            remoteAddress: '203.0.113.7',
          });
          statuses.push(res.statusCode);
        }
        expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.requestJob.ip.max);
        expect(statuses.at(-1)).toBe(429);
        const again = await t.app.inject({
          method: 'POST',
          url: `${V}/request-job`,
          payload: { job_request_name: 'Job again' },
          remoteAddress: '203.0.113.7',
        });
        expect(again.json().error.code).toBe('RATE_LIMITED');
        expect(Number(again.headers['retry-after'])).toBeGreaterThan(3000);
        // The limit counted before the body was read: nothing more was stored.
        const rows = await t.db
          .selectFrom('job_requests')
          .select('id')
          .where('job_request_name', 'like', 'Job %')
          .execute();
        expect(rows).toHaveLength(LIMITS.requestJob.ip.max * (backend === 'memory' ? 1 : 2));
        const elsewhere = await t.app.inject({
          method: 'POST',
          url: `${V}/request-job`,
          payload: { job_request_name: 'Job' },
          remoteAddress: '203.0.113.8',
        });
        expect(elsewhere.statusCode).toBe(201);
      });
    });
  }
});
