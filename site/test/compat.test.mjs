// node --test site/test/ (pnpm --filter site-server test): publish-remote's check (docs/decisions/311). A remote's compat.json says
// what it needs of the live shell, the shell's what it provides; every kind of lack is named.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compatProblems, refusal } from '../dist/compat.js';

const shell = {
  kind: 'host',
  kit: {
    version: '1.1.0',
    exports: {
      'shared-kit': ['RouteLink', 'getLocal', 'useLocale'],
      'shared-kit/state': ['useAtom'],
      'shared-kit/query': ['useQuery'],
    },
  },
  runtime: { version: '2.9.2', provides: ['ModuleFederation', 'helpers', 'loadScript'] },
  routes: ['about', 'home', 'jobs.detail'],
  storage: { cookie: ['leadsID'], local: ['compareJobs'], session: ['journeyStarted'] },
};
const remote = {
  kind: 'remote',
  kit: {
    version: '1.1.0',
    uses: { 'shared-kit': ['RouteLink', 'useLocale'], 'shared-kit/state': [], 'shared-kit/query': ['useQuery'] },
  },
  runtime: { asks: ['ModuleFederation', 'helpers'] },
  routes: ['about', 'jobs.detail'],
  storage: { cookie: ['leadsID'], local: ['compareJobs'], session: [] },
};
const newer = (change) => change(structuredClone(remote));

test('a remote the shell provides everything for has no problems', () => {
  assert.deepEqual(compatProblems(shell, remote), []);
});

test('a newer remote on an older shell: each missing kit export, runtime name, route id and stored key is named', () => {
  const problems = compatProblems(
    shell,
    newer((r) => {
      r.kit.version = '1.2.0';
      r.kit.uses['shared-kit'].push('useStored');
      r.runtime.asks.push('loadEntry');
      r.routes.push('faq');
      r.storage.local.push('shortlist');
      return r;
    }),
  );
  assert.deepEqual(problems, [
    "the shell's shared-kit (1.1.0) does not export useStored",
    "the shell's federation runtime does not provide loadEntry (its entry would throw)",
    "the shell's route table has no route faq (links to it would show as plain text)",
    "the shell's tables have no local key shortlist (read as this build's default only on a shell with decision 312)",
  ]);
});

test("a route the remote declares itself (its routes.json) is not asked of the shell; a link to another remote's new one is", () => {
  const withPage = newer((r) => {
    r.routes.push('faq', 'events.calendar');
    r.declares = ['faq'];
    return r;
  });
  assert.deepEqual(compatProblems(shell, withPage), [
    "the shell's route table has no route events.calendar (links to it would show as plain text)",
  ]);
});

test('an older remote on a newer shell that removed what it uses is refused; a major apart too', () => {
  const newerShell = structuredClone(shell);
  newerShell.kit.version = '2.0.0';
  newerShell.kit.exports['shared-kit'] = ['RouteLink', 'useLocale2'];
  newerShell.routes = ['home', 'jobs.detail'];
  assert.deepEqual(compatProblems(newerShell, remote), [
    'it was built with shared-kit 1.1.0 and the shell runs shared-kit 2.0.0, a major version apart',
    "the shell's shared-kit (2.0.0) does not export useLocale",
    "the shell's route table has no route about (links to it would show as plain text)",
  ]);
});

test('a build or shell without compat.json, or that cannot be listed, is not taken on trust', () => {
  assert.match(compatProblems(null, remote)[0], /live shell has no compat.json/);
  assert.match(compatProblems(shell, null)[0], /this build has no compat.json/);
  assert.match(
    compatProblems(
      shell,
      newer((r) => ((r.kit.uses['shared-kit'] = null), r)),
    )[0],
    /as a whole/,
  );
  assert.match(
    compatProblems(
      shell,
      newer((r) => ((r.runtime.asks = null), r)),
    )[0],
    /runtime as a whole/,
  );
});

test('the refusal names the remote, the version, each problem and what --force risks', () => {
  const text = refusal('mfe-quiz', 'abc123', ['the shell lacks x']);
  assert.match(text, /^mfe-quiz abc123 was not published: the live shell cannot run it:\n {2}- the shell lacks x\n/);
  assert.match(text, /--force/);
  assert.match(refusal('mfe-quiz', 'abc123', ['x'], { forced: true }), /^mfe-quiz abc123: published with --force/);
});
