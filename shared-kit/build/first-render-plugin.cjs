// Writes first-render.json beside a production build: the files the site server preloads in a
// page's HTML so the browser fetches them in parallel instead of discovering them one hop at a time
// (decision 150). For every app, its message catalogues' chunks by locale; for the host, the files
// of its async boundary (`import('./bootstrap')`). Which shared packages and which exposed module a
// route needs come from the Module Federation manifest (mf-manifest.json) beside it.
const path = require('node:path');

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
      compilation.hooks.processAssets.tap(
        { name: 'FirstRenderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
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
          const data = {
            bootstrap: [...new Set(bootstrap)],
            messages: { en: [...new Set(messages.en)].sort(), ms: [...new Set(messages.ms)].sort() },
          };
          compilation.emitAsset('first-render.json', new RawSource(`${JSON.stringify(data, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { FirstRenderPlugin };
