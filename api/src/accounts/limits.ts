import { createHash } from 'node:crypto';
import { AppError } from '../plugins/errors.js';
import type { Limiter } from './rate-limit.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Rule {
  max: number;
  windowMs: number;
}

/**
 * The limits chosen (docs/decisions/030-accounts-and-tokens.md and, for password tries,
 * 035-login-limits-and-reauthentication.md say why). Per IP they are generous: a whole school
 * can sit behind one address. Per email they are tight: that is where guessing and mail-bombing
 * happen. Password tries are limited per (email, IP) only: a per-email block would let a
 * stranger lock anyone out; per email they are slowed down instead (PASSWORD_TRIES).
 */
export const LIMITS = {
  login: { ip: { max: 100, windowMs: 15 * MINUTE } },
  registration: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  resend: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  forgotPassword: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  resetPassword: { ip: { max: 30, windowMs: HOUR } },
  verify: { ip: { max: 60, windowMs: 15 * MINUTE } },
  social: { ip: { max: 60, windowMs: 15 * MINUTE } },
  requestJob: { ip: { max: 20, windowMs: HOUR } },
  leads: { ip: { max: 120, windowMs: HOUR } },
  // Contact us (decision 110): a class may write from one school address; one sender, a few.
  contact: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  // Decision 281: a contact page view fetches one form token; a class may open it together.
  contactToken: { ip: { max: 60, windowMs: 15 * MINUTE } },
  // Quiz scoring (POST career-quiz/result and the shared-result GET): 25–40 ms of CPU each. A
  // school's students finishing the quiz behind one address stay far below this.
  quizScore: { ip: { max: 300, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { ip: Rule; email?: Rule }>;

/**
 * Password tries (login, and the password asked again before deleting the account), counted
 * until the right password is given:
 * - per (email, IP): at most `max` in the window, then 429 RATE_LIMITED (a hard block, but only
 *   for that address: the owner elsewhere is not affected);
 * - per email from every address: after `slowAfter` tries each further try waits `stepMs` more
 *   (at most `maxDelayMs`) before the password is checked, right or wrong.
 */
export const PASSWORD_TRIES = {
  max: 10,
  windowMs: 15 * MINUTE,
  slowAfter: 10,
  stepMs: 250,
  maxDelayMs: 3000,
} as const;

export type LimitName = keyof typeof LIMITS;

/** Emails are keyed by a hash: the limiter's store (Redis) never holds an address. */
const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

/** 429 RATE_LIMITED; the error handler's onError hook turns retryAfterSeconds into Retry-After. */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(resetMs: number) {
    const seconds = Math.max(1, Math.ceil(resetMs / 1000));
    super(429, 'RATE_LIMITED', `Too many requests; try again in ${seconds} seconds`);
    this.retryAfterSeconds = seconds;
  }
}

const tooMany = (resetMs: number) => new RateLimitedError(resetMs);

export class RateLimits {
  constructor(
    private readonly limiter: Limiter,
    private readonly enabled: boolean,
    private readonly cooldownMs: number,
  ) {}

  /** Counts a request from an address; throws 429 RATE_LIMITED past the rule's limit. */
  async ip(name: LimitName, ip: string): Promise<void> {
    if (!this.enabled) return;
    const rule = LIMITS[name].ip;
    const result = await this.limiter.hit(`${name}:ip:${ip}`, rule.max, rule.windowMs);
    if (!result.allowed) throw tooMany(result.resetMs);
  }

  /** Counts a request against a rule the caller gives (a configurable limit); 429 past it. */
  async rule(key: string, rule: Rule): Promise<void> {
    if (!this.enabled) return;
    const result = await this.limiter.hit(key, rule.max, rule.windowMs);
    if (!result.allowed) throw tooMany(result.resetMs);
  }

  /** Counts a request for an email address; throws 429 RATE_LIMITED past the rule's limit. */
  async email(name: LimitName, email: string): Promise<void> {
    if (!this.enabled) return;
    const rule = (LIMITS[name] as { email?: Rule }).email;
    if (!rule) return;
    const result = await this.limiter.hit(`${name}:email:${emailKey(email)}`, rule.max, rule.windowMs);
    if (!result.allowed) throw tooMany(result.resetMs);
  }

  /**
   * Counts one password try for an account from an address, before the password is checked.
   * Throws 429 RATE_LIMITED past PASSWORD_TRIES.max from this address; otherwise answers how
   * long to wait before checking (the per-email slowdown, 0 when there is none).
   */
  async passwordTry(email: string, ip: string): Promise<{ delayMs: number }> {
    if (!this.enabled) return { delayMs: 0 };
    const rule = PASSWORD_TRIES;
    const key = emailKey(email);
    const pair = await this.limiter.hit(`password:email-ip:${key}:${ip}`, rule.max, rule.windowMs);
    if (!pair.allowed) throw tooMany(pair.resetMs);
    const all = await this.limiter.hit(`password:email:${key}`, Number.MAX_SAFE_INTEGER, rule.windowMs);
    const over = all.count - rule.slowAfter;
    return { delayMs: over > 0 ? Math.min(rule.maxDelayMs, over * rule.stepMs) : 0 };
  }

  /** The right password was given: the account's tries (from here and overall) start again. */
  async passwordOk(email: string, ip: string): Promise<void> {
    if (!this.enabled) return;
    const key = emailKey(email);
    await this.limiter.reset(`password:email-ip:${key}:${ip}`);
    await this.limiter.reset(`password:email:${key}`);
  }

  /**
   * The spec's 60 seconds between two emails of one kind to one address. A business rule, so
   * it holds even with rate limits off. Returns false when too soon.
   */
  async cooldown(kind: 'verify' | 'reset', email: string): Promise<boolean> {
    if (this.cooldownMs <= 0) return true;
    const result = await this.limiter.hit(`cooldown:${kind}:${emailKey(email)}`, 1, this.cooldownMs);
    return result.allowed;
  }

  /** Gives a cooldown back (the email could not be sent). */
  async releaseCooldown(kind: 'verify' | 'reset', email: string): Promise<void> {
    await this.limiter.reset(`cooldown:${kind}:${emailKey(email)}`);
  }
}
