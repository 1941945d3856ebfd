// The shared route table (shared-kit/src/routes/route-table.ts) for Node scripts such as the site
// server's sitemap: the TypeScript file is stripped of its types with swc and imported, so there
// is still one table. It holds data only (its imports are type-only).
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { ROOT } from './workspace.mjs';

export const ROUTE_TABLE_FILE = path.join(ROOT, 'shared-kit', 'src', 'routes', 'route-table.ts');
export const PATHS_FILE = path.join(ROOT, 'shared-kit', 'src', 'routes', 'paths.ts');
export const ROUTE_TYPES_FILE = path.join(ROOT, 'shared-kit', 'src', 'routes', 'route-types.ts');

let loaded = null;
let loadedPaths = null;

function stripTypes(file) {
  return transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  }).code;
}

const dataUrl = (code) => `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;

/** @returns {Promise<{ DECLARED_ROUTES: Array<{ id: string, en: string, ms: string, owner: string, auth?: boolean, values?: Record<string, Record<string, { en: string, ms: string }>> }> }>} */
export function loadRouteTable() {
  loaded ??= (async () => {
    const code = stripTypes(ROUTE_TABLE_FILE);
    if (/^\s*import\s/m.test(code)) throw new Error(`${ROUTE_TABLE_FILE} must hold data only (no runtime imports)`);
    return import(dataUrl(code));
  })();
  return loaded;
}

/**
 * The shell's own route matching (shared-kit/src/routes/paths.ts: `matchPath`, `localeOfPath`,
 * `buildPath`), loaded the same way with its one import pointed at the table above, so the site
 * server answers 404 for exactly the paths the shell shows its 404 page for.
 * @returns {Promise<{ matchPath(pathname: string): null | { route: { id: string, en: string, ms: string, owner: string, layout: string, auth?: boolean }, locale: 'en'|'ms', params: Record<string,string>, canonical: Record<string,string> }, setRoutes(routes: Array<object>): void, allRoutes(): Array<any>, routeById(id: string): any, localeOfPath(pathname: string): 'en'|'ms'|null, buildPath(id: string, locale: 'en'|'ms', params?: Record<string,string>): string }>}
 */
export function loadPaths() {
  loadedPaths ??= (async () => {
    const table = stripTypes(ROUTE_TABLE_FILE);
    const types = stripTypes(ROUTE_TYPES_FILE);
    const code = stripTypes(PATHS_FILE)
      .replace(/from\s*['"]\.\/route-table['"]/g, `from '${dataUrl(table)}'`)
      .replace(/from\s*['"]\.\/route-types['"]/g, `from '${dataUrl(types)}'`);
    if (/^\s*import\s[^;]*from\s*['"](?!data:)/m.test(code))
      throw new Error(`${PATHS_FILE}: only ./route-table and ./route-types may be imported`);
    return import(dataUrl(code));
  })();
  return loadedPaths;
}

export const LAYOUTS_FILE = path.join(ROOT, 'shell', 'src', 'layouts', 'layouts.ts');
let loadedLayouts = null;

/**
 * The shell's layouts (shell/src/layouts/layouts.ts: `LAYOUTS`, name → theme, width, footer), loaded
 * the same way, so a page the server writes a first paint into has its frame before any script.
 * @returns {Promise<{ LAYOUTS: Record<string, { theme: string, width: string, footer: boolean }> }>}
 */
export function loadLayouts() {
  loadedLayouts ??= (async () => {
    const code = stripTypes(LAYOUTS_FILE);
    if (/^\s*import\s/m.test(code)) throw new Error(`${LAYOUTS_FILE} must hold data only (no runtime imports)`);
    return import(dataUrl(code));
  })();
  return loadedLayouts;
}

export const PAGE_DECLARATION_FILE = path.join(ROOT, 'shared-kit', 'src', 'routes', 'page-declaration.ts');
let loadedDeclaration = null;

/**
 * shared-kit's page-declaration helpers (`firstDataPath`: the API path of a page's first data, the
 * function the pages themselves ask through), loaded the same way (decision 300).
 * @returns {Promise<{ firstDataPath(template: string, params: Record<string, string>, locale: string): string }>}
 */
export function loadDeclarationHelpers() {
  loadedDeclaration ??= (async () => {
    const code = stripTypes(PAGE_DECLARATION_FILE);
    if (/^\s*import\s/m.test(code)) throw new Error(`${PAGE_DECLARATION_FILE} must import types only`);
    return import(dataUrl(code));
  })();
  return loadedDeclaration;
}
