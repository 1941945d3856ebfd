#!/usr/bin/env node
// One process of the cluster (`npm run start:cluster` starts WORKERS of them behind nginx;
// docs/decisions/320–323). The same site server as `npm start` (scripts/lib/server.mjs), with:
// - PostgreSQL and Redis required (DATABASE_URL, REDIS_URL): nothing that must be one copy lives here;
// - the remotes map read from PostgreSQL (scripts/cluster/remotes-store.mjs) instead of a local
//   file, and written beside nginx's files (SITE_DIR/remotes.json, builds/latest.json) when it changes;
// - migrations at start under the advisory lock (api src/db/migrate.ts); a failed one stops the
//   process with a message naming it, exit code 78;
// - SIGTERM drains: /health/ready answers 503, the listening socket closes (nginx sends new
//   requests to another process), requests in flight finish (at most DRAIN_TIMEOUT_MS), answers
//   say Connection: close, then the pools and Redis close.
import path from 'node:path';
import { buildInfo, readShellHtml, writeLatestBuild } from '../lib/build-id.mjs';
import { ROOT, servedRemotesMap, setRemotesMapSource, writeRemotesMap } from '../lib/remotes.mjs';
import { createSiteServer } from '../lib/server.mjs';
import { requireSharedServices } from './settings.mjs';
import { openRemotesStore } from './remotes-store.mjs';

export const EXIT_MIGRATION_FAILED = 78;

try {
  requireSharedServices();
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const drainTimeoutMs = Number(process.env.DRAIN_TIMEOUT_MS) || 10_000;
const shellDir = path.join(ROOT, 'shell', 'dist');

let store = null;
let app;
try {
  // Requests a process accepted before SIGTERM are served, not answered 503 (nginx sent them here),
  // and connections whose request is not read yet are not cut as "idle" when it closes (measured:
  // nginx got "connection reset" for ~50 requests queued in a busy process at its drain).
  app = await createSiteServer({ api: { fastify: { return503OnClosing: false, forceCloseConnections: false } } });
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining()) reply.header('connection', 'close');
  });
  await app.ready();
} catch (error) {
  if (error?.name === 'MigrationError') {
    console.error(
      `✗ ${error.message}: ${error.cause?.message ?? error.cause}\n` +
        '  The schema is as it was before this start (all pending migrations run in one transaction).\n' +
        '  This process will not serve on an old schema: fix the migration, then start again.',
    );
    process.exit(EXIT_MIGRATION_FAILED);
  }
  console.error(`✗ the site could not start: ${error?.message ?? error}`);
  process.exit(1);
}

store = openRemotesStore(app.config.databaseUrl, {
  log: app.log,
  onChange() {
    // nginx serves these two files itself; every process writes the same bytes (atomic renames).
    const served = servedRemotesMap();
    try {
      writeRemotesMap(served);
      writeLatestBuild(buildInfo(readShellHtml(shellDir), served));
    } catch (error) {
      app.log.warn({ err: error }, 'remotes map: files for nginx not written');
    }
  },
});
setRemotesMapSource(store.current);
await store.start();

const { port, host } = app.config;
await app.listen({ port, host });
console.log(`worker ${process.pid} serving on http://${host}:${port}/`);

let draining = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (draining) process.exit(1);
    draining = true;
    app.startDrain();
    app.log.info({ signal }, 'draining: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.warn({ drainTimeoutMs }, 'drain: requests still in flight after the limit; closing their connections');
      app.server.closeAllConnections?.();
      setTimeout(() => process.exit(1), 500).unref();
    }, drainTimeoutMs);
    force.unref();
    // Fastify: stops listening, waits for requests in flight, then runs the onClose hooks
    // (database pool, Redis, mailer).
    Promise.all([app.close(), store.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
