#!/usr/bin/env node
// `npm test`: every check and test of the project, in the order that fails fastest.
//   lint · format · message catalogues · typecheck · build · unit tests (jest, every package) ·
//   API tests on the embedded database, and again on PostgreSQL when DATABASE_URL is set ·
//   end-to-end tests in Debian's chromium against the composed site.
// Prints one closing line "tests: N passed, N failed". Set E2E=0 to skip the browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, run, runPnpm } from './lib/run.mjs';

const started = Date.now();
const results = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'career-test-'));
process.env.TURBO_TELEMETRY_DISABLED = '1';

function jest(pkg, label, env = {}) {
  const out = path.join(tmp, `${label}.json`);
  const ok = runPnpm(['--filter', pkg, 'exec', 'jest', '--ci', '--json', `--outputFile=${out}`], {
    env,
    allowFail: true,
  });
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
  results.push({
    label,
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + (report ? report.numRuntimeErrorTestSuites : 1),
    ok,
  });
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  const isRoot = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !apt) {
    console.error(`Debian's chromium is missing (${chromium}) and cannot be installed here: apt-get install chromium`);
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env, allowFail: true });
  return run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core'], { env, allowFail: true });
}

ensureInstalled();
run('node', ['scripts/i18n.mjs', 'check']);
runPnpm(['exec', 'eslint', '.', '--max-warnings=0']);
runPnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']);
runPnpm(['exec', 'turbo', 'run', 'typecheck', 'build', '--output-logs=errors-only']);

for (const pkg of ['shared-kit', 'shell', 'mfe-content', 'mfe-jobs', 'mfe-quiz', 'mfe-account']) jest(pkg, pkg);

// The API suite on the embedded database, then the same suite on PostgreSQL.
const { DATABASE_URL } = process.env;
jest('api', 'api-embedded', { DATABASE_URL: '' });
if (DATABASE_URL) jest('api', 'api-postgres', { DATABASE_URL });
else console.log('\n(DATABASE_URL is not set: the API suite ran on the embedded database only)');

if (process.env.E2E !== '0') {
  if (ensureChromium()) {
    run('node', ['scripts/publish-remote.mjs', '--all']);
    const out = path.join(tmp, 'e2e.json');
    const ok = runPnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: '1' },
      allowFail: true,
    });
    const stats = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')).stats : null;
    results.push({
      label: 'e2e',
      passed: stats?.expected ?? 0,
      failed: (stats?.unexpected ?? 1) + (stats?.flaky ?? 0),
      ok,
    });
  } else {
    results.push({ label: 'e2e', passed: 0, failed: 1, ok: false });
  }
}

console.log('\nSummary');
for (const r of results)
  console.log(`  ${r.ok ? '✓' : '✗'} ${r.label.padEnd(14)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length;
console.log(`  took ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
