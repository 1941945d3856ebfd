/**
 * What src/test/global-setup.ts found. Import from a test file that needs Redis:
 *   const redisTest = redisUp ? test : test.skip;
 * Without the global setup (a file run some other way) Redis counts as absent.
 */
export const redisUrl = process.env.TEST_REDIS_URL ?? '';
export const redisUp = redisUrl !== '';

/** REQUIRE_SERVICES=1 (CI, where PostgreSQL and Redis run): a missing service fails the suite. */
export const requireServices = process.env.REQUIRE_SERVICES === '1';

/**
 * Throws (failing the whole suite) when Redis is required but absent: under REQUIRE_SERVICES=1,
 * or when REDIS_URL names one explicitly. Otherwise warns once that the Redis cases are skipped.
 */
export function checkRedis(suite: string): void {
  if (redisUp) return;
  const explicit = Boolean(process.env.REDIS_URL?.trim());
  if (requireServices || explicit) {
    throw new Error(
      `${suite}: Redis is required (${requireServices ? 'REQUIRE_SERVICES=1' : `REDIS_URL=${process.env.REDIS_URL}`}) ` +
        'but did not answer PING',
    );
  }
  console.warn(
    `${suite}: no Redis at redis://127.0.0.1:6379, the Redis cases are skipped (set REDIS_URL to require them)`,
  );
}
