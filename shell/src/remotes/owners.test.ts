import fs from 'node:fs';
import path from 'node:path';
import { OWNERS } from './owners';

const root = path.join(__dirname, '..', '..', '..');

/** Workspace packages whose package.json says "role": "remote" (the one list of remotes). */
function workspaceRemotes(): string[] {
  const yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const packages = /^packages:\n((?:\s+-.*\n)+)/m.exec(yaml)![1]!;
  const dirs = [...packages.matchAll(/-\s+['"]?([\w.-]+)/g)].map((m) => m[1]!);
  return dirs
    .map((dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')))
    .filter((pkg: { role?: string }) => pkg.role === 'remote')
    .map((pkg: { name: string }) => pkg.name)
    .sort();
}

describe('the remotes the shell knows', () => {
  it('are exactly the workspace packages whose role is "remote"', () => {
    expect([...OWNERS].sort()).toEqual(workspaceRemotes());
  });

  it('each have a slot in the page', () => {
    const html = fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
    for (const owner of OWNERS) expect(html).toContain(`id="slot-${owner}"`);
  });
});
