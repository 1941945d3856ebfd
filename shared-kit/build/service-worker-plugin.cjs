// Writes the host's service worker, /sw.js (decision 361): the template (plain JavaScript) with the
// shell's boot files to precache — the entry's files, the async boundary's (`import('./bootstrap')`)
// and the favicon — and a version hashed from them and the template, so a new shell build is a new
// worker and an unchanged one is byte-identical (no needless update in open tabs).
const crypto = require('node:crypto');
const fs = require('node:fs');

class ServiceWorkerPlugin {
  /** @param {{ template: string, extra?: string[] }} opts */
  constructor(opts) {
    this.opts = opts;
  }
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ServiceWorkerPlugin', (compilation) => {
      compilation.fileDependencies.add(this.opts.template);
      compilation.hooks.processAssets.tap(
        // After realContentHash: the names are final.
        { name: 'ServiceWorkerPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const entry of compilation.entrypoints.values()) for (const f of entry.getFiles()) files.add(f);
          for (const group of compilation.chunkGroups) {
            if (group.origins.some((o) => o.request === './bootstrap')) for (const f of group.getFiles()) files.add(f);
          }
          const precache = [...files]
            .filter((f) => /\.(js|css)$/.test(f))
            .sort()
            .map((f) => `/${f}`);
          precache.push(...(this.opts.extra ?? []));
          const template = fs.readFileSync(this.opts.template, 'utf8');
          const version = crypto
            .createHash('sha256')
            .update(JSON.stringify(precache))
            .update(template)
            .digest('hex')
            .slice(0, 12);
          const code = `const PRECACHE = ${JSON.stringify(precache)};\nconst VERSION = ${JSON.stringify(version)};\n${template}`;
          compilation.emitAsset('sw.js', new RawSource(code));
        },
      );
    });
  }
}

module.exports = { ServiceWorkerPlugin };
