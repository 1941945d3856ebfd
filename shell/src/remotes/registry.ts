import { loadRemotesMap, type RemotesMap } from './remotes-map';

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
