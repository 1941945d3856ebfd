// shared-kit/report.api.md (decision 311): shared-kit's version and the run-time names each entry
// the page shares as one copy (the shell's) exports. Written by scripts/kit-api.mjs from the
// TypeScript sources (`--check` in the tests keeps it current); the shell's build reads it into
// its compat.json as what it provides to remotes.
const fs = require('node:fs');
const path = require('node:path');

const REPORT_FILE = path.join(__dirname, '..', 'report.api.md');

/** The report's text: the version, then each shared entry's run-time exports, one a line. */
function reportText(version, exports) {
  const lines = [
    '# shared-kit API report',
    '',
    `Version: ${version}`,
    '',
    "The names each entry shared as one copy in the page (the shell's) exports at run time. A remote",
    "built against these runs on the shell's copy: removing or renaming a name needs a new major",
    'version, adding one a new minor version, and a shell must be live before remotes use it',
    '(docs/decisions/311). Written by `node scripts/kit-api.mjs`; `--check` fails when it is stale.',
  ];
  for (const [entry, names] of Object.entries(exports))
    lines.push('', `## ${entry}`, '', ...names.map((n) => `- \`${n}\``));
  return `${lines.join('\n')}\n`;
}

/** The checked-in report: { version, exports: { entry: names } }; null when there is none. */
function readReport(file = REPORT_FILE) {
  if (!fs.existsSync(file)) return null;
  const text = fs.readFileSync(file, 'utf8');
  const version = /^Version: (\S+)$/m.exec(text)?.[1];
  const exports = {};
  let entry = null;
  for (const line of text.split('\n')) {
    const heading = /^## (\S+)$/.exec(line);
    if (heading) exports[(entry = heading[1])] = [];
    const name = /^- `([^`]+)`$/.exec(line);
    if (name && entry) exports[entry].push(name[1]);
  }
  return version ? { version, exports } : null;
}

module.exports = { REPORT_FILE, readReport, reportText };
