import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LimitName } from './limits.js';
import { AppError } from '../plugins/errors.js';
import type { SessionUser } from './tokens.js';
import type { Lang } from './email-templates.js';
import { checkRedirect, defaultRedirect } from './redirects.js';

/** OpenAPI: the routes that need `Authorization: Bearer <token>`. */
export const bearer = [{ bearerAuth: [] }];

/** onRequest hook counting the request against the rule's per-IP limit. */
export const limitIp = (app: FastifyInstance, name: LimitName) => async (request: FastifyRequest) => {
  await app.accounts.limits.ip(name, request.ip);
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Checks an account's password under the password-try limits (docs/decisions/035): 429
 * RATE_LIMITED past the tries allowed for this email from this address, the per-email slowdown
 * waited out before checking, and the tries forgotten once the password is right. An unknown
 * account (hash null) still costs one argon2 verification, so timing tells nothing.
 */
export async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  const { limits, hasher } = app.accounts;
  const { delayMs } = await limits.passwordTry(email, request.ip);
  if (delayMs > 0) await sleep(delayMs);
  const ok = await hasher.verify(passwordHash, password);
  if (ok) await limits.passwordOk(email, request.ip);
  return ok;
}

/** The signed-in user (after the requireUser hook). */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError(401, 'AUTH_REQUIRED', 'Sign in first');
  return request.user;
}

/** The request's redirect_url if it is one of the site's own; the site's home in lang if absent. */
export function redirectOf(app: FastifyInstance, value: string | undefined, lang: Lang): string {
  if (value === undefined) return defaultRedirect(app.accounts.redirects, lang);
  const checked = checkRedirect(app.accounts.redirects, value);
  if (!checked) {
    throw new AppError(400, 'INVALID_REDIRECT_URL', "redirect_url must be a URL of this site's own origin");
  }
  return checked;
}

/** Collapses inner whitespace and trims; NFC, so the same text is stored the same way. */
export const cleanText = (value: string) => value.normalize('NFC').replace(/\s+/gu, ' ').trim();
