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

/**
 * Counters shared by every API process through Redis. While Redis cannot be reached, a memory
 * limiter stands in, so limits still hold per process instead of switching off.
 */
export class RedisLimiter implements Limiter {
  private readonly fallback = new MemoryLimiter();

  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async hit(key: string, max: number, windowMs: number): Promise<HitResult> {
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.namespace + key, String(windowMs))) as [
        number,
        number,
      ];
      return { allowed: count <= max, count, resetMs: Math.max(0, ttl) };
    } catch (error) {
      this.onError(error);
      return this.fallback.hit(key, max, windowMs);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.redis.del(this.namespace + key);
    } catch (error) {
      this.onError(error);
    }
  }

  async close(): Promise<void> {
    await this.fallback.close();
  }
}
