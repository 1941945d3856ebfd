export {
  LOCAL_KEYS,
  SESSION_KEYS,
  type LocalKey,
  type LocalValue,
  type PendingJobAction,
  type SessionKey,
} from './keys';
import { LOCAL_KEYS, SESSION_KEYS, type LocalKey, type SessionKey } from './keys';
import { declaredDefault } from './declared';

/** The page's default of a key, or the one a remote declared (decision 312). */
function defaultOf(area: 'local' | 'session', key: string): unknown {
  const table: object = area === 'local' ? LOCAL_KEYS : SESSION_KEYS;
  return Object.prototype.hasOwnProperty.call(table, key)
    ? table[key as keyof typeof table]
    : declaredDefault(area, key);
}

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies): behave as empty
  }
}

/** Keys whose value is plain text (stored as is), whatever their default. */
const TEXT_KEYS: ReadonlySet<string> = new Set(['firstTimeUser', 'userRole', 'nuxt-utm-session-id']);

function read<T>(store: Storage | null, key: string, fallback: T): T {
  const raw = store?.getItem(key);
  if (raw == null) return fallback;
  if (typeof fallback === 'string' || TEXT_KEYS.has(key)) return raw as T;
  try {
    return JSON.parse(raw) as T;
  } catch {
    console.warn(`Ignoring corrupt stored value for ${key}`);
    return fallback;
  }
}

function write(store: Storage | null, key: string, value: unknown): void {
  try {
    store?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    /* quota or disabled storage: the value simply does not persist */
  }
}

export function getLocal<K extends LocalKey>(key: K): (typeof LOCAL_KEYS)[K] {
  return read(area('local'), key, defaultOf('local', key) as (typeof LOCAL_KEYS)[K]);
}
export function setLocal<K extends LocalKey>(key: K, value: (typeof LOCAL_KEYS)[K]): void {
  write(area('local'), key, value);
}

/** Quiz score of one job (local key quizScore_{jobId}). */
export function getQuizScore(jobId: number): number | null {
  const raw = area('local')?.getItem(`quizScore_${jobId}`);
  const n = raw == null ? NaN : Number(raw);
  return Number.isFinite(n) ? n : null;
}
export function setQuizScore(jobId: number, result: number): void {
  write(area('local'), `quizScore_${jobId}`, String(result));
}
/** Every stored quiz score, for the after-login sync (spec §4). */
export function allQuizScores(): { job_id: number; result: number }[] {
  const store = area('local');
  if (!store) return [];
  const out: { job_id: number; result: number }[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    const m = key && /^quizScore_(\d+)$/.exec(key);
    if (m) {
      const result = Number(store.getItem(key!));
      if (Number.isFinite(result)) out.push({ job_id: Number(m[1]), result });
    }
  }
  return out;
}

/** Removes every local key except those named (spec §4: keep firstTimeUser, userRole, visitCounter). */
export function clearLocalExcept(keep: readonly string[]): void {
  const store = area('local');
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) keys.push(store.key(i)!);
  for (const key of keys) if (!keep.includes(key)) store.removeItem(key);
}

export function getSession<K extends SessionKey>(key: K): (typeof SESSION_KEYS)[K] {
  return read(area('session'), key, defaultOf('session', key) as (typeof SESSION_KEYS)[K]);
}
export function setSession<K extends SessionKey>(key: K, value: (typeof SESSION_KEYS)[K]): void {
  write(area('session'), key, value);
}
export function removeSession(key: SessionKey): void {
  area('session')?.removeItem(key);
}
