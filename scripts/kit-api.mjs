#!/usr/bin/env node
// shared-kit's API report (docs/decisions/311), in the spirit of Backstage's report.api.md: the
// names each shared entry of shared-kit exports at run time (the entries the page shares as one
// copy, the shell's: shared-kit, shared-kit/state, shared-kit/query), with shared-kit's version.
// A change to the surface shows up as a diff in review, and the version must say what kind:
// a removed or renamed name needs a new major version, an added one a new minor version.
//   node scripts/kit-api.mjs          # rewrite shared-kit/report.api.md (fails if the version says too little)
//   node scripts/kit-api.mjs --check  # fail if the report is out of date
// The shell's build writes the report's names into its compat.json (what it provides to remotes).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/run.mjs';
import { REPORT_FILE, kitVersion, readReport, reportText } from './lib/kit-api.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

const KIT = path.join(ROOT, 'shared-kit');
const ENTRIES = ['shared-kit', 'shared-kit/state', 'shared-kit/query'];

/** The value (run-time) exports of each shared entry, from the TypeScript sources. */
function surface() {
  const pkg = JSON.parse(fs.readFileSync(path.join(KIT, 'package.json'), 'utf8'));
  const files = Object.fromEntries(
    ENTRIES.map((e) => [e, path.join(KIT, pkg.exports[e === 'shared-kit' ? '.' : `.${e.slice('shared-kit'.length)}`])]),
  );
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(KIT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram({ rootNames: Object.values(files), options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  const out = {};
  for (const [entry, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const module = checker.getSymbolAtLocation(source);
    out[entry] = checker
      .getExportsOfModule(module)
      .filter((symbol) => {
        const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
        return (target.flags & ts.SymbolFlags.Value) !== 0;
      })
      .map((s) => s.name)
      .sort();
  }
  return out;
}

const parts = (v) => v.split('.').map(Number);

const current = surface();
const version = kitVersion();
const text = reportText(version, current);
const before = readReport();

if (process.argv.includes('--check')) {
  if (fs.existsSync(REPORT_FILE) && fs.readFileSync(REPORT_FILE, 'utf8') === text) process.exit(0);
  console.error(`${path.relative(ROOT, REPORT_FILE)} is out of date: run node scripts/kit-api.mjs and commit it`);
  process.exit(1);
}

if (before) {
  const removed = [];
  const added = [];
  for (const entry of ENTRIES) {
    const was = before.exports[entry] ?? [];
    const now = current[entry] ?? [];
    removed.push(...was.filter((n) => !now.includes(n)).map((n) => `${entry}: ${n}`));
    added.push(...now.filter((n) => !was.includes(n)).map((n) => `${entry}: ${n}`));
  }
  const [bMajor, bMinor] = parts(before.version);
  const [vMajor, vMinor] = parts(version);
  if (removed.length && !(vMajor > bMajor)) {
    console.error(`Removed from shared-kit's surface: ${removed.join(', ')}. Remotes built before still use them:`);
    console.error(
      `that is a breaking change — give shared-kit a new major version (now ${version}), or keep the names (@deprecated).`,
    );
    process.exit(1);
  }
  if (added.length && !(vMajor > bMajor || (vMajor === bMajor && vMinor > bMinor))) {
    console.error(
      `Added to shared-kit's surface: ${added.join(', ')}. A remote that uses them needs a shell that has them:`,
    );
    console.error(`give shared-kit a new minor version (now ${version}).`);
    process.exit(1);
  }
}
fs.writeFileSync(REPORT_FILE, text);
console.log(`${path.relative(ROOT, REPORT_FILE)}: shared-kit ${version}`);
