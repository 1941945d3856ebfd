import { useCallback, useSyncExternalStore } from 'react';
import { on } from '../bus/event-bus';
import { getCookie, type CookieName, type CookieValue } from '../storage/cookies';
import { getLocal, type LocalKey, type LocalValue } from '../storage/web-storage';
import type { StoredArea } from './persist';

/**
 * Calls back when a stored value of spec §3 changes: written through `persistCookie` /
 * `persistLocal` here, in another app of the page or in another tab (the bus crosses tabs). The
 * one subscription every reader of a stored value uses — `useStored` below and the jotai atoms of
 * `shared-kit/state` (decision 050, 310).
 */
export function onStoredChange(area: StoredArea, key: string, changed: () => void): () => void {
  return on('state:changed', (change) => {
    if (change.area === area && change.key === key) changed();
  });
}

// Snapshots are compared with Object.is: keep the parsed value while its text is the same.
const cache = new Map<string, { raw: string; value: unknown }>();

/**
 * A stored value read in React, re-read when it changes (`onStoredChange`). The way to hold one
 * stored value on a screen; jotai (`shared-kit/state`) is for the quiz's state, which spans its
 * screens (decision 310).
 */
export function useStored<T>(area: StoredArea, key: string, read: () => T): T {
  const subscribe = useCallback((changed: () => void) => onStoredChange(area, key, changed), [area, key]);
  const snapshot = useCallback(() => {
    const value = read();
    const raw = JSON.stringify(value) ?? 'undefined';
    const cached = cache.get(`${area}:${key}`);
    if (cached && cached.raw === raw) return cached.value as T;
    cache.set(`${area}:${key}`, { raw, value });
    return value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A cookie of spec §3, re-read when it is written here, in another app or in another tab. */
export function useCookieValue<K extends CookieName>(name: K): CookieValue<K> {
  return useStored('cookie', name, () => getCookie(name));
}

/** A localStorage key, re-read when it is written here, in another app or in another tab. */
export function useLocalValue<K extends LocalKey>(key: K): LocalValue<K> {
  return useStored('local', key, () => getLocal(key));
}

/** Whether this browser holds a session (the `authorization_token` cookie, spec §6). */
export function useSignedIn(): boolean {
  return useCookieValue('authorization_token') !== null;
}
