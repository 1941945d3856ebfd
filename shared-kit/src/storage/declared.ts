import { COOKIES, LOCAL_KEYS, SESSION_KEYS, type CookieSpec } from './keys';

// Stored keys a remote's build declares that the page's tables lack. The page's shared-kit is the
// shell's (a Module Federation singleton), so a remote built against a newer shared-kit can read a
// key the shell's tables do not have. Its build declares the keys newer than
// shared-kit/build/storage-baseline.json from its own tables (a module generated before its
// exposed modules, shared-kit/build/webpack.cjs), which gives such a key its default here (312).

type Area = 'cookie' | 'local' | 'session';

const OWN: Record<Area, object> = { cookie: COOKIES, local: LOCAL_KEYS, session: SESSION_KEYS };
const declared: Record<Area, Map<string, unknown>> = { cookie: new Map(), local: new Map(), session: new Map() };

/** What a remote's build declares: its tables of stored keys (cookie specs, storage defaults). */
export interface StorageDeclaration {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of specs of different types
  readonly cookies?: Readonly<Record<string, CookieSpec<any>>>;
  readonly local?: Readonly<Record<string, unknown>>;
  readonly session?: Readonly<Record<string, unknown>>;
}

/**
 * Records the keys of a remote's tables that the page's own tables lack (the first declaration of
 * a key wins; the page's own keys are never replaced).
 */
export function declareStorage(tables: StorageDeclaration): void {
  const add = (area: Area, table: Readonly<Record<string, unknown>> | undefined) => {
    for (const [key, value] of Object.entries(table ?? {})) {
      if (!Object.prototype.hasOwnProperty.call(OWN[area], key) && !declared[area].has(key))
        declared[area].set(key, value);
    }
  };
  add('cookie', tables.cookies);
  add('local', tables.local);
  add('session', tables.session);
}

const reported = new Set<string>();

/** Logs, once per key, a stored key nobody declared (read as undefined). */
export function reportUndeclared(area: Area, key: string): void {
  if (reported.has(`${area}:${key}`)) return;
  reported.add(`${area}:${key}`);
  console.error(`Stored ${area} key "${key}" is in no table of this page (decision 312): it reads as undefined.`);
}

/** The declared default of a local or session key the page's tables lack (undefined: none, logged). */
export function declaredDefault(area: 'local' | 'session', key: string): unknown {
  if (declared[area].has(key)) return declared[area].get(key);
  reportUndeclared(area, key);
  return undefined;
}

/** The declared spec of a cookie the page's table lacks (undefined: none, logged). */
export function declaredCookie(name: string): CookieSpec<unknown> | undefined {
  const spec = declared.cookie.get(name) as CookieSpec<unknown> | undefined;
  if (!spec) reportUndeclared('cookie', name);
  return spec;
}

/** Forgets every declaration (tests). */
export function resetDeclaredStorage(): void {
  for (const map of Object.values(declared)) map.clear();
  reported.clear();
}
