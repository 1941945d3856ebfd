import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/create-db.js';
import { envInt, http, jsonBody } from './lib/server.js';

/**
 * pnpm --filter api bench:crash
 *
 * The real server (src/server.ts) on the embedded database in a temporary DATA_DIR, on
 * loopback. Writers post job requests; after a random 0.3–1.5 s of writes the server is killed
 * with SIGKILL and started again at once (no waiting for the old process to be reaped), ROUNDS
 * times. Then every acknowledged write (201) is looked up in the database. Prints restarts
 * survived, start times, writes acknowledged and lost; exits 1 on a failed start or a lost write.
 * Bounded: CRASH_ROUNDS (default 5, at most 50), CRASH_WRITERS (default 8), 60 s per start.
 */
const rounds = envInt('CRASH_ROUNDS', 5, 50);
const writers = envInt('CRASH_WRITERS', 8, 64);
const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'crash-restart-'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const port = await freePort();
function start(seed: boolean): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
      SEED_ON_START: seed ? 'true' : 'false',
      NODE_ENV: 'development',
    },
  });
}

async function waitHealthy(child: ChildProcess, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  let exited = false;
  child.once('exit', () => (exited = true));
  while (Date.now() - started < timeoutMs && !exited) {
    try {
      if ((await http(port, 'GET', '/health', { timeoutMs: 1000 })).status === 200) return Date.now() - started;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

const acknowledged: string[] = [];
let survived = 0;
const startMs: number[] = [];
let stderr = '';
let exitCode = 0;
let child = start(true);
child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
try {
  const first = await waitHealthy(child, 120_000);
  if (first === null) throw new Error(`first start failed: ${stderr.slice(-800)}`);
  for (let round = 0; round < rounds; round++) {
    let writing = true;
    const loops = Array.from({ length: writers }, async (_, w) => {
      for (let n = 0; writing; n++) {
        const name = `crash r${round} w${w} n${n}`;
        try {
          const res = await http(port, 'POST', '/api/v1/request-job', {
            ...jsonBody({ job_request_name: name }),
            timeoutMs: 2000,
          });
          if (res.status === 201) acknowledged.push(name);
        } catch {
          return; // the server is gone
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
    child.kill('SIGKILL');
    writing = false;
    await Promise.all(loops);
    // Straight away: the old process may still be a zombie holding nothing.
    stderr = '';
    child = start(false);
    child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    const ms = await waitHealthy(child, 60_000);
    if (ms === null) {
      console.log(`restart ${round + 1} FAILED: ${stderr.slice(-800)}`);
      exitCode = 1;
      break;
    }
    survived++;
    startMs.push(ms);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

const handle = await createDatabase({ dataDir });
const { rows } = await sql<{ name: string }>`select job_request_name as name from job_requests`.execute(handle.db);
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
const found = new Set(rows.map((r) => r.name));
const lost = acknowledged.filter((name) => !found.has(name)).length;
const unanswered = rows.length - acknowledged.filter((name) => found.has(name)).length;

console.log(`kill -9 restarts:        ${rounds}`);
console.log(`restarts survived:       ${survived}/${rounds}`);
console.log(`start after kill (ms):   ${startMs.join(', ')}`);
console.log(`writes acknowledged:     ${acknowledged.length}`);
console.log(`writes lost:             ${lost}`);
console.log(`applied, not answered:   ${unanswered} (committed as the process died: allowed)`);
if (lost) exitCode = 1;
process.exit(exitCode);
