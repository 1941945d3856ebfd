// Small helpers for the start and test scripts: run a command, find pnpm, install when needed.
// Only Node's standard library here: these run before dependencies are installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const PNPM_VERSION = '10.34.8';

/**
 * How long one step may run before it is killed: 20 minutes, or `STEP_TIMEOUT_MS`. A step that
 * hangs (a test leaving a handle open) must fail, not stall CI until CI's own limit.
 */
export function stepTimeoutMs(env = process.env) {
  const ms = Number(env.STEP_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 20 * 60_000;
}

/**
 * Runs one STEP (an install, a build, a test suite) in the repo, streaming its output; exits on
 * failure unless `allowFail`. A step is killed after `stepTimeoutMs()`, so never run anything
 * meant to keep running through this (a server, a watcher, a worker): `npm start` serves in its
 * own process (scripts/start.mjs), dev servers run through pnpm directly.
 */
export function run(cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n▶ ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, {
    cwd: opts.cwd ?? ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...opts.env },
    timeout: opts.timeoutMs ?? stepTimeoutMs(),
    killSignal: 'SIGKILL',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(`✗ ${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal}) after ${seconds}s`);
    if (!opts.allowFail) process.exit(res.status ?? 1);
  } else {
    console.log(`✓ done in ${seconds}s`);
  }
  return res.status === 0;
}

function has(cmd, args = ['--version']) {
  return spawnSync(cmd, args, { stdio: 'ignore' }).status === 0;
}

/** pnpm as installed, else through npx (no global install needed). */
export function pnpm() {
  if (has('pnpm')) return { cmd: 'pnpm', pre: [] };
  return { cmd: 'npx', pre: ['--yes', `pnpm@${PNPM_VERSION}`] };
}

export function runPnpm(args, opts) {
  const p = pnpm();
  return run(p.cmd, [...p.pre, ...args], opts);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < fs.statSync(lock).mtimeMs;
  if (stale) runPnpm(['install', '--frozen-lockfile']);
}
