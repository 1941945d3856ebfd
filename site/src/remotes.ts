// The remotes map: which build of each remote is live. It is data, served as /remotes.json and
// read by the shell at start, so shipping, canarying or rolling back a remote is an edit here.
import fs from 'node:fs';
import path from 'node:path';
import { compatProblems, readCompat } from './compat.js';
import { ROOT, workspacePackages } from './workspace.mjs';

/** One remote's entry in the remotes map. */
export interface RemoteEntry {
  name: string;
  entry: string;
  version?: string;
  publishedAt?: string;
}
/** The remotes map: which build of each remote is live (.site/remotes.json, or the cluster's store). */
export interface RemotesMap {
  remotes?: Record<string, RemoteEntry>;
}

export { ROOT };
export const SITE_DIR = process.env.SITE_DIR ?? path.join(ROOT, '.site');
export const REMOTES_MAP_FILE = path.join(SITE_DIR, 'remotes.json');

/** Remote package → Module Federation name, for every package whose role is "remote". */
export const REMOTES: Record<string, string> = Object.fromEntries(
  workspacePackages()
    .filter((p) => p.role === 'remote')
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => [p.name, p.federationName ?? p.name]),
);

/** Versions built for a remote (folders of dist/ holding a manifest), newest first. */
export function builtVersions(remote: string): string[] {
  const dist = path.join(ROOT, remote, 'dist');
  if (!fs.existsSync(dist)) return [];
  return (
    fs
      .readdirSync(dist, { withFileTypes: true })
      // dist/.build-*: a build under way (or killed before it was named by its contents, decision 311).
      .filter(
        (d) => d.isDirectory() && !d.name.startsWith('.') && fs.existsSync(path.join(dist, d.name, 'mf-manifest.json')),
      )
      .map((d) => ({ version: d.name, mtime: fs.statSync(path.join(dist, d.name, 'mf-manifest.json')).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime)
      .map((v) => v.version)
  );
}

/** The version dist/latest.json points at (the last successful build). */
export function latestVersion(remote: string): string | null {
  const file = path.join(ROOT, remote, 'dist', 'latest.json');
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, 'utf8')).version ?? null;
}

// Cluster mode (scripts/cluster/worker.mjs; decision 322): the map comes from a store every
// process shares (PostgreSQL), not from this machine's file. One hook point, null otherwise.
let mapSource: (() => RemotesMap) | null = null;

/** @param {(() => { remotes?: Record<string, object> }) | null} read the shared map, or null: the file */
export function setRemotesMapSource(read: (() => RemotesMap) | null): void {
  mapSource = read;
}

export function readRemotesMap(): RemotesMap {
  if (mapSource) return mapSource();
  try {
    return JSON.parse(fs.readFileSync(REMOTES_MAP_FILE, 'utf8'));
  } catch {
    return { remotes: {} };
  }
}

export function writeRemotesMap(map: RemotesMap): void {
  fs.mkdirSync(SITE_DIR, { recursive: true });
  const tmp = `${REMOTES_MAP_FILE}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(map, null, 2)}\n`);
  fs.renameSync(tmp, REMOTES_MAP_FILE); // atomic: readers never see half a file
}

/** The remotes map served to the shell; remotes never published fall back to their latest build. */
export function servedRemotesMap(map: RemotesMap = readRemotesMap()): { remotes: Record<string, RemoteEntry> } {
  const remotes: Record<string, RemoteEntry> = { ...(map.remotes ?? {}) };
  for (const [remote, name] of Object.entries(REMOTES)) {
    if (remotes[remote]) continue;
    const version = latestVersion(remote);
    if (version) remotes[remote] = { name, entry: `/remotes/${remote}/${version}/remoteEntry.js`, version };
  }
  return { remotes };
}

/** The live shell's build folder (what the site server serves). */
export const SHELL_DIST = process.env.SHELL_DIST ?? path.join(ROOT, 'shell', 'dist');

/** What the live shell lacks to run `version` of `remote` (decision 311); empty: nothing. */
export function publishProblems(remote: string, version: string, shellDir = SHELL_DIST): string[] {
  return compatProblems(readCompat(shellDir), readCompat(path.join(ROOT, remote, 'dist', version)));
}

/**
 * The shared-store files (dist/assets/, decision 360) a build needs, from its assets.json; [] for a
 * build from before the store (all its files are in its own folder).
 */
export function storeFiles(versionDir: string): string[] {
  try {
    const list = JSON.parse(fs.readFileSync(path.join(versionDir, 'assets.json'), 'utf8')) as { files: string[] };
    return list.files.map((f) => path.join(path.dirname(versionDir), 'assets', f));
  } catch {
    return [];
  }
}

/** The store files `version` of `remote` needs that are not there (pruned, or a copy gone wrong). */
export function missingStoreFiles(
  remote: string,
  version: string,
  distDir = path.join(ROOT, remote, 'dist'),
): string[] {
  return storeFiles(path.join(distDir, version)).filter((f) => !fs.existsSync(f));
}

/** A store file younger than this may belong to a build still under way: pruning leaves it. */
const PRUNE_MIN_AGE_MS = 60 * 60_000;

/**
 * Deletes the files of a remote's shared store (dist/assets/) that no build kept in dist/
 * references (every version folder's assets.json): a version never loses a file while its folder
 * is there, so a rollback to it keeps working. Nothing is deleted while a build is under way (a
 * dist/.build-* folder: its files are in the store before its folder is named), nor a file younger
 * than an hour. Publishing never prunes. Returns the deleted files.
 * @param {string} distDir a remote's dist folder
 */
export function pruneStore(distDir: string, { dryRun = false, now = Date.now() } = {}): string[] {
  const store = path.join(distDir, 'assets');
  if (!fs.existsSync(store)) return [];
  const entries = fs.readdirSync(distDir, { withFileTypes: true });
  if (entries.some((d) => d.isDirectory() && d.name.startsWith('.build-'))) {
    throw new Error(`${distDir}: a build is under way (a .build-* folder); prune when it is done`);
  }
  const kept = new Set(
    entries
      .filter((d) => d.isDirectory() && d.name !== 'assets')
      .flatMap((d) => storeFiles(path.join(distDir, d.name))),
  );
  const deleted: string[] = [];
  for (const name of fs.readdirSync(store)) {
    const file = path.join(store, name);
    if (kept.has(file) || now - fs.statSync(file).mtimeMs < PRUNE_MIN_AGE_MS) continue;
    if (!dryRun) fs.rmSync(file);
    deleted.push(file);
  }
  return deleted;
}

/** Raised when the live shell cannot run the build: `problems` says what it lacks. */
export class IncompatibleBuildError extends Error {
  readonly remote: string;
  readonly version: string;
  readonly problems: string[];
  constructor(remote: string, version: string, problems: string[]) {
    super(`${remote} ${version}: the live shell cannot run it`);
    this.remote = remote;
    this.version = version;
    this.problems = problems;
  }
}

/**
 * The map entry for `version` of `remote` (default: its latest build), after checking that it is
 * built and that the live shell can run it (`publishProblems`): throws an Error naming the builds
 * when it is not built, `IncompatibleBuildError` when the shell cannot run it (unless `force`).
 * Both publish commands use it (scripts/lib/publish-cli.mjs: the file map and the cluster's).
 */
export function checkedEntry(
  remote: string,
  version: string | null = latestVersion(remote),
  { force = false } = {},
): { remote: string; entry: Required<RemoteEntry>; problems: string[] } {
  if (!REMOTES[remote]) throw new Error(`Unknown remote "${remote}" (one of ${Object.keys(REMOTES).join(', ')})`);
  if (!version || !fs.existsSync(path.join(ROOT, remote, 'dist', version, 'mf-manifest.json'))) {
    throw new Error(`${remote} has no build ${version ?? '(none)'} — run pnpm --filter ${remote} build`);
  }
  // A build whose shared-store files are gone (pruned) would load its entry and fail on its chunks.
  const missing = missingStoreFiles(remote, version);
  if (missing.length) {
    throw new Error(
      `${remote} ${version}: ${missing.length} of its files are missing from dist/assets/ (e.g. ${path.basename(missing[0] ?? '')}) — build it again`,
    );
  }
  const problems = publishProblems(remote, version);
  if (problems.length && !force) throw new IncompatibleBuildError(remote, version, problems);
  // publishedAt: a publish is a release, even of the same build again (the site's build id changes
  // with it, so open tabs are offered a reload; decision 140).
  const entry = {
    name: REMOTES[remote],
    entry: `/remotes/${remote}/${version}/remoteEntry.js`,
    version,
    publishedAt: new Date().toISOString(),
  };
  return { remote, entry, problems };
}

/**
 * Points this machine's map file at `version` of `remote` (default: its latest build), after
 * `checkedEntry`'s checks; `force` publishes anyway. Returns the new entry, the one it replaced
 * (`previous`, for a rollback) and the problems forced past.
 */
export function publishRemote(remote: string, version: string | null = latestVersion(remote), { force = false } = {}) {
  const { entry, problems } = checkedEntry(remote, version, { force });
  const map = readRemotesMap();
  const previous = map.remotes?.[remote]?.version ?? null;
  map.remotes ??= {};
  map.remotes[remote] = entry;
  writeRemotesMap(map);
  return { ...entry, previous, problems };
}
