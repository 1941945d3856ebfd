// The workspace's packages and their roles: the one place the list of remotes comes from.
// Each package says what it is in its package.json ("role": host | remote | library | server | e2e);
// the lint boundaries, the remotes map, the message check, the test run and the bundle benchmark
// all read it here, so adding a remote is one new package, not six edits (docs/decisions/045).
// Only Node's standard library: this runs before dependencies are installed.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Folders listed under `packages:` in pnpm-workspace.yaml (plain names, no globs here). */
function workspaceDirs() {
  const yaml = fs.readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  /** @type {string[]} */
  const dirs = [];
  let inPackages = false;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    else if (inPackages) {
      const item = /^\s+-\s+['"]?([^'"#\s]+)['"]?/.exec(line);
      if (item?.[1]) dirs.push(item[1]);
    }
  }
  return dirs;
}

/**
 * @typedef {{ name: string, dir: string, role: string | null, federationName: string | null }} WorkspacePackage
 * @returns {WorkspacePackage[]} every workspace package, in pnpm-workspace.yaml order
 */
export function workspacePackages() {
  return workspaceDirs().map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
    const federated = pkg.role === 'remote' || pkg.role === 'host';
    // A remote's Module Federation name is its package name made identifier-safe (mfe-jobs → mfe_jobs).
    return {
      name: pkg.name,
      dir,
      role: pkg.role ?? null,
      federationName: federated ? pkg.name.replace(/-/g, '_') : null,
    };
  });
}

/**
 * Package names with one of these roles.
 * @param {...string} roles
 * @returns {string[]}
 */
export function packagesWithRole(...roles) {
  return workspacePackages()
    .filter((p) => p.role !== null && roles.includes(p.role))
    .map((p) => p.name);
}

/** The remotes (role "remote"), sorted by name so every list is in the same order. */
export function remoteNames() {
  return packagesWithRole('remote').sort();
}
