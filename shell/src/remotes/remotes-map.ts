import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Owner } from 'shared-kit';

/** One remote in the served remotes map: its federation name and the manifest of the live build. */
export interface RemoteEntry {
  readonly name: string;
  readonly entry: string;
  readonly version?: string;
}
export type RemotesMap = Partial<Record<Owner, RemoteEntry>>;

export const REMOTES_MAP_URL = '/remotes.json';
/** The map the site server writes into the page (`<script type="application/json" id=…>`, decision 150). */
export const INLINE_MAP_ID = 'career-remotes';

/**
 * The remotes map the server wrote into the page, read once: the block is removed, so a later read
 * (a retry after a remote failed) asks the server for the current map.
 */
function takeInlineMap(doc: Document | undefined): unknown {
  const el = doc?.getElementById(INLINE_MAP_ID);
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '');
  } catch {
    console.error('The inline remotes map is not JSON; reading the served map');
    return null;
  }
}

function isEntry(value: unknown): value is RemoteEntry {
  const v = value as RemoteEntry;
  return !!v && typeof v.name === 'string' && /^[A-Za-z_][\w]*$/.test(v.name) && typeof v.entry === 'string';
}

/**
 * Reads the remotes map (served JSON, never compiled in: a team redeploys by pointing it at a new
 * build) and registers its remotes with the Module Federation runtime. The first read takes the map
 * the server wrote into the page, if any (no round trip before the first remote can load); later
 * reads, and pages without it, fetch it. Bad entries are skipped with a logged reason; their slots
 * then show the fallback.
 */
export async function loadRemotesMap(
  fetchImpl: typeof fetch = fetch,
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): Promise<RemotesMap> {
  let raw: unknown = takeInlineMap(doc) ?? {};
  if (!(raw as { remotes?: unknown }).remotes) {
    try {
      const res = await fetchImpl(REMOTES_MAP_URL, { cache: 'no-store' });
      if (res.ok) raw = await res.json();
      else console.error(`Remotes map answered ${res.status}`);
    } catch (error) {
      console.error('Remotes map could not be read', error);
    }
  }
  const remotes = ((raw as { remotes?: unknown }).remotes ?? {}) as Record<string, unknown>;
  const map: Record<string, RemoteEntry> = {};
  for (const [owner, entry] of Object.entries(remotes)) {
    if (isEntry(entry)) map[owner] = { name: entry.name, entry: entry.entry, version: entry.version };
    else console.error(`Skipping remote "${owner}": entry is not { name, entry }`);
  }
  registerRemotes(
    Object.values(map).map((r) => ({ name: r.name, entry: r.entry })),
    { force: true },
  );
  return map as RemotesMap;
}
