import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The contact form's timing check, with no third-party service: the page asks for a token when
 * it shows the form; the token is the time it was issued, signed with HMAC-SHA256. A form sent
 * back sooner than the minimum fill time was not typed by a person; one older than the maximum
 * age was left open (the page fetches a new token and the person sends again).
 */
export const FORM_TOKEN_PATTERN = '^[0-9]{13}\\.[A-Za-z0-9_-]{43}$';

const sign = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

export function issueFormToken(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast' | 'expired';

export function checkFormToken(
  secret: string,
  token: string,
  opts: { minFillMs: number; maxAgeMs: number; now?: number },
): FormTokenCheck {
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(secret, issuedAt));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = (opts.now ?? Date.now()) - issuedAt;
  // A token from the future (clock skew between processes) counts as just issued.
  if (age < opts.minFillMs) return 'too-fast';
  if (age > opts.maxAgeMs) return 'expired';
  return 'ok';
}
