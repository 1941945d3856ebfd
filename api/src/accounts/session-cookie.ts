import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly cookie a browser's login token is bound to (docs/decisions/036). It holds a
 * second random secret, never the token; scripts cannot read it, so a token read by a script
 * and replayed from elsewhere is refused. The bearer header stays the credential the spec names.
 */
export const SESSION_COOKIE = 'lk_session';

export interface SessionCookieOptions {
  /** Path the cookie is sent to: the API base ("/api"), "/" when there is none. */
  path: string;
  /** NODE_ENV=production: always Secure (TLS may end at a proxy); otherwise only over https. */
  production: boolean;
}

/**
 * Whether a login should be bound: only for a browser calling from the API's own origin
 * (`Sec-Fetch-Site: same-origin`), where the cookie is stored and sent back without any
 * credentials setting. Cross-origin pages (an absolute API base), older browsers and other
 * clients get an unbound token that works with the header alone.
 */
export function wantsBinding(request: FastifyRequest): boolean {
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/** The cookie's secret on this request, if any. */
export function bindingOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

function attributes(request: FastifyRequest, opts: SessionCookieOptions, maxAgeSeconds: number): string {
  const secure = opts.production || request.protocol === 'https';
  return [
    `Path=${opts.path || '/'}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Sets the binding cookie for as long as the token lives. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  opts: SessionCookieOptions,
  binding: string,
  expiresAt: Date,
): void {
  const maxAge = (expiresAt.getTime() - Date.now()) / 1000;
  reply.header('set-cookie', `${SESSION_COOKIE}=${binding}; ${attributes(request, opts, maxAge)}`);
}

/** Removes the binding cookie (logout, account deleted). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, opts: SessionCookieOptions): void {
  if (!bindingOf(request)) return;
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, opts, 0)}`);
}
