import { loadRemote } from '@module-federation/enhanced/runtime';
import type { Owner } from 'shared-kit';
import { currentRemotes, reregisterRemotes, retriedRemote } from './registry';
import type { RemoteEntry, RemotesMap } from './remotes-map';

/** Anything with single-spa lifecycles (a remote's `./app`, or a parcel such as `./search-bar`). */
export interface Lifecycles<P = Record<string, unknown>> {
  bootstrap: (props: P) => Promise<unknown>;
  mount: (props: P) => Promise<unknown>;
  unmount: (props: P) => Promise<unknown>;
  update?: (props: P) => Promise<unknown>;
}

const TIMEOUT_MS = 15_000;

function isLifecycleFn(v: unknown): boolean {
  return typeof v === 'function' || (Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'function'));
}

/** Checks a loaded module's shape; a wrong one is rejected with a reason instead of crashing later. */
export function asLifecycles(mod: unknown, id: string): Lifecycles {
  const m = mod as Record<string, unknown> | null;
  const missing = ['bootstrap', 'mount', 'unmount'].filter((k) => !m || !isLifecycleFn(m[k]));
  if (missing.length) throw new Error(`${id} is not a single-spa module (missing ${missing.join(', ')})`);
  const call = (fns: unknown) => async (props: Record<string, unknown>) => {
    for (const fn of Array.isArray(fns) ? fns : [fns]) await (fn as (p: unknown) => Promise<unknown>)(props);
  };
  return {
    bootstrap: call(m!.bootstrap),
    mount: call(m!.mount),
    unmount: call(m!.unmount),
    update: m!.update ? call(m!.update) : undefined,
  };
}

/** Where the loader finds remotes: the served remotes map (tests pass their own). */
export interface RemoteSource {
  readonly remotes: () => RemotesMap;
  readonly reregister: () => Promise<unknown>;
  /** The remote as a retry loads it: at URLs no failed preload holds (decision 353). */
  readonly retried?: (remote: RemoteEntry) => RemoteEntry;
}
export const servedRemotes: RemoteSource = {
  remotes: currentRemotes,
  reregister: reregisterRemotes,
  retried: retriedRemote,
};

async function loadFrom(remote: RemoteEntry | undefined, expose: string): Promise<Lifecycles> {
  if (!remote) throw new Error(`No remote registered for ${expose}`);
  const id = `${remote.name}/${expose.replace(/^\.\//, '')}`;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${id} took longer than ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([loadRemote<unknown>(id), timeout]);
    return asLifecycles(mod, id);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The one way the shell loads remote code, for app slots and parcels alike: `owner`'s `expose`
 * through the federation runtime, with a time limit and a shape check. A retry (`reread`) reads the
 * remotes map again first, since the remote may have been redeployed at a new URL, and loads the
 * remote at retry URLs (a failed preload of the first URLs would fail it again, decision 353).
 */
export async function loadRemoteModule(
  owner: Owner,
  expose: string,
  opts: { reread?: boolean; source?: RemoteSource } = {},
): Promise<Lifecycles> {
  const source = opts.source ?? servedRemotes;
  if (!opts.reread) return loadFrom(source.remotes()[owner], expose);
  await source.reregister();
  const remote = source.remotes()[owner];
  return loadFrom(remote && source.retried ? source.retried(remote) : remote, expose);
}

/**
 * Starts loading a remote module the user is about to need (the drawer's search bar when a
 * pointer or focus reaches the menu or search button), so it mounts at once. The federation
 * runtime keeps the module; a failure here is ignored (the real load shows the fallback).
 */
export function preloadRemoteModule(owner: Owner, expose: string): void {
  loadRemoteModule(owner, expose).catch(() => undefined);
}
