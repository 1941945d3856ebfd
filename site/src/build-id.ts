// The site's build id (spec §4, §7 "builds/latest.json"; decision 140): one hash over what a page
// is made of — the shell's index.html (it names the shell's hashed scripts) and the remotes map as
// served (which build of each remote, and when it was published). It changes when the shell is
// rebuilt or any remote is published, rolled back or republished; an open tab that sees a new id
// offers a reload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SITE_DIR, type RemotesMap } from './remotes.js';

export interface BuildInfo {
  id: string;
  shell: string | null;
  remotes: Record<string, string | null>;
}

export const LATEST_BUILD_FILE = path.join(SITE_DIR, 'builds', 'latest.json');

/**
 * @param {string | Buffer | null} shellHtml the shell's built index.html as on disk (null: not built)
 * @param {{ remotes?: Record<string, { name: string, entry: string, version?: string, publishedAt?: string }> }} map
 *   the remotes map as served
 * @returns {{ id: string, shell: string | null, remotes: Record<string, string | null> }}
 */
export function buildInfo(shellHtml: string | Buffer | null, map: RemotesMap): BuildInfo {
  const remotes = Object.fromEntries(
    Object.entries(map.remotes ?? {})
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([remote, entry]) => [remote, entry]),
  );
  const shell = shellHtml === null ? null : crypto.createHash('sha256').update(shellHtml).digest('hex').slice(0, 16);
  const id = crypto.createHash('sha256').update(JSON.stringify({ shell, remotes })).digest('hex').slice(0, 16);
  return {
    id,
    shell,
    remotes: Object.fromEntries(Object.entries(remotes).map(([remote, e]) => [remote, e.version ?? null])),
  };
}

/** Writes builds/latest.json beside the remotes map (atomically), for a static host to serve. */
export function writeLatestBuild(info: BuildInfo, file = LATEST_BUILD_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(info, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** The shell's built index.html, or null before the first build. */
export function readShellHtml(shellDir: string): Buffer | null {
  try {
    return fs.readFileSync(path.join(shellDir, 'index.html'));
  } catch {
    return null;
  }
}
