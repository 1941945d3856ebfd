import { getConfig } from 'shared-kit';
import { FIRST_CHECK_AFTER_MS } from './update-available';

export { FIRST_CHECK_AFTER_MS };

/** How often an open tab asks whether a new build is out (spec §4, §9). */
export const CHECK_EVERY_MS = 60 * 60 * 1000;
/** Where the site server answers the current build id (decision 140). */
export const LATEST_BUILD_URL = '/builds/latest.json';

interface NetworkInformation {
  readonly effectiveType?: string;
  readonly saveData?: boolean;
}

export interface BuildCheckOptions {
  /** Called on each check that finds a build other than this page's (again an hour later if dismissed). */
  readonly onUpdate: (id: string) => void;
  /** This page's build id (the server writes it into the page); else the first answer's. */
  readonly currentId?: string | null;
  readonly fetchJson?: (url: string) => Promise<unknown>;
  readonly now?: () => number;
  readonly connection?: NetworkInformation | undefined;
  /** When the first check runs (default 1 s; 0 when the caller already waited that second). */
  readonly firstCheckAfterMs?: number;
}

const defaultFetch = async (url: string): Promise<unknown> => {
  const res = await fetch(url, { cache: 'no-store', credentials: 'omit' });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

/**
 * Build-update detection (spec §4, §7, §9): 1 s after the app is ready (not on a slow-2g
 * connection) and then every hour, GET builds/latest.json with a timestamp query; when its id
 * differs from this page's, `onUpdate` is told. Failures are silent (spec §8): the next
 * check simply tries again. Returns a function that stops the checks.
 */
export function startBuildCheck(opts: BuildCheckOptions): () => void {
  const connection =
    'connection' in opts ? opts.connection : (navigator as Navigator & { connection?: NetworkInformation }).connection;
  const fetchJson = opts.fetchJson ?? defaultFetch;
  const now = opts.now ?? Date.now;
  let current = opts.currentId === undefined ? getConfig().buildId : opts.currentId;
  let stopped = false;

  const check = async () => {
    if (stopped) return;
    try {
      const body = (await fetchJson(`${LATEST_BUILD_URL}?t=${now()}`)) as { id?: unknown } | null;
      const id = body && typeof body.id === 'string' ? body.id : null;
      if (!id || stopped) return;
      if (current === null)
        current = id; // a page without an id adopts the first answer
      else if (id !== current) opts.onUpdate(id);
    } catch {
      /* silent (spec §8): the next hourly check tries again */
    }
  };

  const first =
    connection?.effectiveType === 'slow-2g'
      ? undefined
      : setTimeout(() => void check(), opts.firstCheckAfterMs ?? FIRST_CHECK_AFTER_MS);
  const hourly = setInterval(() => void check(), CHECK_EVERY_MS);
  return () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(hourly);
  };
}
