#!/usr/bin/env node
// Proves that the front end's types come from the API's schemas (decision 040): typechecks a
// front-end package as if a response schema had changed — a field of JobDetail and of JobListItem
// renamed, in memory only, no file is written — and fails unless the package's own code then fails
// to compile. Run by `pnpm --filter mfe-jobs typecheck` after tsc.
//   node scripts/contract-check.mjs [package]    (default mfe-jobs)
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/run.mjs';

const pkg = process.argv[2] ?? 'mfe-jobs';
const ts = createRequire(path.join(ROOT, 'package.json'))('typescript');

/** file (relative to the root) → [text to find, what the "changed schema" says instead]. */
const CHANGES = {
  'api/src/routes/jobs/schemas.ts': ['holland_code: Type.String(),', 'holland_code_changed: Type.String(),'],
  'api/src/schemas/common.ts': ['    slug_bm: Type.String(),', '    slug_bm_changed: Type.String(),'],
};

const configPath = path.join(ROOT, pkg, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
const host = ts.createCompilerHost(parsed.options);
const readFile = host.readFile.bind(host);
const applied = new Set();
host.readFile = (file) => {
  const text = readFile(file);
  const change = CHANGES[path.relative(ROOT, file).split(path.sep).join('/')];
  if (text === undefined || !change) return text;
  if (!text.includes(change[0])) throw new Error(`${file} no longer contains "${change[0]}": update CHANGES`);
  applied.add(file);
  return text.replace(change[0], change[1]);
};
const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host });
const errors = ts
  .getPreEmitDiagnostics(program)
  .filter((d) => d.file && path.relative(ROOT, d.file.fileName).startsWith(`${pkg}/`));

if (applied.size !== Object.keys(CHANGES).length) {
  console.error(`contract check: ${pkg} does not read the API's schemas through api/contract`);
  process.exit(1);
}
if (errors.length === 0) {
  console.error(
    `contract check: ${pkg} still compiles after JobDetail and JobListItem changed — types are not from the API`,
  );
  process.exit(1);
}
const files = [...new Set(errors.map((d) => path.relative(ROOT, d.file.fileName)))];
console.log(
  `contract check: a changed response schema fails ${pkg}'s typecheck (${errors.length} errors in ${files.join(', ')})`,
);
