import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { OUTBOX_ID_PATTERN, type OutboxEntry } from './mailer.js';

const ID_RE = new RegExp(OUTBOX_ID_PATTERN);

export function isOutboxId(id: string): boolean {
  return ID_RE.test(id);
}

async function ids(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter(isOutboxId)
    .sort()
    .reverse();
}

/** The newest messages first (ids start with the time they were written). */
export async function listOutbox(dir: string, limit = 100): Promise<OutboxEntry[]> {
  const entries: OutboxEntry[] = [];
  for (const id of (await ids(dir)).slice(0, limit)) {
    const entry = await readOutboxEntry(dir, id);
    if (entry) entries.push(entry);
  }
  return entries;
}

export async function readOutboxEntry(dir: string, id: string): Promise<OutboxEntry | null> {
  if (!isOutboxId(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as OutboxEntry;
  } catch {
    return null;
  }
}

export async function readOutboxRaw(dir: string, id: string): Promise<string | null> {
  if (!isOutboxId(id)) return null;
  try {
    return await readFile(join(dir, `${id}.eml`), 'utf8');
  } catch {
    return null;
  }
}

/** Deletes every message; returns how many there were. */
export async function clearOutbox(dir: string): Promise<number> {
  const all = await ids(dir);
  for (const id of all) {
    await rm(join(dir, `${id}.json`), { force: true });
    await rm(join(dir, `${id}.eml`), { force: true });
  }
  return all.length;
}
