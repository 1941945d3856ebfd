#!/usr/bin/env node
// One process of the cluster (`npm run start:cluster` starts WORKERS of them behind nginx;
// docs/decisions/320–323). The same site server as `npm start` (site/src/server.ts), with:
// - PostgreSQL and Redis required (DATABASE_URL, REDIS_URL): nothing that must be one copy lives here;
// - the remotes map read from PostgreSQL (scripts/cluster/remotes-store.mjs) instead of a local
//   file, and written beside nginx's files (SITE_DIR/remotes.json, builds/latest.json) when it changes;
// - migrations at start under the advisory lock (api src/db/migrate.ts); a failed one stops the
//   process with a message naming it, exit code 78;
// - SIGTERM drains: /health/ready answers 503, the listening socket closes (nginx sends new
//   requests to another process), requests in flight finish (at most DRAIN_TIMEOUT_MS), answers
//   say Connection: close, then the pools and Redis close.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildInfo, readShellHtml, writeLatestBuild } from 'site-server/build-id';
import { ROOT, servedRemotesMap, setRemotesMapSource, writeRemotesMap } from 'site-server/remotes';
import { createSiteServer, warmUp } from 'site-server/server';
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

/**
 * May this process lower its nice value back to `to` after raising it? Root may; anyone else only
 * down to 20 − RLIMIT_NICE ("Max nice priority" in /proc/self/limits).
 */
function canReturnTo(to) {
  if (process.getuid?.() === 0) return true;
  try {
    const line = fs
      .readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max nice priority'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isFinite(soft) && 20 - soft <= to;
  } catch {
    return false;
  }
}
// A process starting beside serving ones (a rolling restart's replacement, one started again after
// a crash) spends seconds of CPU on its start-up; on a small machine that time came from the
// processes serving visitors, whose event loops fell behind until they shed requests (503
// SERVER_BUSY; decision 370). It starts at a lower CPU priority (nice +10) and returns to its own
// just before it listens — only where it is allowed to return (else it starts as before).
const basePriority = os.getPriority();
const startNice = Number(process.env.WORKER_START_NICE ?? 10);
let lowered = false;
if (startNice > 0 && canReturnTo(basePriority)) {
  try {
    os.setPriority(Math.min(19, basePriority + startNice));
    lowered = true;
  } catch {
    /* left as it is */
  }
}

let store = null;
let app;
try {
  // Requests a process accepted before SIGTERM are served, not answered 503 (nginx sent them
  // here). Fastify's close() runs only once every connection has ended (drain() below).
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
// Warm (its first requests compile code paths and fill caches) and settled before it listens: nginx
// sends it visitors the moment it does — after a crash on the same port at once (decision 373).
const warm = await warmUp(app, {
  onWarm() {
    if (!lowered) return;
    try {
      os.setPriority(basePriority);
    } catch (error) {
      // (root without CAP_SYS_NICE, say) it serves at the lower priority rather than not at all
      app.log.warn({ err: error, nice: os.getPriority() }, 'could not return to its CPU priority after start-up');
    }
  },
});
app.log.info(warm, 'warmed up before listening');
await app.listen({ port, host });
console.log(`worker ${process.pid} serving on http://${host}:${port}/`);

// Every open connection, so a drain can wait for them to end rather than cut them; and which of
// them are kept-alive connections resting between requests (served one, none in progress).
const sockets = new Set();
const resting = new WeakSet();
app.server.on('connection', (socket) => {
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
});
app.server.on('request', (req, res) => {
  resting.delete(req.socket);
  res.once('finish', () => resting.add(req.socket));
});

let draining = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (draining) process.exit(1);
    draining = true;
    void drain(signal);
  });
}

/**
 * Stops taking connections and lets the open ones finish. Not http.Server#close(): since Node 19
 * it also closes "idle" connections, and a connection whose request a busy process has not read
 * yet is idle to Node — nginx saw those reset (measured: 90 at one drain under load). Only the
 * listening socket is closed here; connections end by themselves (nginx closes each after its
 * answer; answers say Connection: close meanwhile), at most DRAIN_TIMEOUT_MS.
 */
async function drain(signal) {
  app.startDrain();
  app.log.info({ signal, open: sockets.size }, 'draining: no new connections, finishing requests in flight');
  net.Server.prototype.close.call(app.server);
  const deadline = Date.now() + drainTimeoutMs;
  while (sockets.size > 0 && Date.now() < deadline) {
    // A kept-alive connection resting after its answer (a health check's, say) would hold the
    // drain until the limit: it is closed. One that never carried a request may hold one not
    // read yet: it is waited for.
    for (const socket of sockets) if (resting.has(socket)) socket.destroy();
    await new Promise((r) => setTimeout(r, 50));
  }
  let code = 0;
  if (sockets.size > 0) {
    app.log.warn({ drainTimeoutMs, open: sockets.size }, 'drain: connections still open after the limit; closing them');
    app.server.closeAllConnections();
    code = 1;
  }
  // Fastify's onClose hooks: the database pool, Redis, the mailer.
  const hard = setTimeout(() => process.exit(1), 5000);
  hard.unref();
  await Promise.all([app.close(), store.close()]).catch(() => {
    code = 1;
  });
  process.exit(code);
}
