import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesMap, type RemoteEntry, type RemotesMap } from './remotes-map';

let remotes: RemotesMap = {};

/** The remotes currently registered (from the last read of the remotes map). */
export function currentRemotes(): RemotesMap {
  return remotes;
}

/** Reads the remotes map again (a retry may find a remote redeployed at a new URL). */
export async function reregisterRemotes(): Promise<RemotesMap> {
  remotes = await loadRemotesMap();
  return remotes;
}

const retries: Record<string, number> = {};

/**
 * Marks a remote as retried and registers its entry at a new URL (`?retry=<n>`), so the load that
 * follows asks the network for every file that failed instead of reusing a failed preload of the
 * same URL (decision 353): the entry's own URL here, and its chunks' and stylesheets' URLs through
 * `self.__careerRetry`, which the remote's webpack runtime reads (shared-kit's RetryUrlPlugin).
 */
export function retriedRemote(remote: RemoteEntry): RemoteEntry {
  const n = (retries[remote.name] = (retries[remote.name] ?? 0) + 1);
  const marks = ((globalThis as { __careerRetry?: Record<string, number> }).__careerRetry ??= {});
  marks[remote.name] = n;
  const entry = `${remote.entry}${remote.entry.includes('?') ? '&' : '?'}retry=${n}`;
  registerRemotes([{ name: remote.name, entry }], { force: true });
  return { ...remote, entry };
}
