#!/usr/bin/env node
// Ships a remote: points the remotes map at one of its builds. The shell is not rebuilt.
//   node scripts/publish-remote.mjs mfe-jobs            # its latest build
//   node scripts/publish-remote.mjs mfe-jobs 1a2b3c4d5e6f  # a given version (rollback)
//   node scripts/publish-remote.mjs --all               # every remote's latest build
import path from 'node:path';
import { buildInfo, readShellHtml, writeLatestBuild } from './lib/build-id.mjs';
import { REMOTES, ROOT, builtVersions, publishRemote, servedRemotesMap } from './lib/remotes.mjs';

const [remote, version] = process.argv.slice(2);
const targets = remote === '--all' ? Object.keys(REMOTES) : [remote];
if (!remote) {
  console.error('usage: publish-remote.mjs <remote> [version] | --all');
  process.exit(2);
}
for (const name of targets) {
  try {
    const entry = publishRemote(name, version);
    console.log(`${name} → ${entry.entry}`);
  } catch (error) {
    console.error(String(error.message ?? error));
    console.error(`builds of ${name}: ${builtVersions(name).join(', ') || 'none'}`);
    process.exit(1);
  }
}
// The site's build id changes with every publish: open tabs are offered a reload (decision 140).
const build = buildInfo(readShellHtml(path.join(ROOT, 'shell', 'dist')), servedRemotesMap());
writeLatestBuild(build);
console.log(`build ${build.id}`);
