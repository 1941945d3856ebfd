#!/usr/bin/env node
// `npm run cluster:publish -- <remote> [version] [--force] | --all [--force] | --check`: ships (or
// rolls back) a remote for every process of the cluster at once (docs/decisions/322). The same
// command as scripts/publish-remote.mjs (scripts/lib/publish-cli.mjs: a build the live shell cannot
// run is refused with exit 3 unless --force, decision 311), over the map in PostgreSQL
// (DATABASE_URL) instead of this machine's file. Each process hears of the change (NOTIFY), serves
// it, and rewrites the remotes.json and builds/latest.json nginx serves. The shell is not rebuilt;
// nothing is copied: every build of a remote is already on disk in its own folder.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildInfo, readShellHtml } from 'site-server/build-id';
import { publishCommand } from '../lib/publish-cli.mjs';
import { ROOT, checkedEntry, servedRemotesMap } from 'site-server/remotes';
import { changeStoredMap } from './remotes-store.mjs';

/**
 * Publishes `targets` in the shared map, with the same checks as the command (a build the live
 * shell cannot run throws IncompatibleBuildError unless `force`). `onlyIfNew`: only when the cluster
 * has no map yet (its first start).
 */
export async function publishInStore(databaseUrl, targets, { version, onlyIfNew = false, force = false } = {}) {
  const entries = Object.fromEntries(targets.map((remote) => [remote, checkedEntry(remote, version, { force }).entry]));
  return changeStoredMap(databaseUrl, (map, existed) => {
    if (onlyIfNew && existed) return null;
    return { ...map, remotes: { ...(map.remotes ?? {}), ...entries } };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    console.error(
      "cluster:publish needs DATABASE_URL (the cluster's database): DATABASE_URL=postgres://… npm run cluster:publish -- <remote> [version] [--force] | --all | --check",
    );
    process.exit(2);
  }
  try {
    const code = await publishCommand(process.argv.slice(2), {
      command: 'npm run cluster:publish --',
      // Read under the row lock too (nothing written: the update returns null).
      read: () => changeStoredMap(databaseUrl, () => null),
      change: (update) => changeStoredMap(databaseUrl, (map) => update(map)),
      served: (map) => servedRemotesMap(map),
      after: (map) =>
        `build ${buildInfo(readShellHtml(path.join(ROOT, 'shell', 'dist')), servedRemotesMap(map)).id} ` +
        '(every process serves it within seconds)',
    });
    process.exit(code);
  } catch (error) {
    console.error(`✗ the cluster's map was not changed: ${error.message ?? error}`);
    process.exit(1);
  }
}
