#!/usr/bin/env node
// Ships a remote: points the remotes map at one of its builds. The shell is not rebuilt.
//   node scripts/publish-remote.mjs mfe-jobs               # its latest build
//   node scripts/publish-remote.mjs mfe-jobs 1a2b3c4d5e6f  # a given version (rollback)
//   node scripts/publish-remote.mjs --all                  # every remote's latest build
//   node scripts/publish-remote.mjs --check                # can the live shell run every published remote?
// A build the live shell cannot run (a shared-kit export, a federation runtime name, a route id or a
// stored key it lacks; compat.json beside each build, decision 311) is refused, naming what is
// missing (exit 3). --force publishes it anyway: its slot may then show its fallback, plain text
// instead of links, or its error page until a shell that has them is live.
// This machine's map (.site/remotes.json, `npm start`); the cluster's is `npm run cluster:publish`,
// the same command over PostgreSQL (scripts/lib/publish-cli.mjs).
import path from 'node:path';
import { buildInfo, readShellHtml, writeLatestBuild } from 'site-server/build-id';
import { publishCommand } from './lib/publish-cli.mjs';
import { ROOT, readRemotesMap, servedRemotesMap, writeRemotesMap } from 'site-server/remotes';

const code = await publishCommand(process.argv.slice(2), {
  command: 'node scripts/publish-remote.mjs',
  read: async () => readRemotesMap(),
  change: async (update) => {
    const map = update(readRemotesMap());
    writeRemotesMap(map);
    return map;
  },
  served: (map) => servedRemotesMap(map),
  after: (map) => {
    const build = buildInfo(readShellHtml(path.join(ROOT, 'shell', 'dist')), servedRemotesMap(map));
    writeLatestBuild(build);
    return `build ${build.id}`;
  },
});
process.exit(code);
