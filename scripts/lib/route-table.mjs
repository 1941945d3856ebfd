// The shared route table (shared-kit/src/routes/route-table.ts) for Node scripts such as the site
// server's sitemap: the TypeScript file is stripped of its types with swc and imported, so there
// is still one table. It holds data only (its imports are type-only).
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { ROOT } from './workspace.mjs';

export const ROUTE_TABLE_FILE = path.join(ROOT, 'shared-kit', 'src', 'routes', 'route-table.ts');

let loaded = null;

/** @returns {Promise<{ ROUTES: Array<{ id: string, en: string, ms: string, owner: string, auth?: boolean, values?: Record<string, Record<string, { en: string, ms: string }>> }> }>} */
export function loadRouteTable() {
  loaded ??= (async () => {
    const { code } = transformSync(fs.readFileSync(ROUTE_TABLE_FILE, 'utf8'), {
      filename: ROUTE_TABLE_FILE,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    if (/^\s*import\s/m.test(code)) throw new Error(`${ROUTE_TABLE_FILE} must hold data only (no runtime imports)`);
    return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  })();
  return loaded;
}
