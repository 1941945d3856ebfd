import { getSession, setSession } from '../storage/web-storage';

/** A forced reload is not repeated on the same path within this time (spec §4, §9). */
export const RELOAD_GUARD_MS = 10_000;

/**
 * Did code fail to load? Webpack's `ChunkLoadError` (a lazy import), a CSS chunk, a native dynamic
 * import, or the federation runtime failing to load a remote's script (RUNTIME-008).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|RUNTIME-008|Failed to load script resources/i.test(
      message,
    )
  );
}

export interface ReloadOptions {
  readonly now?: () => number;
  readonly reload?: () => void;
}

/**
 * Reloads the page once (spec §4): unless a forced reload of the same path happened less than
 * 10 s ago (sessionStorage), which stops a reload loop when the files are really gone. The URL is
 * already the target route and the user's state lives in storage and cookies, so the reload keeps
 * both. Returns whether it reloads; when not, the caller shows its own failure state.
 */
export function reloadOnce(opts: ReloadOptions = {}): boolean {
  const now = (opts.now ?? Date.now)();
  const path = window.location.pathname + window.location.search;
  const last = getSession('forcedReload');
  if (last && last.path === path && now - last.at >= 0 && now - last.at < RELOAD_GUARD_MS) return false;
  setSession('forcedReload', { path, at: now });
  (opts.reload ?? (() => window.location.reload()))();
  return true;
}

/** A chunk-load failure reloads the page once at the route the user was going to (spec §4). */
export function reloadAfterChunkError(error: unknown, opts?: ReloadOptions): boolean {
  return isChunkLoadError(error) && reloadOnce(opts);
}
