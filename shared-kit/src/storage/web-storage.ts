/** Typed localStorage and sessionStorage keys of spec §3. */

export const LOCAL_KEYS = {
  firstTimeUser: 'true',
  visitCounter: 0,
  userRole: 'default' as 'default' | 'en' | 'bm',
  visitedRoutes: [] as number[],
  affinitySelections: [] as unknown[],
  'nuxt-utm-data': [] as unknown[],
  /** Not in spec §3: the compare tray's job slugs (at most 3, spec §9), kept across reloads. */
  compareJobs: [] as string[],
  /**
   * Not in spec §3: what a visitor asked for before signing up (save a job, or a third job to
   * compare), done once they are signed in, even after the verification email and a reload.
   */
  pendingJobAction: null as PendingJobAction | null,
  /** Not in spec §3: the address just registered, to fill the log-in view after the emailed link. */
  signupEmail: '',
};

/** A job action a visitor asked for before signing up (`pendingJobAction`). */
export interface PendingJobAction {
  readonly kind: 'save' | 'compare';
  readonly id: number;
  readonly slug: string;
}
export type LocalKey = keyof typeof LOCAL_KEYS;
export type LocalValue<K extends LocalKey> = (typeof LOCAL_KEYS)[K];

export const SESSION_KEYS = {
  isLoggedOnce: false,
  journeyStarted: false,
  utmData: null as Record<string, string> | null,
  hasRemovedJourney: false,
  onboardingShown: false,
  'nuxt-utm-session-id': null as string | null,
  /** Not in spec §3: the last forced reload (path, time), for the 10-second reload guard (spec §4, §9). */
  forcedReload: null as { path: string; at: number } | null,
};
export type SessionKey = keyof typeof SESSION_KEYS;

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
  return read(area('local'), key, LOCAL_KEYS[key]);
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
  return read(area('session'), key, SESSION_KEYS[key]);
}
export function setSession<K extends SessionKey>(key: K, value: (typeof SESSION_KEYS)[K]): void {
  write(area('session'), key, value);
}
export function removeSession(key: SessionKey): void {
  area('session')?.removeItem(key);
}
