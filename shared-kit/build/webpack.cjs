// One webpack configuration for the shell (Module Federation host) and every remote, so the apps
// build the same way. Remotes build into dist/<version>/ (immutable, versioned paths: old tabs keep
// their chunks after a redeploy) and write dist/latest.json; the shell builds into dist/.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedMap } = require('./mf-shared.cjs');
const { FirstRenderPlugin } = require('./first-render-plugin.cjs');
const { FirstPaintPlugin } = require('./first-paint-plugin.cjs');
const { PagesPlugin } = require('./pages-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { ExternalRuntimeCheckPlugin, PROVIDER_FILE, providerPlugin } = require('./external-runtime.cjs');

const KIT_DIR = path.join(__dirname, '..');
const REPO_DIR = path.join(KIT_DIR, '..');

function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full);
    return entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx') ? [] : [full];
  });
}

/**
 * The build version of an app: a hash of everything that goes into it (its sources, shared-kit,
 * the build config, the lockfile). The same inputs give the same versioned folder, so a rebuild
 * with nothing changed is skipped and a changed one never overwrites files an open tab still uses.
 */
function buildVersion(appDir, extraInputs = []) {
  const hash = crypto.createHash('sha256');
  const inputs = [
    ...filesUnder(path.join(appDir, 'src')),
    ...extraInputs,
    path.join(appDir, 'package.json'),
    path.join(appDir, 'webpack.config.cjs'),
    ...filesUnder(path.join(KIT_DIR, 'src')),
    ...filesUnder(path.join(KIT_DIR, 'build')),
    path.join(REPO_DIR, 'pnpm-lock.yaml'),
  ].filter((f) => fs.existsSync(f));
  for (const file of inputs.sort()) {
    hash.update(path.relative(REPO_DIR, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * An app's message catalogues: src/i18n/{en,ms}.json (shared-kit: src/i18n/messages/{en,ms}.json),
 * and a lazily loaded code folder's own, src/<folder>/…/i18n/{en,ms}.json at any depth (scripts/i18n.mjs;
 * mfe-jobs' job-guide details, decision 220).
 */
const CATALOGUE = /[\\/]src[\\/]([\w-]+[\\/])*i18n[\\/](messages[\\/])?(en|ms)\.json$/;

function rules(production) {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !production } },
            target: 'es2022',
          },
        },
      },
    },
    // CSS is built to files (loaded as <link> with the chunk that imports it), never injected as
    // <style>: the page's CSP has no 'unsafe-inline' for styles (docs/decisions/008).
    { test: /\.css$/, use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { importLoaders: 0 } }] },
    { test: /\.svg$/, type: 'asset/resource' },
    // Message catalogues are compiled to ICU ASTs at build time (./compile-messages-loader.cjs).
    { test: CATALOGUE, use: path.join(__dirname, 'compile-messages-loader.cjs') },
    // The host's provider of runtime-core (./external-runtime.cjs): a name runtime-core does not
    // export fails the build instead of publishing undefined.
    { test: PROVIDER_FILE, parser: { importExportsPresence: 'error' } },
  ];
}

/** Writes dist/latest.json after a successful remote build: the version a publish points at. */
class LatestPointerPlugin {
  constructor(distDir, version) {
    this.distDir = distDir;
    this.version = version;
  }
  apply(compiler) {
    compiler.hooks.done.tap('LatestPointerPlugin', (stats) => {
      if (stats.hasErrors()) return;
      fs.writeFileSync(
        path.join(this.distDir, 'latest.json'),
        `${JSON.stringify({ version: this.version, builtAt: new Date().toISOString() }, null, 2)}\n`,
      );
    });
  }
}

/**
 * @param {object} opts
 * @param {string} opts.appDir      the app's folder
 * @param {'host'|'remote'} opts.role
 * @param {string} opts.name        Module Federation name (identifier-safe, e.g. mfe_jobs)
 * @param {Record<string,string>} [opts.exposes]
 * @param {string} [opts.entry]     the host's entry
 * @param {string} [opts.template]  the host's HTML template
 * @param {string} [opts.favicon]   the host's favicon, emitted beside index.html and linked from it
 * @param {number} [opts.devPort]   port of `webpack serve` when a team runs its app alone
 * @param {string[]} [opts.extraInputs] source files outside the app it compiles in (they count in
 *                                   its build version), e.g. the API's search module (decision 175)
 */
function createConfig(opts) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = opts.role === 'remote';
    const version = isRemote ? buildVersion(opts.appDir, opts.extraInputs) : undefined;
    const distDir = path.join(opts.appDir, 'dist');
    const outDir = isRemote && production ? path.join(distDir, version) : distDir;
    const standalone = path.join(opts.appDir, 'src', 'standalone.ts');

    const plugins = [
      // The catalogues arrive precompiled, so react-intl needs no ICU parser in the browser: each
      // copy of the parser (resolved from its importer, so each version gets its own) is swapped
      // for its no-parser build. A message that is not in a catalogue cannot be formatted then —
      // react-intl shows its defaultMessage as written — and `node scripts/i18n.mjs check` makes
      // sure every message is in both catalogues.
      new webpack.NormalModuleReplacementPlugin(/^@formatjs\/icu-messageformat-parser$/, (resource) => {
        resource.request = '@formatjs/icu-messageformat-parser/no-parser.js';
      }),
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
      new ModuleFederationPlugin({
        name: opts.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: opts.exposes,
        remotes: isRemote ? undefined : {},
        shared: sharedMap(opts.appDir),
        // The host's manifest too: the site server reads which files each shared package is in,
        // to preload a route's first render (decision 150).
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        dev: false,
        // One federation runtime on the page (decision 151): the host publishes the parts of
        // runtime-core a remote reads (a runtime plugin of shared-kit's, not the library's
        // provideExternalRuntime, which publishes all of it), and a production remote reads it from
        // there. A development build keeps its own, so a remote still runs standalone.
        runtimePlugins: isRemote ? undefined : [providerPlugin()],
        // Remote entries are loaded directly (no manifest snapshot), and a remote never loads other
        // remotes: both parts of the federation runtime are left out (decision 009).
        experiments: {
          externalRuntime: isRemote && production,
          optimization: { disableSnapshot: true, disableRemote: isRemote },
        },
      }),
    ];
    // A remote's build fails if it embeds runtime-core or reads more of it than the host provides.
    if (isRemote && production) plugins.push(new ExternalRuntimeCheckPlugin());
    if (!isRemote) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: opts.template,
          favicon: opts.favicon,
          inject: 'body',
          scriptLoading: 'defer',
          minify: production,
        }),
      );
    }
    if (isRemote && production) plugins.push(new LatestPointerPlugin(distDir, version));
    // pages.mjs and routes.json: the remote's page declarations, read by the site server (300).
    if (isRemote && production) {
      const owner = JSON.parse(fs.readFileSync(path.join(opts.appDir, 'package.json'), 'utf8')).name;
      plugins.push(new PagesPlugin({ appDir: opts.appDir, name: owner }));
    }
    // .br and .gz beside each text file, sent by the site server as they are (decision 070).
    if (production) plugins.push(new PrecompressPlugin());
    // first-render.json: the host's boot files and each app's message chunks, for preloads (150).
    if (production) plugins.push(new FirstRenderPlugin({ appDir: opts.appDir, host: !isRemote }));
    // first-paint.json: the static first view of the routes an app declares, and its CSS (245).
    if (production) plugins.push(new FirstPaintPlugin({ appDir: opts.appDir }));
    if (isRemote && !production && fs.existsSync(standalone)) {
      plugins.push(
        new HtmlWebpackPlugin({
          chunks: ['standalone'],
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${opts.name} (standalone)</title></head><body><main id="root"></main></body></html>`,
        }),
      );
    }

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: opts.appDir,
      entry: isRemote ? (!production && fs.existsSync(standalone) ? { standalone } : {}) : { main: opts.entry },
      output: {
        path: outDir,
        publicPath: isRemote ? 'auto' : '/',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: opts.name,
        clean: !isRemote,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          ...rules(production),
          // TypeScript sources outside the app (opts.extraInputs) import each other as './x.js'
          // (the API's NodeNext style): resolve those to the .ts file.
          ...(opts.extraInputs?.length
            ? [{ include: opts.extraInputs, resolve: { extensionAlias: { '.js': ['.ts', '.js'] } } }]
            : []),
        ],
      },
      plugins,
      devtool: production ? false : 'eval-cheap-module-source-map',
      performance: { hints: false },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
      },
      infrastructureLogging: { level: 'warn' },
      stats: 'errors-warnings',
      devServer: {
        port: opts.devPort,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Cross-Origin-Resource-Policy': 'cross-origin',
        },
        proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
      },
    };
    return config;
  };
}

module.exports = { createConfig, buildVersion };
