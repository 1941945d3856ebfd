// node --test scripts/lib/: the test run's own reporting (what `npm test` prints and refuses).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { combined, fromJest, fromNodeTap, fromPlaywright, incompleteRun, notRun, summary } from './test-report.mjs';

const jestReport = (cases, extra = {}) => ({
  numPassedTests: cases.filter(([, s]) => s === 'passed').length,
  numFailedTests: cases.filter(([, s]) => s === 'failed').length,
  numPendingTests: cases.filter(([, s]) => s === 'pending').length,
  numTodoTests: cases.filter(([, s]) => s === 'todo').length,
  numRuntimeErrorTestSuites: 0,
  testResults: [
    { name: '/repo/api/src/x.test.ts', assertionResults: cases.map(([fullName, status]) => ({ fullName, status })) },
  ],
  ...extra,
});

describe('the test summary', () => {
  it('prints passed, failed and skipped per suite and a closing line with all three', () => {
    const suites = [
      fromJest(
        'shell',
        jestReport([
          ['a', 'passed'],
          ['b', 'passed'],
        ]),
        true,
      ),
      fromJest(
        'api-embedded',
        jestReport([
          ['c', 'passed'],
          ['d', 'pending'],
          ['e', 'todo'],
        ]),
        true,
      ),
      notRun('api-postgres', 'DATABASE_URL is not set'),
    ];
    const { lines, closing } = summary(suites);
    assert.ok(lines.includes('  ✓ shell          2 passed, 0 failed, 0 skipped'));
    assert.ok(lines.includes('  ✓ api-embedded   1 passed, 0 failed, 2 skipped'));
    assert.ok(lines.includes('  – api-postgres   not run (DATABASE_URL is not set)'));
    assert.equal(closing, 'tests: 3 passed, 0 failed, 2 skipped');
  });

  it('counts a file that failed to load, and a runner that failed with no failing test', () => {
    const broken = fromJest('mfe-quiz', jestReport([['a', 'passed']], { numRuntimeErrorTestSuites: 1 }), false);
    const crashed = fromJest('mfe-jobs', null, false);
    const timedOut = fromJest('shared-kit', jestReport([['a', 'passed']]), false);
    assert.equal(summary([broken, crashed, timedOut]).closing, 'tests: 2 passed, 3 failed, 0 skipped');
  });

  it('reads Playwright skips and counts flaky tests as failures', () => {
    const report = {
      stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 1 },
      suites: [
        {
          title: 'site.spec.ts',
          file: 'site.spec.ts',
          specs: [],
          suites: [
            {
              title: 'pages',
              file: 'site.spec.ts',
              specs: [
                { title: 'home', file: 'site.spec.ts', tests: [{ status: 'expected' }] },
                { title: 'quiz', file: 'site.spec.ts', tests: [{ status: 'flaky' }] },
                { title: 'later', file: 'site.spec.ts', tests: [{ status: 'skipped' }] },
              ],
            },
          ],
        },
      ],
    };
    const e2e = fromPlaywright('e2e', report, false);
    assert.deepEqual(
      e2e.cases.map((c) => [c.key, c.status]),
      [
        ['site.spec.ts › pages › home', 'passed'],
        ['site.spec.ts › pages › quiz', 'failed'],
        ['site.spec.ts › pages › later', 'skipped'],
      ],
    );
    assert.equal(summary([e2e]).closing, 'tests: 1 passed, 1 failed, 1 skipped');
  });

  it('adds up the browser suite’s phases: a failure in one leaves the others’ tests run', () => {
    const phase = (file, tests, ok) =>
      fromPlaywright(
        'e2e',
        {
          stats: {
            expected: tests.filter(([, s]) => s === 'expected').length,
            unexpected: tests.filter(([, s]) => s === 'unexpected').length,
            skipped: 0,
          },
          suites: [
            { title: file, file, specs: tests.map(([title, status]) => ({ title, file, tests: [{ status }] })) },
          ],
        },
        ok,
      );
    const e2e = combined('e2e', [
      phase(
        'site.spec.ts',
        [
          ['home', 'expected'],
          ['quiz', 'unexpected'],
        ],
        false,
      ),
      phase('team-events.spec.ts', [['publish', 'expected']], true),
      phase('remotes.spec.ts', [['retry', 'expected']], true),
    ]);
    assert.equal(e2e.ok, false);
    assert.deepEqual(
      e2e.cases.map((c) => [c.key, c.status]),
      [
        ['site.spec.ts › home', 'passed'],
        ['site.spec.ts › quiz', 'failed'],
        ['team-events.spec.ts › publish', 'passed'],
        ['remotes.spec.ts › retry', 'passed'],
      ],
    );
    assert.deepEqual(incompleteRun([e2e], ['e2e']), []);
    assert.equal(summary([e2e]).closing, 'tests: 3 passed, 1 failed, 0 skipped');
  });
});

describe('a run that must have every service (REQUIRE_SERVICES=1)', () => {
  it('refuses a required suite that did not run', () => {
    const problems = incompleteRun([notRun('api-postgres', 'DATABASE_URL is not set')], ['api-postgres']);
    assert.deepEqual(problems, ['suite api-postgres did not run (DATABASE_URL is not set)']);
  });

  it('refuses a test skipped everywhere, accepts one that ran on the other database, ignores todos', () => {
    const embedded = fromJest(
      'api-embedded',
      jestReport([
        ['postgres timeouts answer 503', 'pending'],
        ['redis limiter shares counts', 'pending'],
        ['write the export test', 'todo'],
      ]),
      true,
      '/repo',
    );
    const postgres = fromJest(
      'api-postgres',
      jestReport([
        ['postgres timeouts answer 503', 'passed'],
        ['redis limiter shares counts', 'pending'],
        ['write the export test', 'todo'],
      ]),
      true,
      '/repo',
    );
    assert.deepEqual(incompleteRun([embedded, postgres], ['api-postgres']), [
      'skipped in api-embedded, api-postgres and run nowhere: api/src/x.test.ts › redis limiter shares counts',
    ]);
  });
});

describe('node --test TAP (the cluster suite)', () => {
  it('counts top-level passed, failed and skipped tests, not their subtests', () => {
    const tap = [
      'TAP version 13',
      '# Subtest: pages answer',
      '    ok 1 - inner step',
      'ok 1 - pages answer',
      'not ok 2 - a write is stored once',
      'ok 3 - a process killed # SKIP needs DATABASE_URL',
      '1..3',
    ].join('\n');
    const r = fromNodeTap('cluster', tap, false, 'scripts/cluster/cluster.test.mjs');
    assert.deepEqual([r.passed, r.failed, r.skipped], [1, 1, 1]);
    assert.deepEqual(
      r.cases.map((c) => c.status),
      ['passed', 'failed', 'skipped'],
    );
    assert.equal(r.cases[2].key, 'scripts/cluster/cluster.test.mjs › a process killed');
  });

  it('a run that wrote no TAP, or failed without a failed test, counts as one failure', () => {
    assert.equal(fromNodeTap('cluster', null, false).failed, 1);
    assert.equal(fromNodeTap('cluster', 'TAP version 13\n', false).failed, 1);
    assert.equal(fromNodeTap('cluster', 'TAP version 13\nok 1 - a\n', true).failed, 0);
  });
});
