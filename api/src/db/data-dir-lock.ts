import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';

/**
 * One process at a time may open an embedded database folder (PGlite is one PostgreSQL backend
 * inside the process; two would corrupt it). The lock is a file, `<dir>.lock`, that says who
 * holds it — and that claim is verified, never trusted on the PID alone
 * (docs/decisions/032-database-timeouts-and-restarts.md):
 *
 * - it records the PID, that process's start time (Linux: /proc/<pid>/stat), the boot id and the
 *   host name, and the holder touches the file every HEARTBEAT_MS;
 * - a lock is held only if, on this host and boot, the PID is alive, not a zombie, and started
 *   at the recorded time (so a reused PID — PID 1 in a restarted container — or a zombie left by
 *   kill -9 does not count). Where /proc is missing (macOS), or the lock was written on another
 *   host (a shared volume), a lock counts as held only while its heartbeat is fresh;
 * - a stale lock is taken over under a short mutex (mkdir), so two starts cannot both win.
 */
export const HEARTBEAT_MS = 2000;
/** A lock whose heartbeat is older than this is stale wherever nothing better can be checked. */
export const STALE_MS = 10_000;

export interface LockRecord {
  pid: number;
  /** Process start time in clock ticks since boot (Linux), or null where unknown. */
  start: string | null;
  boot: string | null;
  host: string;
}

const openHere = new Set<string>();

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

export function bootId(): string | null {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || null;
}

/** State letter and start time of a process from /proc, or null when there is no such process / no /proc. */
export function procStat(pid: number): { state: string; start: string } | null {
  const text = readText(`/proc/${pid}/stat`);
  if (!text) return null;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const state = fields[0];
  const start = fields[19];
  return state && start ? { state, start } : null;
}

const hasProc = () => readText('/proc/self/stat') !== null;

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function ownRecord(): LockRecord {
  return { pid: process.pid, start: procStat(process.pid)?.start ?? null, boot: bootId(), host: hostname() };
}

function parseRecord(text: string | null): Partial<LockRecord> | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    // An older lock held the PID alone.
    if (typeof value === 'number') return { pid: value };
    if (value && typeof value === 'object') return value as Partial<LockRecord>;
  } catch {
    /* unreadable: judged by its heartbeat alone */
  }
  return {};
}

/** Why a lock is held (a short reason), or null when it is stale and may be taken over. */
export function heldBy(record: Partial<LockRecord>, mtimeMs: number, now = Date.now()): string | null {
  const fresh = now - mtimeMs < STALE_MS;
  const pid = typeof record.pid === 'number' && Number.isInteger(record.pid) && record.pid > 0 ? record.pid : null;
  if (pid === null) return fresh ? 'an unreadable lock with a fresh heartbeat' : null;
  if (record.host && record.host !== hostname()) {
    return fresh ? `process ${pid} on ${record.host} (its heartbeat is fresh)` : null;
  }
  // Not us: this process would know (openHere); a record naming our PID is left by an earlier
  // process that had the same number.
  if (pid === process.pid) return null;
  const here = bootId();
  if (record.boot && here && record.boot !== here) return null; // written before a reboot
  if (hasProc()) {
    const stat = procStat(pid);
    if (!stat || stat.state === 'Z' || stat.state === 'X') return null; // gone, or a zombie after kill -9
    if (record.start) return stat.start === record.start ? `process ${pid}` : null; // reused PID
    // An old lock with no start time: believe it only while its file is fresh.
    return fresh ? `process ${pid}` : null;
  }
  return pidAlive(pid) && fresh ? `process ${pid}` : null;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Takes the lock of `dir` (file `<dir>.lock`) or throws naming the holder. Returns the release. */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  if (openHere.has(lockPath)) {
    throw new Error(`The embedded database in ${dir} is already open in this process`);
  }
  const me = ownRecord();
  const text = JSON.stringify(me);
  const deadline = Date.now() + 3000;
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const current = readText(lockPath);
    const mtime = mtimeOf(lockPath);
    if (current === null || mtime === null) continue; // released meanwhile: try again
    const holder = heldBy(parseRecord(current) ?? {}, mtime);
    if (holder) {
      throw new Error(
        `The embedded database in ${dir} is in use by ${holder}. ` +
          'Stop that process first (or set DATABASE_URL to share a PostgreSQL database).',
      );
    }
    takeOver(lockPath, current);
    if (Date.now() > deadline) throw new Error(`Could not lock the embedded database in ${dir}`);
  }
  openHere.add(lockPath);

  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(lockPath, now, now);
    } catch {
      /* removed by hand: nothing to refresh */
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return () => {
    clearInterval(heartbeat);
    openHere.delete(lockPath);
    // Only our own lock: never one another process took over meanwhile.
    if (readText(lockPath) === text) rmSync(lockPath, { force: true });
  };
}

function mtimeOf(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}

/** Removes a stale lock, holding `<lock>.takeover` so that two starts cannot both remove and win. */
function takeOver(lockPath: string, staleText: string): void {
  const mutex = `${lockPath}.takeover`;
  try {
    mkdirSync(mutex);
  } catch {
    // Someone else is taking over; a mutex left by a crash in these few lines expires.
    const age = mtimeOf(mutex);
    if (age !== null && Date.now() - age > STALE_MS) rmSync(mutex, { recursive: true, force: true });
    else sleep(50);
    return;
  }
  try {
    // Still the same stale lock (not one a faster process has just written)?
    if (readText(lockPath) === staleText) rmSync(lockPath, { force: true });
  } finally {
    rmdirSync(mutex);
  }
}
