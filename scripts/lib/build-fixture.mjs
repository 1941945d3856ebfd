// Builds a throwaway app with the apps' real webpack configuration (shared-kit/build/webpack.cjs),
// for the tests of what that configuration emits (external-runtime.test.mjs,
// first-render-files.test.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './run.mjs';

const require = createRequire(path.join(ROOT, 'shared-kit', 'package.json'));
const webpack = require('webpack');
const { createConfig } = require('./build/webpack.cjs');

/**
 * A throwaway app folder with the given files; its package.json declares `dependencies` (none by
 * default, so nothing is shared).
 * @param {Record<string, string>} files
 * @param {Record<string, string>} [dependencies]
 */
export function fixture(files, dependencies = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-fixture-'));
  const all = { 'package.json': JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies }), ...files };
  for (const [name, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/**
 * Builds `opts` through createConfig (production); `change` may edit the configuration first.
 * @returns {Promise<{ errors: string[], warnings: string[], bundled: string[], chunks: { files: string[], modules: string[] }[], outDir: string }>}
 */
export function build(opts, change = (c) => c) {
  const config = change(createConfig(opts)({}, { mode: 'production' }));
  // The fixture lives outside the repository: loaders come from the repository's node_modules.
  config.resolveLoader = { modules: [path.join(ROOT, 'node_modules')] };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      const errors = stats.compilation.errors.map((e) => e.message);
      const warnings = stats.compilation.warnings.map((e) => e.message);
      // Every module file in the emitted chunks (inside concatenated modules too).
      const { chunkGraph } = stats.compilation;
      const bundled = new Set();
      const chunks = [];
      for (const chunk of stats.compilation.chunks) {
        const modules = [];
        for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
          for (const inner of m.modules ?? [m]) if (inner.resource) modules.push(inner.resource);
        }
        for (const file of modules) bundled.add(file);
        chunks.push({ files: [...chunk.files], modules });
      }
      // A remote's build lands in dist/<version>/ (named by its contents), which dist/latest.json names.
      const latest = path.join(opts.appDir, 'dist', 'latest.json');
      const outDir =
        opts.role === 'remote' && fs.existsSync(latest)
          ? path.join(opts.appDir, 'dist', JSON.parse(fs.readFileSync(latest, 'utf8')).version)
          : config.output.path;
      resolve({ errors, warnings, bundled: [...bundled], chunks, outDir });
    });
  });
}
