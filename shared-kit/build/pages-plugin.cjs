// Writes a remote's page declarations into its versioned build folder (docs/decisions/300): its
// src/pages.ts as `pages.mjs` (types stripped: the data and the small functions the site server
// calls, such as a job guide's title from its data) and `routes.json` (its routes, with the titles
// and descriptions of both catalogues). The site server reads both through the remotes map, so a
// page the remote adds is served — matched, titled, in the sitemap — without a shell release.
// A message a declaration names that either catalogue lacks fails the build.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

class PagesPlugin {
  /** @param {{ appDir: string, name: string }} opts */
  constructor(opts) {
    this.opts = opts;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const file = path.join(this.opts.appDir, 'src', 'pages.ts');
    if (!fs.existsSync(file)) return;
    compiler.hooks.thisCompilation.tap('PagesPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tapPromise(
        { name: 'PagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const lib = await import(pathToFileURL(path.join(__dirname, '..', '..', 'site', 'src', 'pages.mjs')).href);
          try {
            const code = lib.strippedPages(file);
            const { PAGES } = await lib.importPages(code);
            const catalogues = {
              en: lib.catalogueOf(this.opts.appDir, 'en'),
              ms: lib.catalogueOf(this.opts.appDir, 'ms'),
            };
            const routes = lib.routesJson(this.opts.name, PAGES, catalogues);
            compilation.emitAsset('pages.mjs', new RawSource(code));
            compilation.emitAsset('routes.json', new RawSource(`${JSON.stringify(routes, null, 2)}\n`));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`pages: ${error.message}`));
          }
        },
      );
    });
  }
}

module.exports = { PagesPlugin };
