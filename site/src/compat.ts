// Can the live shell run this build of a remote? (docs/decisions/311.) Every production build
// writes compat.json (shared-kit/build/compat-plugin.cjs): a shell what it provides, a remote what
// it needs. The page runs the shell's shared-kit and federation runtime whatever a remote was built
// with, so a remote needing a kit export, a runtime name, a route id or a stored key the shell lacks
// breaks or degrades its slot. publish-remote refuses such a build unless forced.
import fs from 'node:fs';
import path from 'node:path';

export const COMPAT_FILE = 'compat.json';

/** A build's compat.json (shared-kit/build/compat-plugin.cjs): what a shell provides, what a remote needs. */
export interface Compat {
  kit: { version: string; exports?: Record<string, string[] | null>; uses?: Record<string, string[] | null> };
  runtime?: { provides?: string[]; asks?: string[] | null };
  routes?: string[];
  declares?: string[];
  storage?: Partial<Record<'cookie' | 'local' | 'session', string[]>>;
}

function readJson(file: string): Compat | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The compat.json of a build folder (the shell's dist/, a remote's dist/<version>/); null if none. */
export const readCompat = (dir: string): Compat | null => readJson(path.join(dir, COMPAT_FILE));

const major = (version: string) => Number(String(version).split('.')[0]);
const missing = (wanted: string[] | null | undefined, have: string[] | null | undefined) =>
  (wanted ?? []).filter((name) => !(have ?? []).includes(name));

/**
 * What the shell lacks for the remote, one sentence each (empty: it can run it).
 * @param {object|null} shell the live shell's compat.json
 * @param {object|null} remote the remote build's compat.json
 * @returns {string[]}
 */
export function compatProblems(shell: Compat | null, remote: Compat | null): string[] {
  if (!shell) {
    return [
      'the live shell has no compat.json (built before decision 311): what it provides is unknown — rebuild the shell',
    ];
  }
  if (!remote)
    return ['this build has no compat.json (built before decision 311): what it needs is unknown — rebuild it'];
  const problems: string[] = [];
  if (major(remote.kit.version) !== major(shell.kit.version)) {
    problems.push(
      `it was built with shared-kit ${remote.kit.version} and the shell runs shared-kit ${shell.kit.version}, a major version apart`,
    );
  }
  for (const [entry, names] of Object.entries(remote.kit.uses ?? {})) {
    const have = shell.kit.exports?.[entry];
    if (names === null) problems.push(`it imports ${entry} as a whole, so the names it needs cannot be checked`);
    else if (have === null || have === undefined) {
      if (names.length)
        problems.push(`the shell's ${entry} exports cannot be listed, so ${names.join(', ')} cannot be checked`);
    } else {
      const lacking = missing(names, have);
      if (lacking.length)
        problems.push(`the shell's ${entry} (${shell.kit.version}) does not export ${lacking.join(', ')}`);
    }
  }
  if (remote.runtime?.asks === null) {
    problems.push('it reads the federation runtime as a whole object, so the names it needs cannot be checked');
  } else {
    const lacking = missing(remote.runtime?.asks, shell.runtime?.provides);
    if (lacking.length) {
      problems.push(`the shell's federation runtime does not provide ${lacking.join(', ')} (its entry would throw)`);
    }
  }
  // A route the remote declares itself travels with it (its routes.json): the shell need not have it.
  const own = remote.declares ?? [];
  const routes = missing(
    (remote.routes ?? []).filter((id) => !own.includes(id)),
    shell.routes,
  );
  if (routes.length) {
    problems.push(`the shell's route table has no route ${routes.join(', ')} (links to it would show as plain text)`);
  }
  for (const area of ['cookie', 'local', 'session'] as const) {
    const keys = missing(remote.storage?.[area], shell.storage?.[area]);
    if (keys.length) {
      problems.push(
        `the shell's tables have no ${area} key ${keys.join(', ')} (read as this build's default only on a shell with decision 312)`,
      );
    }
  }
  return problems;
}

/** The message publish-remote prints when it refuses (or, forced, warns about) a build. */
export function refusal(remote: string, version: string, problems: string[], { forced = false } = {}): string {
  const head = forced
    ? `${remote} ${version}: published with --force although the live shell cannot fully run it:`
    : `${remote} ${version} was not published: the live shell cannot run it:`;
  const tail = forced
    ? 'Risk: the slot may show its fallback, plain text instead of links, or its error page until a shell that provides these is live.'
    : `Ship the shell first (pnpm --filter shell build), or publish anyway with --force (the slot may show its fallback, plain text instead of links, or its error page).`;
  return [head, ...problems.map((p) => `  - ${p}`), tail].join('\n');
}
