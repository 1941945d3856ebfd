import { Redis } from 'ioredis';

/**
 * Jest globalSetup: finds out once, before any test file loads, whether the services some
 * suites need are there, and tells the test workers through the environment:
 * - TEST_REDIS_URL: REDIS_URL, else the machine's own redis://127.0.0.1:6379, when it answers
 *   PING within half a second; empty when it does not.
 * Suites then use `(redisUp ? test : test.skip)`, so a missing service shows as skipped, never
 * as passed; with REQUIRE_SERVICES=1 (CI) or an explicit REDIS_URL they fail instead
 * (src/test/services.ts).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379';
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  let up: boolean;
  try {
    await probe.connect();
    up = (await probe.ping()) === 'PONG';
  } catch {
    up = false;
  } finally {
    probe.disconnect();
  }
  process.env.TEST_REDIS_URL = up ? url : '';
}
