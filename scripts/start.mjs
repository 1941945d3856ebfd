#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (turbo caches the rest), ships the
// latest build of every remote in the remotes map, then serves the shell, every remote and the API
// (with its embedded database, created and seeded on first run) on http://localhost:3000.
import { ensureInstalled, run, runPnpm } from './lib/run.mjs';

ensureInstalled();
runPnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
run('node', ['scripts/publish-remote.mjs', '--all']);
run('node', ['scripts/serve.mjs']);
