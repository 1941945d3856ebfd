// node --test site/test/ (pnpm --filter site-server test): a page's first paint is its remote's own first view rendered by
// react-dom/server (decision 350). The apps' real webpack configuration builds a tiny remote whose
// declaration names a FirstView; its build writes server/first-views.js and the view's CSS into the
// versioned folder, and the site server's `firstPaint` renders it in each language, with and
// without the page's embedded data, and writes it into the page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { applyFirstPaint, cookieSet, firstPaint } from '../dist/first-render.js';
import { ROOT } from '../src/workspace.mjs';

const require = createRequire(path.join(ROOT, 'shared-kit', 'package.json'));
const webpack = require('webpack');
const { createConfig } = require('./build/webpack.cjs');

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-views-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), typeof text === 'string' ? text : JSON.stringify(text));
};

// A remote as a team writes one: a declaration, a component with its stylesheet, its catalogues.
const appDir = path.join(root, 'app');
write('app/package.json', { name: 'mfe-fixture', version: '1.0.0', dependencies: {} });
// It resolves react, react-intl and shared-kit as mfe-content does.
fs.symlinkSync(path.join(ROOT, 'mfe-content', 'node_modules'), path.join(appDir, 'node_modules'), 'dir');
write('app/src/app.js', 'export const mount = () => Promise.resolve();\n');
write(
  'app/src/pages.ts',
  `import type { PageDeclarations } from 'shared-kit/pages';
export const PAGES = {
  card: {
    en: '/en/card/:slug',
    ms: '/ms/kad/:slug',
    layout: 'jobs',
    title: 'fixture.title',
    firstData: '/cards/:slug',
    FirstView: () => import('./features/card/card-view').then((m) => ({ default: m.CardView })),
    Page: () => import('./features/card/card-view').then((m) => ({ default: m.CardView })),
  },
  plain: { en: '/en/plain', ms: '/ms/biasa', layout: 'jobs', title: 'fixture.title' },
} as const satisfies PageDeclarations<string>;
`,
);
write(
  'app/src/features/card/card-view.tsx',
  `import { useIntl } from 'react-intl';
import { apiGet, useLocale, useRoute } from 'shared-kit';
import { useQuery } from 'shared-kit/query';
import './card-view.css';

export function CardView() {
  const intl = useIntl();
  const slug = useRoute()?.params.slug ?? '';
  const card = useQuery({
    queryKey: ['card', slug],
    queryFn: () => apiGet<{ data: { name: { en: string; ms: string } } }>('/cards/' + slug).then((r) => r.data.data),
  });
  const locale = useLocale();
  return (
    <div className="card">
      <h1>{intl.formatMessage({ id: 'fixture.title', defaultMessage: 'x' })}</h1>
      <p className="card__count">{intl.formatMessage({ id: 'fixture.count', defaultMessage: 'x' }, { count: 1280 })}</p>
      {card.data ? <p className="card__name">{card.data.name[locale]}</p> : <span className="card__wait" style={{ width: 32 }}>…</span>}
    </div>
  );
}
`,
);
write(
  'app/src/features/card/card-view.css',
  '.card { max-width: 60ch; }\n.card__name:hover { color: red; }\n.unused { margin: 0; }\n',
);
write('app/src/i18n/en.json', {
  'fixture.title': 'Cards & more',
  'fixture.count': '{count, plural, one {# card} other {# cards}}',
});
write('app/src/i18n/ms.json', { 'fixture.title': 'Sebuah kad', 'fixture.count': '{count, number} kad' });

let version;
const remoteDir = (_remote, v) => path.join(appDir, 'dist', v);
const map = () => ({ remotes: { 'mfe-fixture': { version } } });
const routes = [
  { id: 'card', en: '/en/card/:slug', ms: '/ms/kad/:slug', owner: 'mfe-fixture', layout: 'jobs' },
  { id: 'plain', en: '/en/plain', ms: '/ms/biasa', owner: 'mfe-fixture', layout: 'jobs' },
];
const paint = (opts) => firstPaint({ remoteDir, map: map(), owner: 'mfe-fixture', routeId: 'card', routes, ...opts });

before(async () => {
  const config = createConfig({ appDir, role: 'remote', name: 'mfe_fixture', exposes: { './app': './src/app.js' } })(
    {},
    { mode: 'production' },
  );
  config.resolveLoader = { modules: [path.join(ROOT, 'node_modules')] };
  await new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      const errors = stats.compilation.errors.map((e) => e.message);
      return errors.length ? reject(new Error(errors.join('\n'))) : resolve();
    });
  });
  version = JSON.parse(fs.readFileSync(path.join(appDir, 'dist', 'latest.json'), 'utf8')).version;
});

describe('the build: a server bundle of the first views in the versioned folder', () => {
  it("names the bundle and each view's stylesheets in routes.json; the view's CSS is extracted whole", () => {
    const dir = remoteDir('mfe-fixture', version);
    const { firstViews } = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8'));
    assert.equal(firstViews.js, 'server/first-views.js');
    assert.deepEqual(Object.keys(firstViews.pages), ['card']); // `plain` declares no FirstView
    assert.ok(fs.existsSync(path.join(dir, firstViews.js)));
    const css = firstViews.pages.card.css.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('');
    assert.match(css, /--ck-[\w-]+:/); // shared-kit's design tokens come with every view
    assert.match(css, /\.card__name:hover/);
    assert.match(css, /\.unused/); // no subsetting: the stylesheet as the app loads it
  });
});

describe("the server: the remote's own component, rendered with react-dom/server", () => {
  it('renders the view in the page language with its catalogue (plurals and numbers as react-intl)', async () => {
    const en = await paint({ locale: 'en', href: '/en/card/ace' });
    assert.match(en.html, /^<div class="card"><h1>Cards &amp; more<\/h1><p class="card__count">1,280 cards<\/p>/);
    const ms = await paint({ locale: 'ms', href: '/ms/kad/ace' });
    assert.match(ms.html, /<h1>Sebuah kad<\/h1><p class="card__count">1,280 kad<\/p>/);
    assert.match(en.css, /\.card\{max-width:60ch\}|\.card \{\s*max-width: 60ch;?\s*\}/);
  });

  it("answers the view's query from the page's embedded data, at the page's address", async () => {
    const data = { '/cards/ace': { data: { name: { en: 'Ace of <spades>', ms: 'Sekop' } } } };
    const en = await paint({ locale: 'en', href: '/en/card/ace', data });
    assert.match(en.html, /<p class="card__name">Ace of &lt;spades&gt;<\/p><\/div>$/);
    const ms = await paint({ locale: 'ms', href: '/ms/kad/ace', data });
    assert.match(ms.html, /<p class="card__name">Sekop<\/p>/);
    // Another address: the embedded answer is not for it, and nothing is asked of the network.
    const other = await paint({ locale: 'en', href: '/en/card/king', data });
    assert.doesNotMatch(other.html, /card__name/);
  });

  it('moves an inline style into a rule of the stylesheet (the CSP has no unsafe-inline)', async () => {
    const view = await paint({ locale: 'en', href: '/en/card/ace' });
    assert.doesNotMatch(view.html, / style=/);
    assert.match(view.html, /<span class="card__wait" data-fv-style="0">…<\/span>/);
    assert.ok(view.css.endsWith('#first-paint [data-fv-style="0"]{width:32px}'));
  });

  it('gives none for a page without a first view, a build without a bundle, or a bundle that fails', async () => {
    assert.equal(await paint({ routeId: 'plain', locale: 'en', href: '/en/plain' }), null);
    assert.equal(await paint({ owner: 'mfe-other', locale: 'en', href: '/en/card/ace' }), null);
    const broken = path.join(root, 'broken', 'v1');
    fs.mkdirSync(path.join(broken, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(broken, 'routes.json'),
      JSON.stringify({ firstViews: { js: 'server/first-views.js', pages: { card: { css: [] } } } }),
    );
    fs.writeFileSync(path.join(broken, 'server', 'first-views.js'), 'throw new Error("bad bundle")');
    const errors = [];
    const none = await firstPaint({
      remoteDir: () => broken,
      map: { remotes: { x: { version: 'v1' } } },
      owner: 'x',
      routeId: 'card',
      locale: 'en',
      href: '/en/card/ace',
      onError: (e) => errors.push(e.message),
    });
    assert.equal(none, null);
    assert.deepEqual(errors, ['bad bundle']);
  });
});

describe('the page: the first paint written into the shell', () => {
  it('tells a cookie that says the visitor is past a first view', () => {
    assert.equal(cookieSet('a=1; currentQuestion=3', 'currentQuestion'), true);
    assert.equal(cookieSet('currentQuestion=0', 'currentQuestion'), false);
    assert.equal(cookieSet('userSelectionsList=%5B%5D', 'userSelectionsList'), false);
  });

  it('writes the paint over the top of <main>, hides the splash and sets the layout on <body>', () => {
    const page =
      '<html><head><style>a{}</style></head><body><div id="splash" class="shell-splash" role="status"></div><main id="main" tabindex="-1"><div id="shell-page"></div></main></body></html>';
    const html = applyFirstPaint(
      page,
      { html: '<h1>Hi</h1>', css: '.x{}' },
      { name: 'home', theme: 'light', width: 'full', footer: true },
    );
    assert.match(html, /<body data-layout="home" data-theme="light" data-width="full" data-footer="true">/);
    assert.match(html, /<div id="splash" class="shell-splash" hidden role="status">/);
    // The paint's CSS at its start, after anything a script adds to <head> (a later kit.css).
    assert.match(
      html,
      /<main id="main" tabindex="-1"><div id="first-paint" class="slot"><style>#main\{position:relative\}[^<]*\.x\{\}<\/style><h1>Hi<\/h1><span id="first-paint-end" hidden><\/span><\/div><div id="shell-page">/,
    );
    // Nothing renders before the paint's end is parsed, so no half-parsed paint moves (375).
    assert.match(
      html,
      /<head><style>a\{\}<\/style><link rel="expect" href="#first-paint-end" blocking="render" \/><\/head>/,
    );
    assert.equal(applyFirstPaint(page, null), page);
  });
});
