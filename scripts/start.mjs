#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale (turbo caches the rest), ships the
// latest build of every remote in the remotes map, then serves the shell, every remote and the API
// (with its embedded database, created and seeded on first run) on http://localhost:3000.
//
// The install, build and publish are steps with a time limit (scripts/lib/run.mjs). The server is
// not a step: it runs here, in this process, until it is stopped (Ctrl-C or SIGTERM; it closes
// gracefully — scripts/serve.mjs). It used to run through run() and was killed after 20 minutes.
import { ensureInstalled, run, runPnpm } from './lib/run.mjs';

ensureInstalled();
runPnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
run('node', ['scripts/publish-remote.mjs', '--all']);
console.log('\n▶ serving (Ctrl-C or SIGTERM stops the site)');
await import('./serve.mjs');
