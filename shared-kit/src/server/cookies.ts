/**
 * storage/cookies.ts as the server build sees it (decision 351): the server bundle of first views
 * resolves every import of storage/cookies to this file (shared-kit/build/first-views-plugin.cjs),
 * so `getCookie` and `hasCookie` read the cookies of the request being rendered — the quiz result's
 * first view knows whether this visitor has answers, as the app will. Writing is a no-op on the
 * server (the original's writers find no `document`). The browser build never includes it.
 */
import { parse } from 'cookie';
import { COOKIES, type CookieName, type CookieSpec, type CookieValue } from '../storage/keys';
import { declaredCookie } from '../storage/declared';

export * from '../storage/cookies';

let current: Record<string, string | undefined> = {};

/** The request's `Cookie` header (none: no cookies). */
export function setServerCookies(header: string | null | undefined): void {
  current = header ? parse(header) : {};
}

function specOf<K extends CookieName>(name: K): CookieSpec<CookieValue<K>> | undefined {
  return (Object.prototype.hasOwnProperty.call(COOKIES, name) ? COOKIES[name] : declaredCookie(name)) as
    CookieSpec<CookieValue<K>> | undefined;
}

export function getCookie<K extends CookieName>(name: K): CookieValue<K> {
  const spec = specOf(name);
  if (!spec) return undefined as unknown as CookieValue<K>;
  const raw = current[name];
  if (raw === undefined) return spec.fallback;
  try {
    return spec.codec.decode(raw);
  } catch {
    return spec.fallback;
  }
}

export function hasCookie(name: CookieName): boolean {
  return current[name] !== undefined;
}
