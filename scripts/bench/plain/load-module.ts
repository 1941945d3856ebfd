// Plain-bundle stand-in for shell/src/remotes/load-module.ts: preloading a parcel starts its chunk.
import type { Owner } from 'shared-kit';
import { PARCELS } from './remote-parcel';

export function preloadRemoteModule(owner: Owner, expose: string): void {
  PARCELS[`${owner}:${expose}`]?.().catch(() => undefined);
}
