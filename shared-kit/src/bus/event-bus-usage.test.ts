import fs from 'node:fs';
import path from 'node:path';

// Nothing speculative on the bus: every declared event is emitted somewhere in the apps' source
// and listened to somewhere (tests do not count), so an event without both ends fails here.
const root = path.join(__dirname, '..', '..', '..');

function declaredEvents(): string[] {
  const source = fs.readFileSync(path.join(__dirname, 'event-bus.ts'), 'utf8');
  const body = /export interface BusEvents \{([\s\S]*?)\n\}/.exec(source)![1]!;
  return [...body.matchAll(/^\s+'?([\w:-]+)'?\??:/gm)].map((m) => m[1]!);
}

/** Source files (no tests) of the front-end packages: the library, the host and the remotes. */
function frontEndSources(): string[] {
  const yaml = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const dirs = [.../^packages:\n((?:\s+-.*\n)+)/m.exec(yaml)![1]!.matchAll(/-\s+['"]?([\w.-]+)/g)].map((m) => m[1]!);
  const frontEnd = dirs.filter((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as { role?: string };
    return pkg.role === 'library' || pkg.role === 'host' || pkg.role === 'remote';
  });
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'node_modules' ? [] : walk(full);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
    });
  return frontEnd.flatMap((dir) => walk(path.join(root, dir, 'src')));
}

describe('the bus events', () => {
  const sources = frontEndSources()
    .filter((f) => !f.endsWith(path.join('bus', 'event-bus.ts')))
    .map((f) => fs.readFileSync(f, 'utf8'));
  const events = declaredEvents();

  it('are read from the declaration', () => {
    expect(events).toEqual(expect.arrayContaining(['account:open-signup', 'route:not-found']));
  });

  it.each(events)('%s is emitted and listened to in the source', (event) => {
    const quoted = `\\s*['"]${event.replace(/[-:]/g, '\\$&')}['"]`;
    expect(sources.some((s) => new RegExp(`\\bemit\\(${quoted}`).test(s))).toBe(true);
    expect(sources.some((s) => new RegExp(`\\bon\\(${quoted}`).test(s))).toBe(true);
  });
});
