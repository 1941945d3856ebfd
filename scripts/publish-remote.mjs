#!/usr/bin/env node
// Ships a remote: points the remotes map at one of its builds. The shell is not rebuilt.
//   node scripts/publish-remote.mjs mfe-jobs               # its latest build
//   node scripts/publish-remote.mjs mfe-jobs 1a2b3c4d5e6f  # a given version (rollback)
//   node scripts/publish-remote.mjs --all                  # every remote's latest build
//   node scripts/publish-remote.mjs --check                # can the live shell run every published remote?
//   node scripts/publish-remote.mjs --prune [remote]       # delete shared-store files no kept build uses
// Content-hashed files live in each remote's shared store (dist/assets/); a version folder holds its
// entry, manifests and page declarations (decision 360). Publishing never deletes anything.
// A build the live shell cannot run (a shared-kit export, a federation runtime name, a route id or a
// stored key it lacks; compat.json beside each build, decision 311) is refused, naming what is
// missing. --force publishes it anyway: its slot may then show its fallback, plain text instead of
// links, or its error page until a shell that has them is live.
import path from 'node:path';
import { buildInfo, readShellHtml, writeLatestBuild } from './lib/build-id.mjs';
import { refusal } from './lib/compat.mjs';
import {
  IncompatibleBuildError,
  REMOTES,
  ROOT,
  builtVersions,
  publishProblems,
  publishRemote,
  pruneStore,
  servedRemotesMap,
} from './lib/remotes.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [remote, version] = args.filter((a) => a !== '--force');
if (!remote) {
  console.error(
    'usage: publish-remote.mjs <remote> [version] [--force] | --all [--force] | --check | --prune [remote]',
  );
  process.exit(2);
}

if (remote === '--check') {
  // The remotes the site serves now, against the shell it serves now (e.g. after a shell build).
  let bad = 0;
  for (const [name, entry] of Object.entries(servedRemotesMap().remotes)) {
    const problems = publishProblems(name, entry.version);
    if (problems.length) bad += 1;
    console.log(
      problems.length ? refusal(name, entry.version, problems, { forced: true }) : `${name} ${entry.version}: ok`,
    );
  }
  process.exit(bad ? 1 : 0);
}

if (remote === '--prune') {
  // Files of the shared stores that no build kept in dist/ references (rollback to any kept build works).
  for (const name of version ? [version] : Object.keys(REMOTES)) {
    const deleted = pruneStore(path.join(ROOT, name, 'dist'));
    console.log(`${name}: ${deleted.length} unused file(s) deleted from dist/assets/`);
  }
  process.exit(0);
}

const targets = remote === '--all' ? Object.keys(REMOTES) : [remote];
let refused = 0;
for (const name of targets) {
  try {
    const entry = publishRemote(name, version, { force });
    console.log(`${name} → ${entry.entry}`);
    if (entry.problems.length) console.warn(refusal(name, entry.version, entry.problems, { forced: true }));
    if (entry.previous && entry.previous !== entry.version) {
      console.log(`  roll back: node scripts/publish-remote.mjs ${name} ${entry.previous}`);
    }
  } catch (error) {
    if (error instanceof IncompatibleBuildError) {
      console.error(refusal(error.remote, error.version, error.problems));
      refused += 1;
      continue;
    }
    console.error(String(error.message ?? error));
    console.error(`builds of ${name}: ${builtVersions(name).join(', ') || 'none'}`);
    process.exit(1);
  }
}
// The site's build id changes with every publish: open tabs are offered a reload (decision 140).
const build = buildInfo(readShellHtml(path.join(ROOT, 'shell', 'dist')), servedRemotesMap());
writeLatestBuild(build);
console.log(`build ${build.id}`);
if (refused) process.exit(3);
