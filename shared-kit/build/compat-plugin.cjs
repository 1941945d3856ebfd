// Writes compat.json beside every production build (decision 311): what a shell provides to the
// remotes it runs, and what a remote needs from the shell it is published under. The page has one
// shared-kit — the shell's (a Module Federation singleton) — and one federation runtime — the
// shell's (decision 151) — so a remote runs on whatever the live shell has, not on what it was
// built with. scripts/publish-remote.mjs compares the two files and refuses a remote the live
// shell cannot run (site/src/compat.ts).
//
// A shell (host) provides:
//   kit.version, kit.exports   shared-kit's version and the names each singleton entry exports
//                              (shared-kit/report.api.md, kept current by scripts/kit-api.mjs)
//   runtime.provides           the federation runtime-core names it publishes (PROVIDED)
//   routes                     the route ids of its route table
//   storage.{cookie,local,session}  the stored keys its tables declare (with their defaults)
// A remote needs:
//   kit.version, kit.uses      the version it was built with; the names it imports from each entry
//   runtime.asks               the runtime-core names its externalized runtime reads
//   routes                     the route ids its code names (links, navigation)
//   declares                   the route ids it declares itself (its routes.json, when its build
//                              emits one: pages that travel with the remote, issue 21 item 3), which
//                              the shell need not know beforehand
//   storage.{cookie,local,session}  the stored keys its code reads or writes
const fs = require('node:fs');
const path = require('node:path');
const { KIT_SINGLETONS } = require('./mf-shared.cjs');
const { PROVIDED, runtimeCoreModule, runtimeCoreUse } = require('./external-runtime.cjs');
const { readReport } = require('./kit-report.cjs');

const KIT_DIR = path.join(__dirname, '..');
const KIT_SRC = path.join(KIT_DIR, 'src');
const kitPackage = () => JSON.parse(fs.readFileSync(path.join(KIT_DIR, 'package.json'), 'utf8'));

/**
 * Loads a data-only TypeScript module of shared-kit (its imports type-only) the way
 * site/build/shared-sources.mjs does: types stripped, evaluated as CommonJS.
 */
function loadKitData(file) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const mod = { exports: {} };
  const noRuntimeImports = (request) => {
    throw new Error(`${file} must hold data only; it requires ${request}`);
  };
  new Function('module', 'exports', 'require', code)(mod, mod.exports, noRuntimeImports);
  return mod.exports;
}

/** The route ids a build's routes.json declares (an array of routes, `{ routes: [...] }` or an id map). */
function declaredRouteIds(compilation) {
  const asset = compilation.getAsset('routes.json');
  if (!asset) return [];
  try {
    const data = JSON.parse(asset.source.source().toString());
    const list = Array.isArray(data) ? data : Array.isArray(data?.routes) ? data.routes : null;
    const ids = list ? list.map((r) => r?.id) : Object.keys(data ?? {});
    return ids.filter((id) => typeof id === 'string').sort();
  } catch {
    return [];
  }
}

/** This checkout's route ids and stored keys (the tables the build compiles). */
function kitTables() {
  // The table generated from the remotes' page declarations (decision 300).
  const { DECLARED_ROUTES: ROUTES } = loadKitData(path.join(KIT_SRC, 'routes', 'route-table.ts'));
  const { COOKIES, LOCAL_KEYS, SESSION_KEYS } = loadKitData(path.join(KIT_SRC, 'storage', 'keys.ts'));
  return {
    routes: ROUTES.map((r) => r.id).sort(),
    storage: {
      cookie: Object.keys(COOKIES).sort(),
      local: Object.keys(LOCAL_KEYS).sort(),
      session: Object.keys(SESSION_KEYS).sort(),
    },
  };
}

/** Calls of the typed storage accessors with a literal key, by area. */
const STORAGE_CALLS = {
  cookie:
    /\b(?:getCookie|setCookie|hasCookie|removeCookie|persistCookie|useCookieValue|atomWithCookie)\(\s*['"]([\w-]+)['"]/g,
  local: /\b(?:getLocal|setLocal|persistLocal|useLocalValue|atomWithLocalStorage)\(\s*['"]([\w-]+)['"]/g,
  session: /\b(?:getSession|setSession|removeSession)\(\s*['"]([\w-]+)['"]/g,
};
const STRING_LITERAL = /['"`]([a-zA-Z][\w.-]*)['"`]/g;

/**
 * Whether a module is the remote's own code: its sources, and the parts of shared-kit bundled into
 * it rather than shared (shared-kit/job-actions, /messaging, /router). The shared entries' sources
 * are in a remote's compilation too, as the fallback it never loads on a page.
 */
function ownCode(resource, appDir) {
  if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) return false;
  if (resource.startsWith(path.join(appDir, 'src') + path.sep)) return true;
  const kitOwn = ['job-actions', 'messaging'].map((d) => path.join(KIT_SRC, d) + path.sep);
  return kitOwn.some((d) => resource.startsWith(d)) || resource === path.join(KIT_SRC, 'routes', 'remote-routes.tsx');
}

class CompatPlugin {
  /** @param {{ appDir: string, host: boolean }} opts */
  constructor(opts) {
    this.opts = opts;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CompatPlugin', (compilation) => {
      const { moduleGraph } = compilation;
      let scanned = null;
      // Before optimization: every module is still itself (not yet concatenated) with its sources.
      compilation.hooks.finishModules.tap('CompatPlugin', (modules) => {
        const tables = kitTables();
        const routeIds = new Set(tables.routes);
        const keys = Object.fromEntries(Object.entries(tables.storage).map(([a, k]) => [a, new Set(k)]));
        const uses = Object.fromEntries(KIT_SINGLETONS.map((r) => [r, new Set()]));
        const whole = new Set();
        const routes = new Set();
        const storage = { cookie: new Set(), local: new Set(), session: new Set() };
        if (this.opts.host) {
          const report = readReport();
          const exports = Object.fromEntries(KIT_SINGLETONS.map((r) => [r, report?.exports[r] ?? null]));
          scanned = { exports, tables };
          return;
        }
        for (const module of modules) {
          const resource = module.resource;
          if (!ownCode(resource, this.opts.appDir)) continue;
          for (const dep of module.dependencies) {
            if (!KIT_SINGLETONS.includes(dep.request) || typeof dep.getIds !== 'function') continue;
            const ids = dep.getIds(moduleGraph);
            if (ids.length > 0) uses[dep.request].add(ids[0]);
            else if (dep.constructor.name === 'HarmonyImportSpecifierDependency') whole.add(dep.request);
          }
          const source = module.originalSource?.()?.source()?.toString() ?? '';
          for (const [area, pattern] of Object.entries(STORAGE_CALLS)) {
            for (const m of source.matchAll(pattern)) if (keys[area].has(m[1])) storage[area].add(m[1]);
          }
          for (const m of source.matchAll(STRING_LITERAL)) if (routeIds.has(m[1])) routes.add(m[1]);
        }
        const sorted = (set) => [...set].sort();
        scanned = {
          uses: Object.fromEntries(Object.entries(uses).map(([r, names]) => [r, whole.has(r) ? null : sorted(names)])),
          routes: sorted(routes),
          storage: Object.fromEntries(Object.entries(storage).map(([a, k]) => [a, sorted(k)])),
        };
      });
      compilation.hooks.processAssets.tap(
        { name: 'CompatPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          if (!scanned) return;
          const version = kitPackage().version;
          const report = this.opts.host
            ? {
                kind: 'host',
                kit: { version, exports: scanned.exports },
                runtime: { version: runtimeCoreModule().version, provides: [...PROVIDED].sort() },
                routes: scanned.tables.routes,
                storage: scanned.tables.storage,
              }
            : {
                kind: 'remote',
                kit: { version, uses: scanned.uses },
                runtime: { asks: runtimeCoreUse(compilation).asked },
                routes: scanned.routes,
                declares: declaredRouteIds(compilation),
                storage: scanned.storage,
              };
          compilation.emitAsset('compat.json', new RawSource(`${JSON.stringify(report, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { CompatPlugin, kitTables, loadKitData };
