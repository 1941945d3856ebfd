// The composition benchmark's plain bundle: the shell's own webpack configuration (the same
// loaders, message compilation, CSS extraction, swc minifier and precompression) without the
// Module Federation plugin, one entry per owner remote, each written into its own HTML page from
// the shell's template. The shell's remote loader and parcel adapter are swapped for lazy chunks.
const os = require('node:os');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const webpack = require('webpack');
const { createConfig } = require('shared-kit/build/webpack.cjs');

const ROOT = path.join(__dirname, '..', '..', '..');
const SHELL = path.join(ROOT, 'shell');
const OWNERS = ['content', 'jobs', 'quiz'];

module.exports = (env, argv) => {
  const config = createConfig({
    appDir: SHELL,
    role: 'host',
    name: 'plain',
    entry: './src/index.ts',
    template: path.join(SHELL, 'src', 'index.html'),
    // mfe-jobs ranks searches with the API's own module (decision 175): the same extra inputs.
    extraInputs: ['search.ts', 'normalise.ts', 'compact-index.ts'].map((f) =>
      path.join(ROOT, 'api', 'src', 'content', f),
    ),
  })(env, { ...argv, mode: 'production' });
  config.entry = Object.fromEntries(OWNERS.map((o) => [`mfe-${o}`, path.join(__dirname, `entry-${o}.tsx`)]));
  // Outside the checkout (bench-composition.mjs sets BENCH_DIR for its children).
  config.output.path = path.join(process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'career-bench'), 'plain');
  config.resolve.modules = [path.join(SHELL, 'node_modules'), 'node_modules'];
  config.plugins = config.plugins.filter(
    (p) => !['ModuleFederationPlugin', 'HtmlWebpackPlugin'].includes(p.constructor.name),
  );
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/[\\/]remotes[\\/](load-module|remote-parcel)$/, (resource) => {
      if (resource.context.startsWith(path.join(SHELL, 'src')))
        resource.request = path.join(__dirname, path.basename(resource.request));
    }),
    ...OWNERS.map(
      (o) =>
        new HtmlWebpackPlugin({
          template: path.join(SHELL, 'src', 'index.html'),
          filename: `mfe-${o}.html`,
          chunks: [`mfe-${o}`],
          inject: 'body',
          scriptLoading: 'defer',
          minify: true,
        }),
    ),
  );
  return config;
};
