import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly cookie a browser's login token is bound to (docs/decisions/036). It holds a
 * second random secret, never the token; scripts cannot read it, so a token read by a script
 * and replayed from elsewhere is refused. The bearer header stays the credential the spec names.
 *
 * Over https (and always in production) it is `__Host-lk_session; Path=/; Secure` (ASVS 3.3.1,
 * decision 283): the prefix makes browsers refuse it unless it was set by this very origin over
 * TLS, with no Domain and Path=/, so a sibling subdomain or a plain-http page cannot plant or
 * shadow it. Over plain http (local development) browsers refuse `__Host-`, so it stays
 * `lk_session; Path={API_BASE}`.
 */
export const SESSION_COOKIE = 'lk_session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export interface SessionCookieOptions {
  /** Path the cookie is sent to over plain http: the API base ("/api"), "/" when there is none. */
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

function cookies(request: FastifyRequest): Map<string, string> {
  const found = new Map<string, string>();
  const header = request.headers.cookie;
  if (!header) return found;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) {
      const name = part.slice(0, eq).trim();
      if (!found.has(name)) found.set(name, part.slice(eq + 1).trim());
    }
  }
  return found;
}

/**
 * The cookie's secret on this request, if any: `__Host-lk_session`, else `lk_session` (plain
 * http, or a browser that signed in before the prefix). The cookie never authenticates alone,
 * so reading the old name too opens nothing.
 */
export function bindingOf(request: FastifyRequest): string | null {
  const jar = cookies(request);
  return jar.get(SECURE_SESSION_COOKIE) || jar.get(SESSION_COOKIE) || null;
}

const isSecure = (request: FastifyRequest, opts: SessionCookieOptions) =>
  opts.production || request.protocol === 'https';

function cookie(name: string, value: string, path: string, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
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
  const secure = isSecure(request, opts);
  const set = secure
    ? [cookie(SECURE_SESSION_COOKIE, binding, '/', true, maxAge)]
    : [cookie(SESSION_COOKIE, binding, opts.path || '/', false, maxAge)];
  // A browser moving to the prefixed cookie drops the old one.
  if (secure && cookies(request).has(SESSION_COOKIE)) set.push(cookie(SESSION_COOKIE, '', opts.path || '/', true, 0));
  reply.header('set-cookie', set);
}

/** Removes the binding cookie (logout, account deleted), under whichever name the browser has it. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, opts: SessionCookieOptions): void {
  const jar = cookies(request);
  const secure = isSecure(request, opts);
  const set: string[] = [];
  if (jar.has(SECURE_SESSION_COOKIE)) set.push(cookie(SECURE_SESSION_COOKIE, '', '/', true, 0));
  if (jar.has(SESSION_COOKIE)) set.push(cookie(SESSION_COOKIE, '', opts.path || '/', secure, 0));
  if (set.length) reply.header('set-cookie', set);
}
