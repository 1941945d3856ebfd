// Reads what jest and Playwright say about a run (their JSON reports) into one shape, and decides
// which skipped tests a run that must have every service (REQUIRE_SERVICES=1, CI) may accept.
// See docs/decisions/047-honest-test-reporting.md.

/**
 * @typedef {{ key: string, status: 'passed' | 'failed' | 'skipped' | 'todo' }} TestCase
 * @typedef {{ label: string, ran: boolean, ok: boolean, passed: number, failed: number,
 *             skipped: number, cases: TestCase[] }} SuiteResult
 */

/** A jest `--json` report (null when jest wrote none: it crashed before running anything). */
export function fromJest(label, report, ok, root = '') {
  if (!report) return { label, ran: true, ok, passed: 0, failed: 1, skipped: 0, cases: [] };
  const cases = [];
  for (const file of report.testResults ?? []) {
    const name = root && file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    for (const a of file.assertionResults ?? []) {
      const status =
        a.status === 'passed' ? 'passed' : a.status === 'failed' ? 'failed' : a.status === 'todo' ? 'todo' : 'skipped';
      cases.push({ key: `${name} › ${a.fullName}`, status });
    }
  }
  return {
    label,
    ran: true,
    ok,
    passed: report.numPassedTests ?? 0,
    // A file that fails to load (syntax error, missing module) runs no test but must count.
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    cases,
  };
}

/**
 * The TAP that `node --test --test-reporter=tap` writes (null: none). Top-level tests only; a file
 * that failed to load is one failed test of its own in node's TAP.
 */
export function fromNodeTap(label, tap, ok, file = '') {
  if (tap === null) return { label, ran: true, ok, passed: 0, failed: 1, skipped: 0, cases: [] };
  const cases = [];
  for (const line of tap.split('\n')) {
    const m = /^(not ok|ok) \d+ - (.*?)(?: # (SKIP|TODO)\b.*)?$/.exec(line);
    if (!m) continue;
    const status = m[3] === 'TODO' ? 'todo' : m[3] === 'SKIP' ? 'skipped' : m[1] === 'ok' ? 'passed' : 'failed';
    cases.push({ key: `${file ? `${file} › ` : ''}${m[2]}`, status });
  }
  const count = (s) => cases.filter((c) => c.status === s).length;
  const failed = count('failed') + (ok || cases.length ? 0 : 1);
  return { label, ran: true, ok, passed: count('passed'), failed, skipped: count('skipped') + count('todo'), cases };
}

/** A Playwright JSON report. A test counts once per project it runs in. */
export function fromPlaywright(label, report, ok) {
  if (!report) return { label, ran: true, ok, passed: 0, failed: 1, skipped: 0, cases: [] };
  const cases = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const status =
          t.status === 'skipped'
            ? 'skipped'
            : t.status === 'expected'
              ? 'passed'
              : 'failed'; /* unexpected, or flaky: passed only on a retry */
        cases.push({ key: [spec.file ?? suite.file, ...titles, spec.title].filter(Boolean).join(' › '), status });
      }
    }
    // Nested suites are describe() blocks; the top level ones are the files themselves.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const s = report.stats ?? {};
  return {
    label,
    ran: true,
    ok,
    passed: s.expected ?? 0,
    failed: (s.unexpected ?? 0) + (s.flaky ?? 0) + (report.errors?.length ?? 0),
    skipped: s.skipped ?? 0,
    cases,
  };
}

/**
 * One suite from several runs of it (the browser suite's phases): counts added, cases joined,
 * ok only when every run was.
 * @param {string} label
 * @param {SuiteResult[]} parts
 * @returns {SuiteResult}
 */
export function combined(label, parts) {
  return {
    label,
    ran: parts.some((p) => p.ran),
    ok: parts.every((p) => p.ok),
    passed: parts.reduce((n, p) => n + p.passed, 0),
    failed: parts.reduce((n, p) => n + p.failed, 0),
    skipped: parts.reduce((n, p) => n + p.skipped, 0),
    cases: parts.flatMap((p) => p.cases),
  };
}

/** A suite that did not run at all (e.g. no DATABASE_URL for the PostgreSQL run). */
export function notRun(label, reason) {
  return { label, ran: false, ok: true, passed: 0, failed: 0, skipped: 0, cases: [], reason };
}

/**
 * What a run with every service present must refuse:
 * - a suite listed in `required` that did not run;
 * - a test skipped in every suite it appears in. A test that is skipped in one suite and runs in
 *   another is legitimate: the API suite runs twice (embedded database and PostgreSQL) and a test
 *   that only makes sense on one database skips on the other. `it.todo` is a note, not a test that
 *   could have run, and is never refused.
 * @param {SuiteResult[]} suites
 * @param {string[]} required labels of suites that must have run
 * @returns {string[]} problems, empty when the run is complete
 */
export function incompleteRun(suites, required) {
  const problems = [];
  for (const label of required) {
    const suite = suites.find((s) => s.label === label);
    if (!suite || !suite.ran) problems.push(`suite ${label} did not run${suite?.reason ? ` (${suite.reason})` : ''}`);
  }
  const ranSomewhere = new Set();
  const skipped = new Map();
  for (const suite of suites) {
    for (const c of suite.cases) {
      if (c.status === 'passed' || c.status === 'failed') ranSomewhere.add(c.key);
      else if (c.status === 'skipped') skipped.set(c.key, [...(skipped.get(c.key) ?? []), suite.label]);
    }
  }
  for (const [key, labels] of skipped) {
    if (!ranSomewhere.has(key)) problems.push(`skipped in ${[...new Set(labels)].join(', ')} and run nowhere: ${key}`);
  }
  return problems;
}

/** The summary block and the closing line. */
export function summary(suites, extraFailures = 0) {
  const lines = ['', 'Summary'];
  for (const r of suites) {
    const mark = !r.ran ? '–' : r.ok && r.failed === 0 ? '✓' : '✗';
    const counts = r.ran ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : `not run (${r.reason})`;
    lines.push(`  ${mark} ${r.label.padEnd(14)} ${counts}`);
  }
  const passed = suites.reduce((n, r) => n + r.passed, 0);
  // A suite whose runner failed without a failing test (a crash, a timeout) is one failure.
  const failed =
    suites.reduce((n, r) => n + r.failed, 0) + suites.filter((r) => !r.ok && r.failed === 0).length + extraFailures;
  const skipped = suites.reduce((n, r) => n + r.skipped, 0);
  return { lines, passed, failed, skipped, closing: `tests: ${passed} passed, ${failed} failed, ${skipped} skipped` };
}
