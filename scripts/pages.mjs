#!/usr/bin/env node
// shared-kit's route table from the remotes' page declarations (docs/decisions/300):
//   node scripts/pages.mjs generate   writes shared-kit/src/routes/route-table.ts
//   node scripts/pages.mjs check      fails when that file differs from the declarations
import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE_FILE, routeTableSource, sourceDeclarations } from 'site-server/pages';
import { ROOT } from 'site-server/workspace';

const mode = process.argv[2] ?? 'check';
const prettier = await import('prettier');
const options = (await prettier.resolveConfig(ROUTE_TABLE_FILE)) ?? {};
const source = await prettier.format(routeTableSource(await sourceDeclarations()), {
  ...options,
  filepath: ROUTE_TABLE_FILE,
});
const rel = path.relative(ROOT, ROUTE_TABLE_FILE);
if (mode === 'generate') {
  fs.writeFileSync(ROUTE_TABLE_FILE, source);
  console.log(`wrote ${rel}`);
} else if (fs.readFileSync(ROUTE_TABLE_FILE, 'utf8') !== source) {
  console.error(`✗ ${rel} differs from the remotes' src/pages.ts: run node scripts/pages.mjs generate`);
  process.exit(1);
} else {
  console.log(`✓ ${rel} matches the page declarations`);
}
