import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { packageRoot } from '../paths.js';
import { createDatabase } from './create-db.js';
import { bootId, heldBy, lockDataDir, ownRecord, procStat } from './data-dir-lock.js';

/**
 * Finding 5 of the reliability review: after a crash the embedded database must start again at
 * once. The lock names its holder by PID *and* start time, so a zombie, a reused PID (PID 1 in a
 * container) or a dead process never blocks a start.
 */
const linux = procStat(process.pid) !== null;
const onLinux = linux ? test : test.skip;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => join(dir, 'pglite.lock');
const writeLock = (content: unknown, ageMs = 0) => {
  writeFileSync(lockFile(), typeof content === 'string' ? content : JSON.stringify(content));
  const at = new Date(Date.now() - ageMs);
  utimesSync(lockFile(), at, at);
};

describe('the embedded database lock', () => {
  onLinux('a lock naming PID 1 (a live, unrelated process) does not block', () => {
    writeLock({ pid: 1, start: '12345678', boot: bootId(), host: hostname() });
    const release = lockDataDir(join(dir, 'pglite'));
    release();
    // An older lock holding the PID alone, written a while ago, does not either.
    writeLock('1', 60_000);
    lockDataDir(join(dir, 'pglite'))();
  });

  test('a lock naming a process that no longer exists does not block', () => {
    writeLock({ pid: 2 ** 22 + 17, start: '1', boot: bootId(), host: hostname() });
    lockDataDir(join(dir, 'pglite'))();
  });

  onLinux('a lock written before the last reboot does not block', () => {
    const me = ownRecord();
    expect(heldBy({ ...me, pid: 1, start: procStat(1)!.start, boot: 'another-boot' }, Date.now())).toBeNull();
  });

  onLinux('a live holder blocks, named in the message', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      writeLock({ pid: child.pid, start: procStat(child.pid!)!.start, boot: bootId(), host: hostname() });
      expect(() => lockDataDir(join(dir, 'pglite'))).toThrow(`in use by process ${child.pid}`);
      // The same PID with another start time is someone else.
      writeLock({ pid: child.pid, start: '1', boot: bootId(), host: hostname() });
      lockDataDir(join(dir, 'pglite'))();
    } finally {
      child.kill('SIGKILL');
    }
  });

  onLinux('a zombie (killed, not yet reaped) does not block', async () => {
    // A child that never gets reaped quickly: its parent (this process) reaps only on the event loop.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    writeLock({ pid: child.pid, start: procStat(child.pid!)!.start, boot: bootId(), host: hostname() });
    process.kill(child.pid!, 'SIGKILL');
    // Synchronously, before the event loop can reap it: it is a zombie now, or gone.
    const deadline = Date.now() + 2000;
    while (procStat(child.pid!)?.state !== 'Z' && procStat(child.pid!) !== null && Date.now() < deadline) {
      /* spin until the kernel has marked it */
    }
    lockDataDir(join(dir, 'pglite'))();
  });

  test('two opens of one folder in one process: the second is refused', async () => {
    const first = await createDatabase({ dataDir: dir });
    try {
      await expect(createDatabase({ dataDir: dir })).rejects.toThrow(/already open in this process/);
    } finally {
      await first.close();
    }
  });
});

function startWriter(tag: string): { child: ChildProcess; acks: string[]; ready: Promise<number> } {
  const child = spawn(
    process.execPath,
    // `--import tsx` keeps it one process (the tsx command would run the script in a child that
    // SIGKILL does not reach).
    ['--import', 'tsx', 'src/test/pglite-writer.ts', dir, tag],
    { cwd: packageRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const acks: string[] = [];
  let stderr = '';
  let buffered = '';
  const ready = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line.startsWith('ready ')) resolve(Number(line.slice(6)));
        else if (line.startsWith('ack ')) acks.push(line.slice(4));
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`writer exited (${code ?? signal}): ${stderr.slice(-500)}`)));
  });
  return { child, acks, ready };
}

test('kill -9 during writes, restart at once, five times: every start succeeds, nothing acknowledged is lost', async () => {
  const acknowledged: string[] = [];
  const startMs: number[] = [];
  for (let round = 0; round < 5; round++) {
    const writer = startWriter(`r${round}`);
    startMs.push(await writer.ready);
    const until = Date.now() + 4000;
    while (writer.acks.length < 20 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    writer.child.kill('SIGKILL'); // mid-write: no clean shutdown, lock file left behind
    writer.ready.catch(() => {}); // its exit is expected now
    acknowledged.push(...writer.acks);
    expect(writer.acks.length).toBeGreaterThan(0);
    // No waiting for the exit: the next start comes while the old process may still be a zombie.
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const handle = await createDatabase({ dataDir: dir });
  try {
    const { rows } = await sql<{ name: string }>`select job_request_name as name from job_requests`.execute(handle.db);
    const found = new Set(rows.map((r) => r.name));
    const lost = acknowledged.filter((name) => !found.has(name));
    expect({ acknowledged: acknowledged.length, lost }).toEqual({ acknowledged: acknowledged.length, lost: [] });
  } finally {
    await handle.close();
  }
}, 90_000);
