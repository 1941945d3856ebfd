// Writes first-render.json beside a production build: the files the site server preloads in a
// page's HTML so the browser fetches them in parallel instead of discovering them one hop at a time
// (decision 150). For every app, its message catalogues' chunks by locale; for the host, the files
// of its async boundary (`import('./bootstrap')`); for a remote, each route's own chunks (the JS
// and CSS that bring in the components its page declaration names, decision 353), so the list
// travels with the remote's version folder and a remote published alone keeps it true.
// Which shared packages and which exposed module a route needs come from the Module Federation
// manifest (mf-manifest.json) beside it.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/**
 * Route id → the source files of the components its page declaration names, `FirstView` and
 * `Page` (`() => import('./…')` thunks in src/pages.ts, read as the site server reads it), in that
 * order of preference: the first view is the component a route paints first (decision 350), and
 * where the app renders it before the page's own code (the job guide's heading before its router)
 * the page's chunks come after the heading and are not preloaded. Empty when there is no pages.ts.
 * @param {string} appDir
 * And `later`, what the route loads right after its first render (`Later`, decision 357).
 * @returns {Promise<Map<string, { firstView?: string, page?: string, later?: string }>>}
 */
async function pageModules(appDir) {
  const file = path.join(appDir, 'src', 'pages.ts');
  const modules = new Map();
  if (!fs.existsSync(file)) return modules;
  const lib = await import(pathToFileURL(path.join(__dirname, '..', '..', 'site', 'src', 'pages.mjs')).href);
  const { PAGES } = await lib.importPages(lib.strippedPages(file));
  const resolve = (request) => {
    const base = path.resolve(appDir, 'src', request);
    return ['', '.tsx', '.ts', '.js', '/index.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  };
  const sourceOf = (thunk) => {
    const request = typeof thunk === 'function' && /import\(\s*['"]([^'"]+)['"]/.exec(String(thunk));
    return (request && resolve(request[1])) || undefined;
  };
  for (const [id, decl] of Object.entries(PAGES)) {
    modules.set(id, { firstView: sourceOf(decl?.FirstView), page: sourceOf(decl?.Page), later: sourceOf(decl?.Later) });
  }
  return modules;
}

/**
 * The files a route's first render needs beyond the remote's entry and exposed app: for each of
 * the route's component modules, the shortest chain of lazy chunk groups that brings it in (its
 * group and the groups above it, up to the exposed app's), as the app's own `import()`s load them.
 * And the shared packages those chunks and the exposed app consume (the site server preloads the
 * owner's copy of one the host does not provide, such as the quiz's state, jotai inside).
 * @returns {{ files: string[], shared: string[] }} files: JS first, then CSS
 */
function routeFiles(compilation, sources, { from } = {}) {
  const { chunkGraph } = compilation;
  const isApp = (group) => group.isInitial() || [...group.chunks].some((c) => c.name === '__federation_expose_app');
  const chainOf = (group, seen = new Set()) => {
    if (isApp(group) || seen.has(group)) return [];
    seen.add(group);
    let best = null;
    for (const parent of group.parentsIterable) {
      const up = chainOf(parent, seen);
      if (!best || up.length < best.length) best = up;
    }
    return [...(best ?? []), ...group.chunks];
  };
  const chunks = new Set();
  for (const source of sources) {
    let best = null;
    for (const module of compilation.modules) {
      if (!resourcesOf(module).includes(source)) continue;
      for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
        for (const group of chunk.groupsIterable) {
          // `from`: only the groups that module's own `import()`s make (the route's next chunks,
          // not another page's import of the same module).
          if (from && ![...group.origins].some((o) => resourcesOf(o.module).includes(from))) continue;
          // Already in the exposed app (or the entry): nothing more to load for it.
          const chain = isApp(group) ? [] : chainOf(group);
          if (!best || chain.length < best.length) best = chain;
        }
      }
    }
    for (const chunk of best ?? []) chunks.add(chunk);
  }
  const files = [...new Set([...chunks].flatMap((c) => [...c.files]))].filter((f) => /\.(js|css)$/.test(f));
  // Consumed shared packages, and the ones those consume in turn (shared-kit/query needs React):
  // through each consume module's fallback chunks.
  const shared = new Set();
  const todo = [...chunks, ...[...compilation.chunks].filter((c) => c.name === '__federation_expose_app')];
  const done = new Set();
  while (todo.length) {
    const chunk = todo.pop();
    if (done.has(chunk)) continue;
    done.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module' || !module.options?.shareKey) continue;
      shared.add(module.options.shareKey);
      for (const block of module.blocks ?? []) todo.push(...(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []));
    }
  }
  return {
    files: [...files.filter((f) => f.endsWith('.js')), ...files.filter((f) => f.endsWith('.css'))],
    shared: [...shared].sort(),
  };
}

/** The source files of a module (a concatenated one's inner modules). */
const resourcesOf = (module) =>
  !module ? [] : module.modules ? [...module.modules].map((m) => m.resource) : [module.resource];

/** An app's catalogues (src/i18n/{en,ms}.json; shared-kit: src/i18n/messages/{en,ms}.json). */
const CATALOGUE = /[\\/]src[\\/]i18n[\\/](messages[\\/])?(en|ms)\.json$/;

class FirstRenderPlugin {
  /** @param {{ appDir: string, host: boolean }} opts */
  constructor(opts) {
    this.opts = opts;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('FirstRenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'FirstRenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const { chunkGraph } = compilation;
          const filesOf = (chunks) => [...new Set([...chunks].flatMap((c) => [...c.files]))].sort();
          const messages = { en: [], ms: [] };
          for (const chunk of compilation.chunks) {
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              const resource = module.resource ?? module.rootModule?.resource ?? '';
              const match = CATALOGUE.exec(resource);
              // A host loads its own and shared-kit's catalogues; a remote only its own (the kit's
              // come with the page's one shared-kit, the host's).
              if (!match || (!this.opts.host && !resource.startsWith(this.opts.appDir + path.sep))) continue;
              messages[match[2]].push(...[...chunk.files].filter((f) => f.endsWith('.js')));
            }
          }
          const bootstrap = [];
          if (this.opts.host) {
            for (const group of compilation.chunkGroups) {
              if (group.origins.some((o) => o.request === './bootstrap')) bootstrap.push(...filesOf(group.chunks));
            }
          }
          // Every file a shared package's factory loads (decision 356). The Module Federation
          // manifest lists some of a share's scripts and none of its stylesheets: shared-kit's
          // kit.css and the data layer's query-core chunk were asked for only when the code that
          // needs them had run (1.7 s and 2.6 s on a throttled phone), not with the page.
          const sharedFiles = {};
          for (const module of compilation.modules) {
            if (module.type !== 'provide-module' || typeof module._name !== 'string') continue;
            for (const block of module.blocks ?? []) {
              const files = filesOf(chunkGraph.getBlockChunkGroup(block)?.chunks ?? []).filter((f) =>
                /\.(js|css)$/.test(f),
              );
              if (files.length)
                sharedFiles[module._name] = [...new Set([...(sharedFiles[module._name] ?? []), ...files])];
            }
          }
          // A remote's routes: the chunks each route's first-painted component is in, beyond the
          // exposed app (decision 353), so the site server preloads them with the app.
          const routes = {};
          if (!this.opts.host) {
            try {
              // The first view's module where the browser build has it (the app renders it too),
              // else the page's.
              const inBuild = (file) => !!file && [...compilation.modules].some((m) => resourcesOf(m).includes(file));
              for (const [id, { firstView, page, later }] of await pageModules(this.opts.appDir)) {
                const route = inBuild(firstView) ? firstView : page;
                routes[id] = routeFiles(compilation, [route].filter(Boolean));
                // What the route loads next (the quiz result's body): the chunks its own import of
                // it loads, beyond the first render's; preloaded last, at low priority (357).
                if (route && inBuild(later)) {
                  const next = routeFiles(compilation, [later], { from: route });
                  const own = new Set(routes[id].files);
                  routes[id].later = {
                    files: next.files.filter((f) => !own.has(f)),
                    shared: next.shared.filter((name) => !routes[id].shared.includes(name)),
                  };
                }
              }
            } catch (error) {
              compilation.errors.push(new compiler.webpack.WebpackError(`first-render: ${error.message}`));
            }
          }
          const data = {
            bootstrap: [...new Set(bootstrap)],
            messages: { en: [...new Set(messages.en)].sort(), ms: [...new Set(messages.ms)].sort() },
            sharedFiles,
            ...(this.opts.host ? {} : { routes }),
          };
          compilation.emitAsset('first-render.json', new RawSource(`${JSON.stringify(data, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstRenderPlugin };
