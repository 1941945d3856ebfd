// What a first render asks for (docs/decisions/367): the apps' real webpack configuration
// (shared-kit/build/webpack.cjs) built for a tiny remote and host. A remote's own stylesheets are
// one file and a package is not split from the chunk that uses it; the host bundles the packages
// every first render runs into main.js and writes its favicon into the page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { build, fixture } from './build-fixture.mjs';
import { ROOT } from './run.mjs';

const kit = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-kit', 'package.json'), 'utf8'));

test("a remote's own stylesheets are one file, and a package stays in the chunk that uses it", async () => {
  // A package big enough (> 20 KB) that webpack's default would give it a chunk of its own.
  const big = `module.exports = [${Array.from({ length: 900 }, (_, i) => `"distinct value number ${i}"`).join(',')}];\n`;
  const appDir = fixture({
    'src/app.js':
      "import './app.css';\nexport const mount = () => Promise.all([import('./routes/a.js'), import('./routes/b.js')]);\n",
    'src/app.css': '.app{color:red}\n',
    'src/routes/a.js': "import './a.css';\nimport big from 'big';\nexport default big.length;\n",
    'src/routes/a.css': '.route-a{color:green}\n',
    'src/routes/b.js': "import './b.css';\nexport default 1;\n",
    'src/routes/b.css': '.route-b{color:blue}\n',
    'node_modules/big/package.json': JSON.stringify({ name: 'big', version: '1.0.0', main: 'index.js' }),
    'node_modules/big/index.js': big,
  });
  const { errors, chunks } = await build({
    appDir,
    role: 'remote',
    name: 'mfe_fixture',
    exposes: { './app': './src/app.js' },
  });
  assert.deepEqual(errors, []);
  const store = path.join(appDir, 'dist', 'assets');
  const css = fs.readdirSync(store).filter((f) => f.endsWith('.css'));
  assert.equal(css.length, 1, css.join());
  assert.match(css[0], /^styles\.[0-9a-f]{8}\.css$/);
  const text = fs.readFileSync(path.join(store, css[0]), 'utf8');
  for (const rule of ['.app', '.route-a', '.route-b']) assert.ok(text.includes(rule), `${rule} in ${css[0]}`);
  const withBig = chunks.filter((c) => c.modules.some((m) => m.includes(`${path.sep}big${path.sep}`)));
  assert.equal(withBig.length, 1);
  assert.ok(
    withBig[0].modules.some((m) => m.endsWith(path.join('routes', 'a.js'))),
    'the package is in the route that uses it',
  );
});

test('the host bundles React into main.js and writes its favicon into the page', async () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1546a0"/></svg>';
  const appDir = fixture(
    {
      'src/index.js': "import('./bootstrap');\n",
      'src/bootstrap.js': "import { createElement } from 'react';\ndocument.title = typeof createElement;\n",
      'src/index.html': '<!doctype html><html><head><title>x</title></head><body></body></html>',
      'src/favicon.svg': svg,
    },
    { react: kit.dependencies.react },
  );
  const { errors, chunks, outDir } = await build(
    {
      appDir,
      role: 'host',
      name: 'shell_fixture',
      entry: './src/index.js',
      template: path.join(appDir, 'src/index.html'),
      favicon: path.join(appDir, 'src/favicon.svg'),
      firstRenderChunk: true,
    },
    (config) => {
      // The fixture has no node_modules: React comes from shared-kit's.
      config.resolve.modules = ['node_modules', path.join(ROOT, 'shared-kit', 'node_modules')];
      return config;
    },
  );
  assert.deepEqual(errors, []);
  const react = (c) => c.modules.some((m) => /[\\/]react[\\/]index\.js$/.test(m));
  const holding = chunks.filter(react).map((c) => c.files.filter((f) => f.endsWith('.js')));
  assert.equal(holding.length, 1, JSON.stringify(holding));
  assert.match(holding[0][0], /^main\.[0-9a-f]{8}\.js$/);
  // The boot files the site server preloads are the async boundary's chunk, not a chunk of React's.
  const bootstrap = JSON.parse(fs.readFileSync(path.join(outDir, 'first-render.json'), 'utf8')).bootstrap;
  assert.equal(bootstrap.filter((f) => f.endsWith('.js')).length, 1, bootstrap.join());
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const icon = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)"/.exec(html);
  assert.ok(icon, html);
  assert.equal(decodeURIComponent(icon[1]), svg);
  assert.equal(fs.readFileSync(path.join(outDir, 'favicon.svg'), 'utf8'), svg);
});
