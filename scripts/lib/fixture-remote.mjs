// For the build tests (build-version, shared-store): a fixture remote built with the real webpack
// config of shared-kit, in a folder of the test's own.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './run.mjs';

const require = createRequire(path.join(ROOT, 'shared-kit', 'package.json'));
const webpack = require('webpack');
const { createConfig } = require('./build/webpack.cjs');

/** Writes `files` (path → text) under `dir`. */
export function write(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
}

/** Builds the remote in `appDir` (exposing ./src/app.js) for production; resolves its version. */
export function build(appDir) {
  const config = createConfig({ appDir, role: 'remote', name: 'mfe_fixture', exposes: { './app': './src/app.js' } })(
    {},
    { mode: 'production' },
  );
  config.resolveLoader = { modules: [path.join(ROOT, 'node_modules')] };
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      const errors = stats.compilation.errors.map((e) => e.message);
      if (errors.length) return reject(new Error(errors.join('\n')));
      resolve(JSON.parse(fs.readFileSync(path.join(appDir, 'dist', 'latest.json'), 'utf8')).version);
    });
  });
}
