// The publish command, whichever store holds the remotes map: `scripts/publish-remote.mjs` (this
// machine's .site/remotes.json, `npm start`) and `scripts/cluster/publish.mjs` (the cluster's row in
// PostgreSQL) both run this, so a cluster publish refuses what a single-site publish refuses
// (decision 311: a build the live shell cannot run, exit 3 unless --force) and says it the same way.
//   <remote> [version] [--force] | --all [--force] | --check | --prune [remote]
import { refusal } from 'site-server/compat';
import path from 'node:path';
import {
  REMOTES,
  ROOT,
  builtVersions,
  checkedEntry,
  IncompatibleBuildError,
  publishProblems,
  pruneStore,
} from 'site-server/remotes';

/** Exit codes: 0 published (or all fine), 1 an error (unknown remote or build), 2 usage, 3 refused. */
export const EXIT = { ok: 0, error: 1, usage: 2, refused: 3 };

/**
 * @param {string[]} args the command's arguments
 * @param {{
 *   command: string,                       // how to run it again (usage and roll-back lines)
 *   read: () => Promise<{ remotes?: Record<string, { version: string }> }>,  // the map as stored
 *   change: (update: (map: object) => object) => Promise<object>,           // read-modify-write, atomically
 *   served: (map: object) => { remotes: Record<string, { version: string }> }, // what the site serves from a map
 *   after?: (map: object) => Promise<string | void> | string | void,         // e.g. the new build id
 *   out?: (line: string) => void, err?: (line: string) => void,
 * }} store
 * @returns {Promise<number>} the exit code
 */
export async function publishCommand(args, store) {
  const out = store.out ?? ((line) => console.log(line));
  const err = store.err ?? ((line) => console.error(line));
  const force = args.includes('--force');
  const [remote, version] = args.filter((a) => a !== '--force');
  if (!remote) {
    err(`usage: ${store.command} <remote> [version] [--force] | --all [--force] | --check | --prune [remote]`);
    return EXIT.usage;
  }

  if (remote === '--check') {
    // The remotes the site serves now, against the shell it serves now (e.g. after a shell build).
    let bad = 0;
    for (const [name, entry] of Object.entries(store.served(await store.read()).remotes)) {
      const problems = publishProblems(name, entry.version);
      if (problems.length) bad += 1;
      out(problems.length ? refusal(name, entry.version, problems, { forced: true }) : `${name} ${entry.version}: ok`);
    }
    return bad ? EXIT.error : EXIT.ok;
  }

  if (remote === '--prune') {
    // Files of the shared stores that no build kept in dist/ references, so a rollback to any kept
    // build still works (decision 360). Publishing itself never deletes anything.
    try {
      for (const name of version ? [version] : Object.keys(REMOTES)) {
        const deleted = pruneStore(path.join(ROOT, name, 'dist'));
        out(`${name}: ${deleted.length} unused file(s) deleted from dist/assets/`);
      }
      return EXIT.ok;
    } catch (error) {
      err(String(error.message ?? error));
      return EXIT.error;
    }
  }

  const targets = remote === '--all' ? Object.keys(REMOTES) : [remote];
  // Every target is checked before the map changes: a refused one is named and left as it was.
  const accepted = [];
  let refused = 0;
  for (const name of targets) {
    try {
      accepted.push(checkedEntry(name, version, { force }));
    } catch (error) {
      if (error instanceof IncompatibleBuildError) {
        err(refusal(error.remote, error.version, error.problems));
        refused += 1;
        continue;
      }
      err(String(error.message ?? error));
      if (REMOTES[name]) err(`builds of ${name}: ${builtVersions(name).join(', ') || 'none'}`);
      return EXIT.error;
    }
  }
  if (accepted.length) {
    let previous = {};
    const map = await store.change((current) => {
      previous = Object.fromEntries(Object.entries(current.remotes ?? {}).map(([n, e]) => [n, e?.version ?? null]));
      const remotes = { ...(current.remotes ?? {}) };
      for (const { remote: name, entry } of accepted) remotes[name] = entry;
      return { ...current, remotes };
    });
    for (const { remote: name, entry, problems } of accepted) {
      out(`${name} → ${map.remotes[name].entry}`);
      if (problems.length) err(refusal(name, entry.version, problems, { forced: true }));
      const before = previous[name];
      if (before && before !== entry.version) out(`  roll back: ${store.command} ${name} ${before}`);
    }
    // The site's build id changes with every publish: open tabs are offered a reload (decision 140).
    const note = await store.after?.(map);
    if (note) out(note);
  }
  return refused ? EXIT.refused : EXIT.ok;
}
