import { useCallback, useSyncExternalStore } from 'react';
import { getCookie, getLocal, on, type CookieName, type CookieValue, type LocalKey, type LocalValue } from 'shared-kit';

// Stored values read in React without jotai: the job action buttons sit in pages that do not load
// jotai (the job guide, the directory), so they subscribe to the bus's `state:changed` (which also
// crosses tabs) and re-read the cookie or storage key itself, like the atoms of shared-kit/state.

function useStored<T>(area: 'cookie' | 'local', key: string, read: () => T): T {
  const subscribe = useCallback(
    (changed: () => void) =>
      on('state:changed', (change) => {
        if (change.area === area && change.key === key) changed();
      }),
    [area, key],
  );
  // Snapshots are compared with Object.is: keep the parsed value while the raw text is the same.
  const snapshot = useCallback(() => {
    const value = read();
    const raw = JSON.stringify(value);
    const cached = cache.get(`${area}:${key}`);
    if (cached && cached.raw === raw) return cached.value as T;
    cache.set(`${area}:${key}`, { raw, value });
    return value;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, key]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const cache = new Map<string, { raw: string; value: unknown }>();

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
