// node --test scripts/lib/: shared-kit/report.api.md is current (docs/decisions/311): a change to
// shared-kit's shared surface shows in review, with the version that says what kind of change.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { kitVersion, readReport } from './kit-api.mjs';
import { ROOT } from './run.mjs';

test("the API report lists shared-kit's surface at its version", () => {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'kit-api.mjs'), '--check'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const report = readReport();
  assert.equal(report.version, kitVersion());
  assert.ok(report.exports['shared-kit'].includes('RouteLink'));
  assert.ok(report.exports['shared-kit'].includes('declareStorage'));
  assert.ok(report.exports['shared-kit/state'].includes('currentQuestionAtom'));
  assert.ok(!report.exports['shared-kit'].includes('RouteLinkProps'), 'types are not run-time names');
});
