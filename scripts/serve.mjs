#!/usr/bin/env node
// Serves the built site and the API on one port (no build step; `npm start` builds first, then
// imports this file in its own process). The server is the site-server package (site/, decision
// 390); this runs its start file, site/dist/main.js, as `pnpm --filter site-server start` does.
// Runs until stopped: Ctrl-C (SIGINT) or SIGTERM closes the server gracefully (in-flight requests
// finish, the database closes); a second signal during that close exits at once.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';

if (!fs.existsSync(path.join(ROOT, 'site', 'dist', 'main.js'))) {
  console.error('The site server is not built (site/dist/main.js): run pnpm build first, or npm start, which builds.');
  process.exit(1);
}
await import('site-server/main');
