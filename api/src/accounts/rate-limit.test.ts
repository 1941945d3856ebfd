import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { PASSWORD, V, buildAccountsApp, post, type AccountsTestApp } from '../test/accounts/app.js';
import { LIMITS, RateLimits } from './limits.js';
import { MemoryLimiter, RedisLimiter, type Limiter } from './rate-limit.js';

/**
 * Redis for these tests: REDIS_URL (then it must answer), else the machine's own at
 * 127.0.0.1:6379 when it answers; without either the Redis cases are skipped, saying so.
 */
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
let redisUp = true;
beforeAll(async () => {
  if (process.env.REDIS_URL) return;
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch {
    redisUp = false;
    console.warn(`No Redis at ${REDIS_URL}: the Redis rate-limit tests are skipped (set REDIS_URL to require them)`);
  } finally {
    probe.disconnect();
  }
});
/** A test that needs Redis: passes without running when there is none (see above). */
const withRedis = (fn: () => Promise<void>) => async () => {
  if (redisUp) await fn();
};
const namespace = () => `test-${process.pid}-${randomBytes(4).toString('hex')}:`;

function limiterContract(name: string, make: () => Promise<{ limiter: Limiter; close(): Promise<void> }>) {
  describe(name, () => {
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

limiterContract('RedisLimiter', async () => {
  if (!redisUp) {
    const limiter = new MemoryLimiter();
    return { limiter, close: () => limiter.close() };
  }
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  const limiter = new RedisLimiter(redis, namespace());
  return {
    limiter,
    close: async () => {
      await limiter.close();
      await redis.quit();
    },
  };
});

test(
  'RedisLimiter: two processes (two connections) share one count',
  withRedis(async () => {
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
      await limits.email('login', 'someone@example.com');
      const keys = await a.keys(`${ns}*`);
      expect(keys.join(' ')).not.toContain('someone');
      expect(keys.some((k) => /^.*login:email:[0-9a-f]{32}$/.test(k))).toBe(true);
    } finally {
      await a.quit();
      await b.quit();
    }
  }),
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

describe('limits on the routes', () => {
  let first: AccountsTestApp | undefined;
  afterAll(async () => {
    await first?.close();
  });
  for (const backend of ['memory', 'redis'] as const) {
    describe(backend, () => {
      let t: AccountsTestApp;
      const ns = namespace();
      beforeAll(async () => {
        if (backend === 'redis' && !redisUp) return;
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

      const maybe = (fn: () => Promise<void>) => (backend === 'redis' ? withRedis(fn) : fn);
      test(
        `login: ${LIMITS.login.email.max} tries per email per window, then 429 RATE_LIMITED`,
        maybe(async () => {
          const email = `limited-${backend}@example.com`;
          const statuses: number[] = [];
          for (let i = 0; i <= LIMITS.login.email.max; i++) {
            statuses.push((await post(t.app, `${V}/login`, { email, password: PASSWORD })).statusCode);
          }
          expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
          const last = await post(t.app, `${V}/login`, { email, password: PASSWORD });
          expect(last.statusCode).toBe(429);
          expect(last.json().error.code).toBe('RATE_LIMITED');
          // Another address from the same IP is still fine.
          expect(
            (await post(t.app, `${V}/login`, { email: `other-${backend}@example.com`, password: PASSWORD })).statusCode,
          ).toBe(401);
          if (backend === 'redis') {
            const redis = new Redis(REDIS_URL);
            try {
              expect((await redis.keys(`${ns}login:*`)).length).toBeGreaterThanOrEqual(3);
            } finally {
              await redis.quit();
            }
          }
        }),
      );

      test(
        `request-job: ${LIMITS.requestJob.ip.max} per IP per hour`,
        maybe(async () => {
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
        }),
      );
    });
  }
});
