#!/usr/bin/env node
// `npm run cluster:publish -- <remote> [version] | --all`: ships (or rolls back) a remote for
// every process of the cluster at once (docs/decisions/322). The map lives in PostgreSQL
// (DATABASE_URL); each process hears of the change (NOTIFY) and serves it, and rewrites the
// remotes.json and builds/latest.json nginx serves. The shell is not rebuilt; nothing is copied:
// every build of a remote is already on disk in its own folder. `npm start`'s map is
// scripts/publish-remote.mjs (a file of this machine).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, ROOT, builtVersions, latestVersion } from '../lib/remotes.mjs';
import { changeStoredMap } from './remotes-store.mjs';

/** The map entry of `version` of `remote` (default its latest build); throws when it is not built. */
export function entryFor(remote, version = latestVersion(remote)) {
  if (!REMOTES[remote]) throw new Error(`Unknown remote "${remote}" (one of ${Object.keys(REMOTES).join(', ')})`);
  if (!version || !fs.existsSync(path.join(ROOT, remote, 'dist', version, 'mf-manifest.json'))) {
    throw new Error(
      `${remote} has no build ${version ?? '(none)'} — builds: ${builtVersions(remote).join(', ') || 'none'}`,
    );
  }
  return {
    name: REMOTES[remote],
    entry: `/remotes/${remote}/${version}/remoteEntry.js`,
    version,
    publishedAt: new Date().toISOString(),
  };
}

/** Publishes in the shared map; `onlyIfNew`: only when the cluster has no map yet (its first start). */
export async function publishInStore(databaseUrl, targets, { version, onlyIfNew = false } = {}) {
  const entries = Object.fromEntries(targets.map((remote) => [remote, entryFor(remote, version)]));
  return changeStoredMap(databaseUrl, (map, existed) => {
    if (onlyIfNew && existed) return null;
    return { ...map, remotes: { ...(map.remotes ?? {}), ...entries } };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [remote, version] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!remote || !databaseUrl) {
    console.error('usage: DATABASE_URL=postgres://… npm run cluster:publish -- <remote> [version] | --all');
    process.exit(2);
  }
  try {
    const map = await publishInStore(databaseUrl, remote === '--all' ? Object.keys(REMOTES) : [remote], { version });
    for (const name of remote === '--all' ? Object.keys(REMOTES) : [remote])
      console.log(`${name} → ${map.remotes[name].entry}`);
  } catch (error) {
    console.error(String(error.message ?? error));
    process.exit(1);
  }
}
