// One webpack configuration for the shell (Module Federation host) and every remote, so the apps
// build the same way. A remote's content-hashed files go to its shared store dist/assets/ (a file
// whose bytes did not change keeps its URL across versions: decision 360); what must be per version
// (remoteEntry.js, the manifests, routes.json, pages.mjs, compat.json…) goes to dist/<version>/
// (immutable: old tabs keep their files after a redeploy), and dist/latest.json names the newest.
// The shell builds into dist/.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { HOST_EAGER, sharedMap } = require('./mf-shared.cjs');
const { FirstRenderPlugin } = require('./first-render-plugin.cjs');
const { FirstViewsPlugin } = require('./first-views-plugin.cjs');
const { PagesPlugin } = require('./pages-plugin.cjs');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { RetryUrlPlugin } = require('./retry-url-plugin.cjs');
const { ServiceWorkerPlugin } = require('./service-worker-plugin.cjs');
const { CompatPlugin, kitTables } = require('./compat-plugin.cjs');
const { ExternalRuntimeCheckPlugin, PROVIDER_FILE, providerPlugin } = require('./external-runtime.cjs');

const KIT_DIR = path.join(__dirname, '..');

/** shared-kit's components with a stylesheet of their own, kept with each route that uses them. */
const KIT_COMPONENT_DIRS = ['job-actions', 'messaging'].map((dir) => path.join(KIT_DIR, 'src', dir) + path.sep);
const isKitComponent = (file) => KIT_COMPONENT_DIRS.some((dir) => file.startsWith(dir));

/** The roots of shared-kit's data singletons: a remote's fallbacks of them are one chunk (decision 375). */
const KIT_DATA_ROOTS = new Set(['query', 'state'].map((dir) => path.join(KIT_DIR, 'src', dir, 'index.ts')));

/**
 * A module of a remote's fallbacks of shared-kit/query and shared-kit/state (with TanStack Query,
 * jotai and what they import): every chunk it is in holds one of those entries' roots. Such a module
 * goes to one chunk, `kit-data`, so a page with both asks for one file instead of two. A module
 * that is also elsewhere (a chunk of the app's own, the fallback of shared-kit itself) stays where
 * it is: a chunk must not hold the provider of what it consumes (367).
 */
function kitDataTest() {
  const holdsRoot = chunkHolding(KIT_DATA_ROOTS);
  return (module, { chunkGraph }) => {
    let any = false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
      if (chunk.hasRuntime() || !holdsRoot(chunk, chunkGraph)) return false;
      any = true;
    }
    return any;
  };
}

/**
 * Whether a chunk holds one of `roots` (absolute paths of modules), remembered per chunk: the
 * split-chunks tests ask it of every module's chunks.
 * @param {Set<string>} roots
 */
function chunkHolding(roots) {
  const held = new WeakMap();
  return (chunk, chunkGraph) => {
    if (!held.has(chunk)) {
      let found = false;
      for (const m of chunkGraph.getChunkModulesIterable(chunk)) {
        const resource = m.resource ?? m.rootModule?.resource;
        if (resource && roots.has(resource)) {
          found = true;
          break;
        }
      }
      held.set(chunk, found);
    }
    return held.get(chunk);
  };
}

/**
 * The stored keys of this checkout's tables that a shell from shared-kit 1.1.0 on may not know
 * (outside storage-baseline.json), by area: a remote declares them to the page (decision 312).
 */
function storageKeysSinceBaseline() {
  const baseline = require('./storage-baseline.json');
  const { storage } = kitTables();
  return Object.fromEntries(
    Object.entries(storage).map(([area, keys]) => [area, keys.filter((k) => !baseline[area].includes(k))]),
  );
}

/**
 * A remote's exposes. When its shared-kit has stored keys newer than storage-baseline.json, each
 * exposed module goes through a generated module that first declares those keys' defaults (this
 * build's copy of src/storage/keys.ts) to the page's shared-kit (the shell's, a singleton), so a
 * shell without them reads them as their defaults, not undefined; a shell older than
 * `declareStorage` is left alone. With no new key (today) the exposes are as written: no bytes.
 * (An exposes array would do the same, but the federation manifest keys exposes by their first file.)
 */
function exposesOf(opts) {
  if (!opts.exposes || opts.role !== 'remote') return opts.exposes;
  const app = require(path.join(opts.appDir, 'package.json'));
  if (!app.dependencies?.['shared-kit']) return opts.exposes;
  const fresh = storageKeysSinceBaseline();
  if (Object.values(fresh).every((keys) => keys.length === 0)) return opts.exposes;
  const keysFile = JSON.stringify(path.join(KIT_DIR, 'src', 'storage', 'keys.ts'));
  const pick = (table, keys) =>
    `{ ${keys.map((k) => `${JSON.stringify(k)}: ${table}[${JSON.stringify(k)}]`).join(', ')} }`;
  const dir = path.join(KIT_DIR, 'node_modules', '.cache', 'exposes');
  fs.mkdirSync(dir, { recursive: true });
  return Object.fromEntries(
    Object.entries(opts.exposes).map(([name, file]) => {
      const target = JSON.stringify(path.resolve(opts.appDir, file));
      const source = `// Generated by shared-kit/build/webpack.cjs (decision 312). Do not edit.
import * as pageKit from 'shared-kit';
import { COOKIES, LOCAL_KEYS, SESSION_KEYS } from ${keysFile};
if (typeof pageKit.declareStorage === 'function') {
  pageKit.declareStorage({ cookies: ${pick('COOKIES', fresh.cookie)}, local: ${pick('LOCAL_KEYS', fresh.local)}, session: ${pick('SESSION_KEYS', fresh.session)} });
}
export * from ${target};
`;
      const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 12);
      const wrapper = path.join(dir, `${path.basename(file).replace(/\.[jt]sx?$/, '')}.${hash}.js`);
      if (!fs.existsSync(wrapper)) fs.writeFileSync(wrapper, source);
      return [name, wrapper];
    }),
  );
}

/**
 * The build version of a remote: a hash of the files the build emitted (names and bytes, the
 * precompressed siblings aside, which follow from them). Whatever went into the bundle — a source
 * of the app, of shared-kit, of the API compiled in, a dependency's new release, a loader's or the
 * minifier's change — changes the version, and nothing else does, so a versioned folder served as
 * immutable is never written twice with different bytes (decision 311). `extra`: files outside `dir`
 * the build also emitted (relative to `dir`, e.g. `../assets/113.0c673ddf.js`: the shared store).
 */
function versionOfFiles(dir, extra = []) {
  const hash = crypto.createHash('sha256');
  const files = [...extra];
  const walk = (sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (!/\.(br|gz)$/.test(entry.name)) files.push(rel);
    }
  };
  walk('');
  for (const rel of files.sort()) {
    hash.update(`${rel}\0`);
    hash.update(fs.readFileSync(path.join(dir, rel)));
    hash.update('\0');
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
    // A remote's page declarations without their `FirstView`s: only the server renders those
    // (./strip-first-views-loader.cjs, decision 352).
    {
      test: /[\\/]src[\\/]pages\.ts$/,
      exclude: /node_modules/,
      enforce: 'pre',
      use: path.join(__dirname, 'strip-first-views-loader.cjs'),
    },
    // The host's provider of runtime-core (./external-runtime.cjs): a name runtime-core does not
    // export fails the build instead of publishing undefined.
    { test: PROVIDER_FILE, parser: { importExportsPresence: 'error' } },
  ];
}

/** TypeScript sources outside the app (opts.extraInputs) import each other as './x.js' (NodeNext). */
const extraInputRules = (opts) =>
  opts.extraInputs?.length
    ? [{ include: opts.extraInputs, resolve: { extensionAlias: { '.js': ['.ts', '.js'] } } }]
    : [];

/** Where a remote's content-hashed files go, relative to its version folder (decision 360). */
const STORE = '../assets/';

/**
 * The favicon written into the page as a data: URL (decision 367): a first visit asks for it before
 * the app's heading, one request of a few hundred bytes. The file is still emitted (/favicon.svg,
 * what /favicon.ico and crawlers get).
 */
class InlineFaviconPlugin {
  /** @param {string} file the SVG */
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('InlineFaviconPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('InlineFaviconPlugin', (data) => {
        const svg = fs.readFileSync(this.file, 'utf8').trim();
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          if (tag.tagName === 'link' && tag.attributes.rel === 'icon') {
            tag.attributes.href = `data:image/svg+xml,${encodeURIComponent(svg)}`;
          }
        }
        return data;
      });
    });
  }
}

/**
 * A remote's production build is emitted into a staging folder (dist/.build-<pid>-<time>/), its
 * content-hashed files straight into the remote's shared store (dist/assets/, `STORE` from the
 * staging folder as from every version folder, so one relative name serves both the disk and the
 * URL: webpack's `auto` public path is the entry's folder). Once it succeeded, what it emitted
 * names it (versionOfFiles over the staging folder and the store files) and the staging folder
 * becomes dist/<version>/, with assets.json listing the store files it uses (pruning keeps those).
 * A version already built holds the same bytes, so it is kept as it is (its files' times too) and
 * the staging folder dropped. Then dist/latest.json points at it: the version a publish points at.
 * A store file is never rewritten with other bytes: a build that would do it fails (its name's
 * hash would then lie, and clients holding it for a year would run the wrong code).
 */
class VersionedOutputPlugin {
  constructor(distDir) {
    this.distDir = distDir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('VersionedOutputPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After every asset has its final bytes and name (REPORT comes after realContentHash).
        { name: 'VersionedOutputPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.startsWith(STORE)) continue;
            const file = path.join(compilation.outputOptions.path, name);
            if (!fs.existsSync(file)) continue;
            if (!fs.readFileSync(file).equals(Buffer.from(source.buffer()))) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `${name}: the shared store already holds other bytes under this name; it is never rewritten (decision 360)`,
                ),
              );
            }
          }
        },
      );
    });
    compiler.hooks.done.tap('VersionedOutputPlugin', (stats) => {
      const staging = stats.compilation.outputOptions.path;
      if (stats.hasErrors() || !fs.existsSync(staging)) {
        fs.rmSync(staging, { recursive: true, force: true });
        return;
      }
      const stored = Object.keys(stats.compilation.assets)
        .filter((name) => name.startsWith(STORE))
        .sort();
      const version = versionOfFiles(staging, stored);
      const target = path.join(this.distDir, version);
      if (fs.existsSync(path.join(target, 'remoteEntry.js'))) fs.rmSync(staging, { recursive: true, force: true });
      else {
        // assets.json: the store files this version needs, with their siblings (.br, .gz, licences).
        const withSiblings = stored.flatMap((name) =>
          ['', '.br', '.gz'].map((ext) => name + ext).filter((n) => fs.existsSync(path.join(staging, n))),
        );
        fs.writeFileSync(
          path.join(staging, 'assets.json'),
          `${JSON.stringify({ store: STORE, files: withSiblings.map((n) => n.slice(STORE.length)) }, null, 2)}\n`,
        );
        fs.rmSync(target, { recursive: true, force: true }); // a half-written folder of a crashed build
        fs.renameSync(staging, target);
      }
      fs.writeFileSync(
        path.join(this.distDir, 'latest.json'),
        `${JSON.stringify({ version, builtAt: new Date().toISOString() }, null, 2)}\n`,
      );
    });
  }
}

/**
 * The host's first-render stylesheet: the stylesheet modules of the async chunks that hold one of
 * `roots` (the shell's bootstrap, which imports kit.css first), so every page's first render asks
 * for one stylesheet (decision 359). The packages every first render runs (React, react-dom,
 * react-intl, shared-kit) are not here: the host bundles them into main.js (`eager`, decision 367).
 * A chunk that consumes a shared module must not hold its provider (loading it would wait for
 * itself), so the bootstrap's script stays a chunk of its own.
 * @param {string[]} roots absolute paths of the chunks' root modules
 */
function firstRenderTest(roots) {
  const holdsRoot = chunkHolding(new Set(roots));
  return (module, { chunkGraph }) => {
    if (module.type !== 'css/mini-extract') return false;
    for (const chunk of chunkGraph.getModuleChunksIterable(module)) if (holdsRoot(chunk, chunkGraph)) return true;
    return false;
  };
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
 * @param {string} [opts.serviceWorker] the host's service worker template, emitted as /sw.js (361)
 * @param {Record<string,string>} [opts.firstViews] the host's server-rendered views (id → file):
 *                                   server/first-views.js + first-views.json (decision 346)
 * @param {number} [opts.devPort]   port of `webpack serve` when a team runs its app alone
 * @param {boolean} [opts.firstRenderChunk] the host: React, react-dom, react-intl and shared-kit (the
 *                                   shared packages every first render runs) bundled into main.js,
 *                                   and one stylesheet for the first render (decisions 359, 367)
 * @param {string[]} [opts.extraInputs] TypeScript sources outside the app it compiles in that import
 *                                   each other NodeNext style ('./x.js'), e.g. the API's search
 *                                   module (decision 175)
 */
function createConfig(opts) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = opts.role === 'remote';
    const distDir = path.join(opts.appDir, 'dist');
    // A remote's version is known once it is built (VersionedOutputPlugin): it builds into staging.
    const outDir = isRemote && production ? path.join(distDir, `.build-${process.pid}-${Date.now()}`) : distDir;
    const standalone = path.join(opts.appDir, 'src', 'standalone.ts');
    // A production remote's content-hashed files: its shared store (VersionedOutputPlugin, 360).
    const store = isRemote && production ? STORE : '';

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
        filename: production ? `${store}[name].[contenthash:8].css` : '[name].css',
        chunkFilename: production ? `${store}[name].[contenthash:8].css` : '[name].css',
      }),
      new ModuleFederationPlugin({
        name: opts.name,
        filename: isRemote ? 'remoteEntry.js' : undefined,
        exposes: exposesOf(opts),
        remotes: isRemote ? undefined : {},
        // The host bundles what every first render runs into main.js (decision 367).
        shared: sharedMap(opts.appDir, { eager: opts.firstRenderChunk && production ? HOST_EAGER : [] }),
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
          optimization: { disableSnapshot: true, disableRemote: isRemote, target: 'web' },
        },
      }),
    ];
    // A remote's build fails if it embeds runtime-core or reads more of it than the host provides.
    if (isRemote && production) plugins.push(new ExternalRuntimeCheckPlugin());
    // A retry asks for new chunk URLs, so a preload that failed is not reused by it (decision 353).
    if (isRemote && production) plugins.push(new RetryUrlPlugin({ name: opts.name }));
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
    if (!isRemote && opts.favicon) plugins.push(new InlineFaviconPlugin(opts.favicon));
    // /sw.js: the site's service worker, with the shell's boot files to precache (decision 361).
    if (!isRemote && production && opts.serviceWorker) {
      plugins.push(
        new ServiceWorkerPlugin({ template: opts.serviceWorker, extra: opts.favicon ? ['/favicon.svg'] : [] }),
      );
    }
    // compat.json: what a shell provides to remotes and what a remote needs of the live shell (311).
    if (production) plugins.push(new CompatPlugin({ appDir: opts.appDir, host: !isRemote }));
    // pages.mjs and routes.json: the remote's page declarations, read by the site server (300).
    if (isRemote && production) {
      const owner = JSON.parse(fs.readFileSync(path.join(opts.appDir, 'package.json'), 'utf8')).name;
      plugins.push(new PagesPlugin({ appDir: opts.appDir, name: owner }));
      // server/first-views.js: the first views for react-dom/server, named in routes.json (350).
      plugins.push(new FirstViewsPlugin({ appDir: opts.appDir, extraRules: extraInputRules(opts) }));
    }
    // The host's own server views (the shell's header in every first paint, decision 346):
    // server/first-views.js and first-views.json, beside the shell's build.
    if (!isRemote && production && opts.firstViews) {
      plugins.push(
        new FirstViewsPlugin({
          appDir: opts.appDir,
          extraRules: extraInputRules(opts),
          views: opts.firstViews,
          manifestFile: 'first-views.json',
        }),
      );
    }
    // .br and .gz beside each text file, sent by the site server as they are (decision 070).
    if (production) plugins.push(new PrecompressPlugin());
    // Last (its done hook runs after every emit): name the staging folder by what it holds.
    if (isRemote && production) plugins.push(new VersionedOutputPlugin(distDir));
    // first-render.json: the host's boot files and each app's message chunks, for preloads (150).
    if (production) plugins.push(new FirstRenderPlugin({ appDir: opts.appDir, host: !isRemote }));
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
        filename: production ? `${store}[name].[contenthash:8].js` : '[name].js',
        chunkFilename: production ? `${store}[name].[contenthash:8].js` : '[name].js',
        assetModuleFilename: store ? `${store}[name].[contenthash:8][ext]` : 'assets/[name].[contenthash:8][ext]',
        uniqueName: opts.name,
        // The host's server views (server/, decision 346) are written by their own compiler, beside
        // this one: the clean of the browser build keeps them.
        clean: isRemote ? false : { keep: /^server[\\/]/ },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          ...rules(production),
          // TypeScript sources outside the app (opts.extraInputs) import each other as './x.js'
          // (the API's NodeNext style): resolve those to the .ts file.
          ...extraInputRules(opts),
        ],
      },
      plugins,
      devtool: production ? false : 'eval-cheap-module-source-map',
      performance: { hints: false },
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        // The host's first render: main.js holds the federation runtime and the packages every page
        // runs (`eager` in the shared map), its async boundary's chunk the bootstrap, and
        // first-render.css the kit's and the shell's stylesheets (decisions 353, 359, 367).
        ...(opts.firstRenderChunk && production
          ? {
              splitChunks: {
                cacheGroups: {
                  firstRender: {
                    name: 'first-render',
                    chunks: 'async',
                    enforce: true,
                    test: firstRenderTest([path.join(opts.appDir, 'src', 'bootstrap.tsx')]),
                  },
                },
              },
            }
          : isRemote && production
            ? {
                // A remote's async chunks are not split further by package: a shared package's
                // fallback (the data layer: shared-kit/query with TanStack Query; the quiz's state
                // with jotai, decision 369) is one file, not two that always load together (367).
                splitChunks: {
                  cacheGroups: {
                    defaultVendors: false,
                    // Modules several routes use go to a chunk of their own, as webpack does by
                    // default, except a kit component with its own stylesheet (the job actions,
                    // messaging): its script goes with each route that uses it (decision 369) and
                    // its stylesheet with the remote's (375), so a route's later part is one file.
                    default: {
                      minChunks: 2,
                      priority: -20,
                      reuseExistingChunk: true,
                      test: (module) => !isKitComponent(module.nameForCondition?.() ?? ''),
                    },
                    // The fallbacks of the kit's data singletons are one file (decision 375).
                    kitData: { name: 'kit-data', chunks: 'async', enforce: true, test: kitDataTest() },
                    // The remote's own stylesheets and those of the kit components it uses are one
                    // file, loaded with its app: a route's first render asks for one stylesheet,
                    // not the app's and then its own, and a route's later part is one script
                    // (decision 375). The kit's own stylesheet (its fallback) stays where it is.
                    styles: {
                      name: 'styles',
                      chunks: 'async',
                      enforce: true,
                      test: (module) => {
                        if (module.type !== 'css/mini-extract') return false;
                        const file = module.nameForCondition?.() ?? '';
                        return file.startsWith(path.join(opts.appDir, 'src') + path.sep) || isKitComponent(file);
                      },
                    },
                  },
                },
              }
            : {}),
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

module.exports = { createConfig, versionOfFiles, STORE };
