#!/usr/bin/env node
// `npm test`: every check and test of the project, in the order that fails fastest.
//   lint · format · message catalogues · typecheck · build · the scripts' own tests (node --test) ·
//   unit tests (jest, every front-end package) · API tests on the embedded database, and again on
//   PostgreSQL when DATABASE_URL is set · the cluster's smoke test (nginx + two processes, with
//   DATABASE_URL and REDIS_URL) · end-to-end tests in Debian's chromium against the site.
// Prints passed, failed and skipped per suite and the closing line
// "tests: N passed, N failed, N skipped". Set E2E=0 to skip the browser tests.
// REQUIRE_SERVICES=1 (CI) fails the run when the PostgreSQL, cluster or browser suite did not run, or when
// a test was skipped in every suite it appears in (docs/decisions/047-honest-test-reporting.md).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureInstalled, ROOT, run, runPnpm, stepTimeoutMs } from './lib/run.mjs';
import { combined, fromJest, fromNodeTap, fromPlaywright, incompleteRun, notRun, summary } from './lib/test-report.mjs';

const started = Date.now();
const results = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'career-test-'));
const requireServices = process.env.REQUIRE_SERVICES === '1';
process.env.TURBO_TELEMETRY_DISABLED = '1';

function jest(pkg, label, env = {}) {
  const out = path.join(tmp, `${label}.json`);
  const ok = runPnpm(['--filter', pkg, 'exec', 'jest', '--ci', '--json', `--outputFile=${out}`], {
    env,
    allowFail: true,
  });
  const report = fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
  results.push(fromJest(label, report, ok, ROOT));
}

/** nginx in front of the API: the proxy tests (api src/plugins/trust-proxy.test.ts, decision 282). */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium) && fs.existsSync(NGINX)) return true;
  const isRoot = process.getuid?.() === 0;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !apt) {
    if (!fs.existsSync(NGINX)) console.error(`nginx is missing (${NGINX}): apt-get install nginx`);
    if (fs.existsSync(chromium)) return true;
    console.error(`Debian's chromium is missing (${chromium}) and cannot be installed here: apt-get install chromium`);
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env, allowFail: true });
  return run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core', 'nginx'], { env, allowFail: true });
}

ensureInstalled();
// The workspace's packages and roles (site-server's workspace.mjs), once the install has linked it.
const { packagesWithRole } = await import('site-server/workspace');
run('node', ['scripts/i18n.mjs', 'check']);
runPnpm(['exec', 'eslint', '.', '--max-warnings=0']);
runPnpm(['exec', 'prettier', '--check', '.', '--log-level=warn']);
runPnpm(['exec', 'turbo', 'run', 'typecheck', 'build', '--output-logs=errors-only']);
run('node', ['--test', 'scripts/lib/', 'site/test/']);

for (const pkg of packagesWithRole('library', 'host', 'remote')) jest(pkg, pkg);

// chromium (e2e) and nginx (the API's proxy tests) before the suites that use them.
const browserReady = process.env.E2E === '0' ? false : ensureChromium();

// The API suite on the embedded database, then the same suite on PostgreSQL.
const { DATABASE_URL } = process.env;
jest('api', 'api-embedded', { DATABASE_URL: '' });
if (DATABASE_URL) jest('api', 'api-postgres', { DATABASE_URL });
else results.push(notRun('api-postgres', 'DATABASE_URL is not set'));

// The cluster's smoke test: nginx in front of two processes over PostgreSQL and Redis, started for
// real (scripts/cluster/cluster.test.mjs, docs/decisions/320), and what nginx retries
// (scripts/cluster/nginx.test.mjs, 324). About 45 s.
if (DATABASE_URL && process.env.REDIS_URL) {
  const tap = path.join(tmp, 'cluster.tap');
  const files = ['scripts/cluster/nginx.test.mjs', 'scripts/cluster/cluster.test.mjs'];
  const ok = run(
    'node',
    [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { allowFail: true },
  );
  results.push(fromNodeTap('cluster', fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : null, ok, 'scripts/cluster'));
} else {
  results.push(notRun('cluster', 'DATABASE_URL and REDIS_URL are both needed'));
}

if (process.env.E2E === '0') {
  results.push(notRun('e2e', 'E2E=0'));
} else if (browserReady) {
  run('node', ['scripts/publish-remote.mjs', '--all']);
  // Three runs, one per phase (e2e/playwright.config.ts): in one run, a failure among the site's
  // specs would skip the editors' and deploys' specs, which then count as never run.
  const phases = ['site', 'editors', 'deploys'].map((phase) => {
    const out = path.join(tmp, `e2e-${phase}.json`);
    const ok = runPnpm(['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, CI: '1', E2E_PHASE: phase },
      allowFail: true,
      // The browser suite is the longest step (the site phase: 7.7 min on this kind of machine on
      // 28 Nov 2026; the whole suite was once killed at the common 20-minute limit with every test
      // passed): each phase gets 30 minutes of its own.
      timeoutMs: Math.max(stepTimeoutMs(), 30 * 60_000),
    });
    return fromPlaywright('e2e', fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null, ok);
  });
  results.push(combined('e2e', phases));
} else {
  results.push(fromPlaywright('e2e', null, false));
}

const problems = requireServices ? incompleteRun(results, ['api-postgres', 'cluster', 'e2e']) : [];
const { lines, failed, closing } = summary(results, problems.length);
for (const line of lines) console.log(line);
if (problems.length) {
  console.log('\nREQUIRE_SERVICES=1: this run is incomplete');
  for (const p of problems) console.log(`  ✗ ${p}`);
}
console.log(`  took ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(closing);
process.exit(failed > 0 ? 1 : 0);
