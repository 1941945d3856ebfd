import { parse, serialize } from 'cookie';

/** One year, in seconds (spec §9). */
export const COOKIE_MAX_AGE = 31_536_000;

export { COOKIES, type CookieName, type CookieValue } from './keys';
import { COOKIES, type CookieName, type CookieSpec, type CookieValue } from './keys';
import { declaredCookie } from './declared';

function doc(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

/** The page's spec of a cookie, or the one a remote declared (decision 312); undefined: neither. */
function specOf<K extends CookieName>(name: K): CookieSpec<CookieValue<K>> | undefined {
  return (Object.prototype.hasOwnProperty.call(COOKIES, name) ? COOKIES[name] : declaredCookie(name)) as
    CookieSpec<CookieValue<K>> | undefined;
}

/** Reads a typed cookie; its default when absent or unreadable. */
export function getCookie<K extends CookieName>(name: K): CookieValue<K> {
  const spec = specOf(name);
  if (!spec) return undefined as unknown as CookieValue<K>;
  const raw = parse(doc()?.cookie ?? '')[name];
  if (raw === undefined) return spec.fallback;
  try {
    return spec.codec.decode(raw);
  } catch {
    return spec.fallback;
  }
}

export function hasCookie(name: CookieName): boolean {
  return parse(doc()?.cookie ?? '')[name] !== undefined;
}

/** Writes a typed cookie: Secure, SameSite=Lax, path /, one year unless told otherwise. */
export function setCookie<K extends CookieName>(name: K, value: CookieValue<K>, maxAge = COOKIE_MAX_AGE): void {
  const d = doc();
  if (!d) return;
  const spec = specOf(name);
  if (!spec) return;
  d.cookie = serialize(name, spec.codec.encode(value), {
    path: '/',
    maxAge,
    sameSite: 'lax',
    // Browsers treat localhost as a secure context, so Secure cookies work in development too.
    secure: true,
  });
}

export function removeCookie(name: CookieName): void {
  const d = doc();
  if (!d) return;
  d.cookie = serialize(name, '', { path: '/', maxAge: 0, sameSite: 'lax', secure: true });
}

/** Removes every cookie of spec §3 except those named (after sign-up success: keep the token). */
export function clearCookiesExcept(keep: readonly CookieName[]): void {
  for (const name of Object.keys(COOKIES) as CookieName[]) {
    if (!keep.includes(name) && hasCookie(name)) removeCookie(name);
  }
}
