/** How long the token cookie lives when the server does not say (30 days, in seconds). */
export const FALLBACK_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;

/** When the login answer says its token stops working (decision 036). */
export interface TokenExpiry {
  /** ISO 8601 instant. */
  readonly expiresAt?: string;
  /** Seconds from the answer. */
  readonly expiresIn?: number;
}

/**
 * Max-Age (seconds) for the `authorization_token` cookie: never longer than the server-side token
 * (issue 8, finding 2). The server's own count of seconds does not depend on this device's clock; the
 * instant does, so the shorter of the two is kept. Without either, 30 days.
 */
export function tokenMaxAge({ expiresAt, expiresIn }: TokenExpiry, now: number = Date.now()): number {
  const candidates: number[] = [];
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn)) candidates.push(expiresIn);
  const at = expiresAt === undefined ? Number.NaN : Date.parse(expiresAt);
  if (Number.isFinite(at)) candidates.push((at - now) / 1000);
  if (candidates.length === 0) return FALLBACK_TOKEN_MAX_AGE;
  return Math.max(0, Math.floor(Math.min(...candidates)));
}
