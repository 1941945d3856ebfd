// Part of `pnpm --filter site-server build` (decision 390): the few TypeScript files of other
// packages the server runs as they are — shared-kit's route table, route matching and page
// declaration helpers, the shell's layouts — written as JavaScript into dist/shared/, so the
// server matches paths, lays out pages and asks for first data with the apps' own code (one copy)
// and needs no compiler when it runs (Node 20 cannot strip types). They hold data and small
// functions; their imports are type-only, except paths.ts's of ./route-table and ./route-types.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const OUT = path.join(import.meta.dirname, '..', 'dist', 'shared');

/** Output name → source file (relative to the repository). */
export const SHARED_SOURCES = {
  'route-table.js': 'shared-kit/src/routes/route-table.ts',
  'route-types.js': 'shared-kit/src/routes/route-types.ts',
  'paths.js': 'shared-kit/src/routes/paths.ts',
  'page-declaration.js': 'shared-kit/src/routes/page-declaration.ts',
  'layouts.js': 'shell/src/layouts/layouts.ts',
};

/** The local imports each file may keep (now files of dist/shared/); any other runtime import fails the build. */
const ALLOWED_IMPORTS = { 'paths.js': ['./route-table', './route-types'] };

fs.mkdirSync(OUT, { recursive: true });
for (const [out, source] of Object.entries(SHARED_SOURCES)) {
  const file = path.join(ROOT, source);
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  const allowed = ALLOWED_IMPORTS[out] ?? [];
  const code = outputText.replace(/(\bfrom\s*|\bimport\s*)(['"])([^'"]+)\2/g, (whole, keyword, quote, request) => {
    if (!allowed.includes(request)) {
      throw new Error(`${source}: the site server runs this file as data; it may not import ${request} at run time`);
    }
    return `${keyword}${quote}${request}.js${quote}`;
  });
  fs.writeFileSync(
    path.join(OUT, out),
    `// Generated from ${source} by site/build/shared-sources.mjs. Do not edit.\n${code}`,
  );
}
