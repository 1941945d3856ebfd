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
 * The limits chosen (docs/decisions/030-accounts-and-tokens.md says why). Per IP they are
 * generous: a whole school can sit behind one address. Per email they are tight: that is
 * where guessing and mail-bombing happen.
 */
export const LIMITS = {
  login: { ip: { max: 100, windowMs: 15 * MINUTE }, email: { max: 10, windowMs: 15 * MINUTE } },
  registration: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  resend: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  forgotPassword: { ip: { max: 30, windowMs: HOUR }, email: { max: 5, windowMs: HOUR } },
  resetPassword: { ip: { max: 30, windowMs: HOUR } },
  verify: { ip: { max: 60, windowMs: 15 * MINUTE } },
  social: { ip: { max: 60, windowMs: 15 * MINUTE } },
  requestJob: { ip: { max: 20, windowMs: HOUR } },
  leads: { ip: { max: 120, windowMs: HOUR } },
} as const satisfies Record<string, { ip: Rule; email?: Rule }>;

export type LimitName = keyof typeof LIMITS;

/** Emails are keyed by a hash: the limiter's store (Redis) never holds an address. */
const emailKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

function tooMany(resetMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(resetMs / 1000));
  return new AppError(429, 'RATE_LIMITED', `Too many requests; try again in ${seconds} seconds`);
}

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

  /** Counts a request for an email address; throws 429 RATE_LIMITED past the rule's limit. */
  async email(name: LimitName, email: string): Promise<void> {
    if (!this.enabled) return;
    const rule = (LIMITS[name] as { email?: Rule }).email;
    if (!rule) return;
    const result = await this.limiter.hit(`${name}:email:${emailKey(email)}`, rule.max, rule.windowMs);
    if (!result.allowed) throw tooMany(result.resetMs);
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
