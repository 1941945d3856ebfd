import type { Redis } from 'ioredis';

export interface HitResult {
  allowed: boolean;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/**
 * Fixed-window counters: hit(key, max, windowMs) counts one request and says whether it is
 * within max for the window that the key's first request opened.
 */
export interface Limiter {
  hit(key: string, max: number, windowMs: number): Promise<HitResult>;
  /** Forgets a key (an email that could not be sent must not keep its cooldown). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process's counters. Expired windows are swept every minute (timer not keeping Node up). */
export class MemoryLimiter implements Limiter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, max: number, windowMs: number): Promise<HitResult> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { allowed: window.count <= max, count: window.count, resetMs: window.endsAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.windows.clear();
  }
}

// INCR, and start the window's expiry on its first request, atomically.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export interface RedisLimiterOptions {
  /** After a failed Redis call, count in memory for this long before trying Redis again (ms). */
  breakMs?: number;
  /**
   * Longest wait for one Redis call (ms, default 1000), whatever the client does: a Redis that
   * accepts connections and never answers must not hold a request longer.
   */
  timeoutMs?: number;
  /** Redis is "away" once per outage (the first failure), with the error. */
  onDown?: (error: unknown) => void;
  /** Redis answered again after an outage. */
  onUp?: () => void;
}

/**
 * Counters shared by every API process through Redis. While Redis cannot be reached, a memory
 * limiter stands in, so limits still hold per process instead of switching off.
 *
 * A short circuit breaker (issue 22 item 5, docs/decisions/271): after one failed call (refused,
 * or no answer within the client's command timeout), Redis is skipped for `breakMs` (5 s) and
 * every request counts in memory at once; then a single request tries Redis again (the others
 * keep counting in memory meanwhile) and either closes the breaker or opens it for another
 * `breakMs`. So with Redis away a request waits for Redis at most once per few seconds, not once
 * per counter, and the outage is reported once (onDown), not once per request. The memory
 * limiter counts every hit, not only those made while Redis is away (decision 342): a window
 * that Redis was counting goes on from where this process had got to, not from zero.
 */
export class RedisLimiter implements Limiter {
  private readonly fallback = new MemoryLimiter();
  private readonly breakMs: number;
  private readonly timeoutMs: number;
  private readonly onDown: (error: unknown) => void;
  private readonly onUp: () => void;
  /** Redis is skipped until this time (ms since epoch); 0: closed, Redis in use. */
  private openUntil = 0;
  /** Whether Redis is considered away (from the first failure to the first success after it). */
  private away = false;
  /** A call is trying Redis after the break: the others do not wait for it. */
  private probing = false;

  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    onDownOrOptions: ((error: unknown) => void) | RedisLimiterOptions = {},
    private readonly now: () => number = Date.now,
  ) {
    const options = typeof onDownOrOptions === 'function' ? { onDown: onDownOrOptions } : onDownOrOptions;
    this.breakMs = options.breakMs ?? 5000;
    this.timeoutMs = options.timeoutMs ?? 1000;
    this.onDown = options.onDown ?? (() => {});
    this.onUp = options.onUp ?? (() => {});
  }

  /** "ok" while Redis answers, "error" while the breaker is open or the client is not connected. */
  state(): 'ok' | 'error' {
    if (this.away || this.now() < this.openUntil) return 'error';
    return this.redis.status === 'ready' ? 'ok' : 'error';
  }

  private lastCheck = 0;

  /**
   * For /health: "error" while the breaker is open or the client is not connected; otherwise a
   * PING at most once a second (a Redis that stopped answering while idle is noticed without
   * waiting for a request to fail, and one that came back is noticed too).
   */
  async check(): Promise<'ok' | 'error'> {
    const now = this.now();
    if (now < this.openUntil || this.redis.status !== 'ready') return 'error';
    if (now - this.lastCheck < 1000) return this.away ? 'error' : 'ok';
    this.lastCheck = now;
    // Also the probe that closes the breaker after an outage, when no request has made one yet.
    return (await this.attempt(() => this.redis.ping())) ? 'ok' : 'error';
  }

  /** Reports a failure seen outside a call (the client's own connection errors). */
  noteFailure(error: unknown): void {
    this.fail(error);
  }

  /** The client (re)connected and Redis answered its ready check: use it again at once. */
  noteReady(): void {
    this.succeed();
  }

  private fail(error: unknown) {
    this.openUntil = this.now() + this.breakMs;
    if (!this.away) {
      this.away = true;
      this.onDown(error);
    }
  }

  private succeed() {
    this.openUntil = 0;
    if (this.away) {
      this.away = false;
      this.onUp();
    }
  }

  /** Runs `call` on Redis, or answers undefined at once when the breaker says to skip Redis. */
  private async attempt<T>(call: () => Promise<T>): Promise<{ value: T } | undefined> {
    if (this.now() < this.openUntil) return undefined;
    const probe = this.away;
    if (probe) {
      if (this.probing) return undefined;
      this.probing = true;
    }
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('Redis did not answer in time'), { code: 'REDIS_TIMEOUT' })),
          this.timeoutMs,
        );
      });
      const value = await Promise.race([call(), late]);
      this.succeed();
      return { value };
    } catch (error) {
      this.fail(error);
      return undefined;
    } finally {
      clearTimeout(timer);
      if (probe) this.probing = false;
    }
  }

  async hit(key: string, max: number, windowMs: number): Promise<HitResult> {
    const answer = await this.attempt(
      async () => (await this.redis.eval(HIT_SCRIPT, 1, this.namespace + key, String(windowMs))) as [number, number],
    );
    // Every hit is also counted in this process, so a Redis call that fails or answers late in
    // the middle of a window (a busy machine: over the 1 s timeout) does not start the count
    // again from zero: the larger of the two counts decides. One process: both counts are the
    // same; several: the shared count is the larger one while Redis answers.
    const local = await this.fallback.hit(key, max, windowMs);
    if (!answer) return local;
    const [shared, ttl] = answer.value;
    if (local.count > shared) return local;
    return { allowed: shared <= max, count: shared, resetMs: Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    await this.attempt(() => this.redis.del(this.namespace + key));
  }

  async close(): Promise<void> {
    await this.fallback.close();
  }
}
