#!/usr/bin/env node
// `npm run start:cluster`: the production shape on one machine (issue 23; docs/decisions/320–324).
//   nginx (Debian's, its own instance and configuration under CLUSTER_DIR) on PORT (8080)
//   → WORKERS (2) site/API processes on WORKER_PORT… (loopback), each stateless over
//     DATABASE_URL (PostgreSQL) and REDIS_URL (Redis) — refused without them.
// Steps: install and build (as npm start; --no-build skips), `npm run migrate` (schema and
// content, under advisory locks), the remotes map in PostgreSQL on first start, the processes
// (each ready on /health/ready), then nginx. Then it watches: a process that dies is started
// again; SIGHUP (`npm run cluster:restart`) restarts them one by one with nothing lost (each is
// taken out of nginx, drained, replaced, put back); SIGTERM or Ctrl-C stops nginx (gracefully)
// and drains every process. A process that stops on a failed migration stops the cluster.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureInstalled, run, runPnpm } from '../lib/run.mjs';
import { REMOTES, ROOT } from 'site-server/remotes';
import { clusterSettings } from './settings.mjs';
import { checkNginxConfig, writeNginxConfig } from './nginx.mjs';

const EXIT_MIGRATION_FAILED = 78;
let settings;
try {
  settings = clusterSettings();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(2);
}
if (!fs.existsSync(settings.nginx)) {
  console.error(`✗ nginx is missing (${settings.nginx}): apt-get install nginx (or set NGINX_PATH)`);
  process.exit(2);
}
const { dir, workers: count, port, host, firstWorkerPort, drainTimeoutMs } = settings;
const siteDir = path.join(dir, 'site');
fs.mkdirSync(siteDir, { recursive: true });
const log = (line) => console.log(`[cluster] ${line}`);

if (!process.argv.includes('--no-build')) {
  ensureInstalled();
  runPnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}
run('node', ['scripts/cluster/migrate.mjs']);
const { errorBody } = await import('api');
const { publishInStore } = await import('./publish.mjs');
try {
  // The first start publishes every remote's latest build, refusing one the shell cannot run, as
  // `npm start` does (scripts/publish-remote.mjs --all; decision 311).
  await publishInStore(process.env.DATABASE_URL, Object.keys(REMOTES), { onlyIfNew: true });
} catch (error) {
  const { refusal } = await import('site-server/compat');
  console.error(error.problems ? refusal(error.remote, error.version, error.problems) : `✗ ${error.message}`);
  process.exit(error.problems ? 3 : 1);
}

const workerEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  SITE_DIR: siteDir,
  DATA_DIR: process.env.DATA_DIR || path.join(dir, 'data'),
  // nginx connects from loopback: believed for X-Forwarded-For, nobody else is (decision 282).
  TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
  // The content was loaded by the migrate step; each process only reads it.
  SEED_ON_START: process.env.SEED_ON_START || 'false',
  DRAIN_TIMEOUT_MS: String(drainTimeoutMs),
  // The contact form's token is signed by one process and checked by another: one secret for all
  // (kept for this launcher's life, so a rolling restart keeps it; set it to keep it across starts).
  CONTACT_FORM_SECRET: process.env.CONTACT_FORM_SECRET || randomBytes(32).toString('base64url'),
  // The public address is nginx's, not a process's (sitemaps, links in emails).
  PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
};
// The ports in nginx's rotation, and one spare: a rolling restart starts each replacement on the
// spare port before the process it replaces leaves, so capacity never drops below WORKERS.
let ports = Array.from({ length: count }, (_, i) => firstWorkerPort + i);
let spare = firstWorkerPort + count;
const slots = new Map(); // port → { child, expected }
let stopping = false;
let restarting = false;

async function ready(p, deadlineMs = 120_000) {
  const end = Date.now() + deadlineMs;
  while (Date.now() < end) {
    const slot = slots.get(p);
    if (slot?.exited) throw new Error(`the process on :${p} exited (code ${slot.exited.code ?? slot.exited.signal})`);
    try {
      const res = await fetch(`http://127.0.0.1:${p}/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the process on :${p} was not ready in ${deadlineMs / 1000} s`);
}

function startWorker(p) {
  const child = spawn(process.execPath, ['scripts/cluster/worker.mjs'], {
    cwd: ROOT,
    env: { ...workerEnv, PORT: String(p) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const slot = { child, exited: null, expected: false };
  slots.set(p, slot);
  writeWorkersFile();
  child.on('exit', (code, signal) => {
    slot.exited = { code, signal };
    if (slot.expected || stopping) return;
    if (code === EXIT_MIGRATION_FAILED) {
      log(`the process on :${p} refused to serve: a migration failed (above). Stopping the cluster.`);
      void stop(1);
      return;
    }
    log(`the process on :${p} (pid ${child.pid}) died (${signal ?? `exit ${code}`}): starting it again`);
    // Out of nginx's list until it is back: nginx would otherwise keep trying its port (a refused
    // connection every few seconds, which a PUT or DELETE is not tried elsewhere after; decision 370).
    markDown(p, true);
    setTimeout(() => {
      if (stopping) return;
      startWorker(p);
      ready(p).then(
        () => {
          markDown(p, false);
          log(`:${p} ready again (pid ${slots.get(p).child.pid}), back in nginx's list`);
        },
        (error) => log(`:${p} did not come back: ${error.message}`),
      );
    }, 500);
  });
  return slot;
}

/** CLUSTER_DIR/workers.json: port → pid of each process in rotation (benchmarks and tests read it). */
function writeWorkersFile() {
  const list = Object.fromEntries(
    [...slots].filter(([p, slot]) => ports.includes(p) && !slot.expected).map(([p, slot]) => [p, slot.child.pid]),
  );
  fs.writeFileSync(path.join(dir, 'workers.json.tmp'), `${JSON.stringify(list)}\n`);
  fs.renameSync(path.join(dir, 'workers.json.tmp'), path.join(dir, 'workers.json'));
}

/** Ports in nginx's list marked `down` (their process died and is starting again). */
const down = new Set();
function markDown(p, isDown) {
  if (isDown) down.add(p);
  else down.delete(p);
  if (!nginx || stopping || nginx.exitCode !== null) return;
  try {
    reloadNginx();
  } catch (error) {
    log(`nginx not reloaded: ${error.message}`);
  }
}

const nginxOptions = () => ({
  dir,
  host,
  port,
  workerPorts: ports,
  down: ports.filter((p) => down.has(p)),
  root: ROOT,
  remotes: Object.keys(REMOTES),
  siteDir,
  unavailableBody: JSON.stringify(errorBody('SERVICE_UNAVAILABLE', 'The service is briefly unavailable; try again')),
});
let nginx = null;
function reloadNginx() {
  writeNginxConfig(nginxOptions());
  checkNginxConfig(settings.nginx, dir, path.join(dir, 'nginx.conf'));
  nginx.kill('SIGHUP'); // graceful: new workers get the new upstreams, old ones finish their requests
}

/** pids of nginx's worker processes, and whether each is an old one shutting down after a reload. */
function nginxWorkers() {
  const master = nginx?.pid;
  if (!master) return null;
  try {
    return fs
      .readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
      .split(/\s+/)
      .filter(Boolean)
      .map((pid) => {
        let title = '';
        try {
          title = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        } catch {
          /* gone meanwhile */
        }
        return { pid: Number(pid), old: title.includes('shutting down') };
      });
  } catch {
    return null; // no /proc (not Linux): the fixed wait below
  }
}

/**
 * Resolves once nginx has no worker left from before the last reload (each finishes its requests
 * and its kept-alive client connections, then exits): from then on nothing sends a request to a
 * process taken out of the list. At least 0.5 s (the new workers start), at most
 * DRAIN_TIMEOUT_MS + 5 s; where /proc cannot say, 1.5 s.
 */
async function oldNginxWorkersGone() {
  const started = Date.now();
  await new Promise((r) => setTimeout(r, 500));
  if (nginxWorkers() === null) {
    await new Promise((r) => setTimeout(r, 1000));
    return;
  }
  const limit = started + drainTimeoutMs + 5000;
  while (Date.now() < limit) {
    const workers = nginxWorkers();
    if (!workers || !workers.some((w) => w.old)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`nginx's old workers gone after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function rollingRestart() {
  if (restarting || stopping) return;
  restarting = true;
  const started = Date.now();
  log('rolling restart: one process at a time, each replaced before it leaves');
  try {
    for (const old of [...ports]) {
      // 1. The replacement, on the spare port, ready (it warms itself before it listens: worker.mjs),
      // joins nginx's rotation.
      const fresh = spare;
      startWorker(fresh);
      await ready(fresh);
      ports = ports.map((p) => (p === old ? fresh : p));
      spare = old;
      const slot = slots.get(old);
      slot.expected = true;
      reloadNginx(); // graceful: new nginx workers no longer send anything to the old process
      writeWorkersFile();
      // nginx's old workers still hold the old list, and under load they still read requests that
      // reached them before the reload: the old process must listen until the last of them has
      // exited (measured: with a fixed 1.5 s, 4 writes reset at the drain; decision 370).
      await oldNginxWorkersGone();
      // 2. The old process drains (finishes what it has) and exits.
      const gone = new Promise((r) => (slot.exited ? r() : slot.child.once('exit', r)));
      slot.child.kill('SIGTERM');
      await gone;
      slots.delete(old);
      log(`:${old} (pid ${slot.child.pid}) replaced by :${fresh} (pid ${slots.get(fresh).child.pid})`);
    }
    log(`rolling restart done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    log(`rolling restart stopped: ${error.message}`);
  } finally {
    restarting = false;
  }
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log('stopping: nginx first (gracefully), then every process drains');
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await Promise.race([gone, new Promise((r) => setTimeout(r, drainTimeoutMs))]);
  }
  await Promise.all(
    [...slots.values()].map((slot) => {
      if (slot.exited) return null;
      const gone = new Promise((r) => slot.child.once('exit', r));
      slot.child.kill('SIGTERM');
      return Promise.race([gone, new Promise((r) => setTimeout(r, drainTimeoutMs + 2000))]);
    }),
  );
  fs.rmSync(path.join(dir, 'cluster.pid'), { force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
process.on('SIGHUP', () => void rollingRestart());

try {
  for (const p of ports) startWorker(p);
  await Promise.all(ports.map((p) => ready(p)));
  const conf = writeNginxConfig(nginxOptions());
  checkNginxConfig(settings.nginx, dir, conf);
  nginx = spawn(settings.nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx.on('exit', (code, signal) => {
    if (!stopping) {
      log(`nginx stopped (${signal ?? `exit ${code}`}); stopping the cluster`);
      void stop(1);
    }
  });
  const end = Date.now() + 10_000;
  for (;;) {
    try {
      const res = await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/health/live`);
      if (res.ok) break;
    } catch {
      /* nginx not listening yet */
    }
    if (Date.now() > end) throw new Error(`nginx did not answer on ${host}:${port} (see ${dir}/nginx-error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
} catch (error) {
  console.error(`✗ ${error.message}`);
  await stop(1);
}
fs.writeFileSync(path.join(dir, 'cluster.pid'), `${process.pid}\n`);
console.log(
  `\nLaluan Kerjaya (cluster) is running at http://localhost:${port}/ — nginx (pid ${nginx.pid}) in front of ` +
    `${count} processes on :${ports.join(', :')} (pids ${[...slots.values()].map((s) => s.child.pid).join(', ')}).\n` +
    `Rolling restart: npm run cluster:restart (or kill -HUP ${process.pid}). To stop: Ctrl-C, or kill ${process.pid}.\n` +
    `Its files (nginx.conf, logs, remotes.json for nginx): ${dir}`,
);
