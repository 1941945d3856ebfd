import { emit } from '../bus/event-bus';
import { removeCookie, setCookie, type CookieName, type CookieValue } from '../storage/cookies';
import { setLocal, type LocalKey, type LocalValue } from '../storage/web-storage';

/** Where a persisted value of spec §3 lives. */
export type StoredArea = 'cookie' | 'local';

/**
 * Writes a cookie of spec §3 and announces it on the bus, so the atoms of every app in this page
 * and in the visitor's other tabs re-read it (`shared-kit/state`). `null` removes the cookie.
 */
export function persistCookie<K extends CookieName>(name: K, value: CookieValue<K>): void {
  if (value === null) removeCookie(name);
  else setCookie(name, value);
  emit('state:changed', { area: 'cookie', key: name });
}

/** Writes a localStorage key of spec §3 and announces it, like `persistCookie`. */
export function persistLocal<K extends LocalKey>(key: K, value: LocalValue<K>): void {
  setLocal(key, value);
  emit('state:changed', { area: 'local', key });
}
