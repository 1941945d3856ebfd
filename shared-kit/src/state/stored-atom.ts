import { atom, type PrimitiveAtom, type SetStateAction, type WritableAtom } from 'jotai';
import {
  getCookie,
  getLocal,
  onStoredChange,
  persistCookie,
  persistLocal,
  type CookieName,
  type CookieValue,
  type LocalKey,
  type LocalValue,
  type StoredArea,
} from 'shared-kit';

/** An atom whose value is a cookie or localStorage key of spec §3. */
export type StoredAtom<Value> = WritableAtom<Value, [SetStateAction<Value>], void>;

// One version counter per stored key: bumped when the key is written through an atom, announced
// on the bus (another app or tab wrote it), or first watched (the value may have changed while
// nobody watched). Atoms read the storage itself, so the §3 names stay the one source of truth.
const versions = new Map<string, PrimitiveAtom<number>>();

/** The counter that makes every atom over a stored key re-read it. */
export function storedVersion(area: StoredArea, key: string): PrimitiveAtom<number> {
  const id = `${area}:${key}`;
  let version = versions.get(id);
  if (!version) {
    const created = atom(0);
    created.debugPrivate = true;
    created.onMount = (bump) => {
      bump((n) => n + 1);
      return onStoredChange(area, key, () => bump((n) => n + 1));
    };
    versions.set(id, created);
    version = created;
  }
  return version;
}

function storedAtom<Value>(area: StoredArea, key: string, read: () => Value, write: (v: Value) => void) {
  const version = storedVersion(area, key);
  const stored: StoredAtom<Value> = atom(
    (get) => {
      get(version);
      return read();
    },
    (_get, set, update) => {
      // A functional update starts from the stored value, which another tab may have changed.
      write(typeof update === 'function' ? (update as (prev: Value) => Value)(read()) : update);
      set(version, (n) => n + 1);
    },
  );
  stored.debugLabel = `${area}:${key}`;
  return stored;
}

/** An atom over a typed cookie of spec §3 (Secure, SameSite=Lax, one year); `null` removes it. */
export function atomWithCookie<K extends CookieName>(name: K): StoredAtom<CookieValue<K>> {
  return storedAtom(
    'cookie',
    name,
    () => getCookie(name),
    (value) => persistCookie(name, value),
  );
}

/** An atom over a typed localStorage key of spec §3. */
export function atomWithLocalStorage<K extends LocalKey>(key: K): StoredAtom<LocalValue<K>> {
  return storedAtom(
    'local',
    key,
    () => getLocal(key),
    (value) => persistLocal(key, value),
  );
}
