// Writes x.br (brotli, quality 11) and x.gz (gzip, level 9) beside every text-like file a build
// emits (JS, CSS, SVG, JSON, HTML, source maps), so the site server sends them precompressed with
// no work per request (decision 070). Files under MIN_BYTES, and files that would not shrink, get
// no sibling: the server then sends the file itself. Images and fonts are never compressed again.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const MIN_BYTES = 1024;
const TEXT = /\.(m?js|css|svg|json|html|txt|map)$/;

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compilation.outputOptions.path;
      const names = Object.keys(compilation.assets).filter((name) => TEXT.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          if (!fs.existsSync(file)) return;
          const body = await fs.promises.readFile(file);
          const siblings = [
            [`${file}.br`, () => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
            [`${file}.gz`, () => gzip(body, { level: 9 })],
          ];
          for (const [target, encode] of siblings) {
            await fs.promises.rm(target, { force: true });
            if (body.length < MIN_BYTES) continue;
            const encoded = await encode();
            if (encoded.length < body.length) await fs.promises.writeFile(target, encoded);
          }
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
