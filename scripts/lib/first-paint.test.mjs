// node --test scripts/lib/: a page's first paint — the build's declaration turned into HTML and CSS,
// and what the site server writes into the page (decision 245).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { applyFirstPaint, cookieSet, firstPaint, formatIcu } from './first-render.mjs';

const require = createRequire(import.meta.url);
const { firstPaintOf, rulesFor } = require('../../shared-kit/build/first-paint-plugin.cjs');
const { parse } = require('@formatjs/icu-messageformat-parser');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (file, text) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof text === 'string' ? text : JSON.stringify(text));
};

// An app as the build sees it: its declaration, catalogues and stylesheet.
const app = path.join(dir, 'app');
write(path.join(app, 'src', 'first-paint.json'), {
  css: ['src/page.css'],
  routes: {
    home: '<div class="page"><h1 class="page__title">{m:title}</h1><p class="page__lead">{m:lead|count=jobCount}</p></div>',
    'jobs.detail': { html: '<h1 class="page__title">{d:name|name_bm}</h1>', unlessCookies: ['currentQuestion'] },
    'jobs.section':
      '<p>{m:code|code=holland_code,types=holland_code@type.}</p>{if:tvet}<b>TVET</b>{/if}{if:summary}<i>{d:summary}</i>{/if}',
  },
});
write(path.join(app, 'src', 'i18n', 'en.json'), {
  title: 'Find a <career>',
  lead: '{count, plural, one {# job} other {# jobs}}',
  code: 'Interest code {code}: {types}',
  'type.S': 'Social',
  'type.I': 'Investigative',
});
write(path.join(app, 'src', 'i18n', 'ms.json'), {
  title: 'Cari kerjaya',
  lead: '{count} pekerjaan',
  code: 'Kod minat {code}: {types}',
  'type.S': 'Sosial',
  'type.I': 'Investigatif',
});
write(
  path.join(app, 'src', 'page.css'),
  `/* c */ .page { max-width: 60ch; }
.page__title, .other { color: var(--x); }
.page__lead:hover { color: red; }
.page h1 { margin: 0; }
.card { padding: 1px; }
@media (min-width: 600px) { .page__lead { font-size: 2rem; } .card { margin: 0; } }`,
);
const host = path.join(dir, 'host');
write(path.join(host, 'src', 'first-paint.json'), { css: ['src/kit.css'], keep: ['#main'] });
write(
  path.join(host, 'src', 'kit.css'),
  ':root { --x: #123; }\n.ck-button { display: flex; }\n#main { min-height: 10px; }',
);

describe('the build: first-paint.json from an app declaration', () => {
  const built = firstPaintOf(app).value;

  it('writes each route in both languages with its messages, escaped', () => {
    assert.equal(
      built.routes.home.en,
      '<div class="page"><h1 class="page__title">Find a &lt;career&gt;</h1><p class="page__lead">{icu:0}</p></div>',
    );
    assert.equal(
      built.routes.home.ms,
      '<div class="page"><h1 class="page__title">Cari kerjaya</h1><p class="page__lead">{icu:0}</p></div>',
    );
    assert.deepEqual(built.routes.home.icu.en[0].args, { count: 'jobCount' });
    assert.deepEqual(built.routes['jobs.detail'].unlessCookies, ['currentQuestion']);
  });

  it("keeps only the CSS rules of the page's own elements, media queries included, and no state rules", () => {
    assert.equal(
      built.css,
      '.page{max-width:60ch}.page__title{color:var(--x)}.page h1{margin:0}@media (min-width:600px){.page__lead{font-size:2rem}}',
    );
  });

  it("keeps a host's design tokens and the selectors it names", () => {
    assert.equal(firstPaintOf(host).value.css, ':root{--x:#123}#main{min-height:10px}');
    assert.equal(rulesFor('.a{color:red}', new Set(['a'])), '.a{color:red}');
  });

  it('fails the build on a missing message or one with arguments it was not given', () => {
    const bad = path.join(dir, 'bad');
    write(path.join(bad, 'src', 'i18n', 'en.json'), { lead: '{count} jobs' });
    write(path.join(bad, 'src', 'i18n', 'ms.json'), { lead: '{count} pekerjaan' });
    write(path.join(bad, 'src', 'first-paint.json'), { routes: { home: '<p>{m:lead}</p>' } });
    assert.throws(() => firstPaintOf(bad), /takes arguments/);
    write(path.join(bad, 'src', 'first-paint.json'), { routes: { home: '<p>{m:nope}</p>' } });
    assert.throws(() => firstPaintOf(bad), /no en message nope/);
  });
});

describe('the server: a first paint in the page', () => {
  const shellDir = path.join(dir, 'shell-dist');
  const remoteDir = (remote, version) => path.join(dir, 'dist', remote, version);
  write(path.join(shellDir, 'first-paint.json'), firstPaintOf(host).value);
  write(path.join(remoteDir('mfe-x', 'v1'), 'first-paint.json'), firstPaintOf(app).value);
  const map = { remotes: { 'mfe-x': { version: 'v1' } } };
  const base = { shellDir, remoteDir, map, owner: 'mfe-x' };

  it('formats messages with arguments from the route values, in the page language', () => {
    const en = firstPaint({ ...base, routeId: 'home', locale: 'en', values: { jobCount: 1 } });
    assert.match(en.html, /<p class="page__lead">1 job<\/p>/);
    const ms = firstPaint({ ...base, routeId: 'home', locale: 'ms', values: { jobCount: 1280 } });
    assert.match(ms.html, /1,280 pekerjaan/);
    assert.ok(en.css.startsWith(':root{--x:#123}#main{min-height:10px}.page{'));
  });

  it("fills data fields in the page's language, escaped, and gives up when one is missing", () => {
    const job = { name: 'Nurse <RN>', name_bm: 'Jururawat' };
    assert.equal(
      firstPaint({ ...base, routeId: 'jobs.detail', locale: 'en', data: job }).html,
      '<h1 class="page__title">Nurse &lt;RN&gt;</h1>',
    );
    assert.equal(
      firstPaint({ ...base, routeId: 'jobs.detail', locale: 'ms', data: job }).html,
      '<h1 class="page__title">Jururawat</h1>',
    );
    assert.equal(firstPaint({ ...base, routeId: 'jobs.detail', locale: 'en', data: null }), null);
  });

  it('names each letter of a code by its message, and keeps {if} markup only when the field is set', () => {
    const job = { holland_code: 'SI', tvet: true, summary: { en: 'Care for people.', ms: 'Menjaga orang.' } };
    assert.equal(
      firstPaint({ ...base, routeId: 'jobs.section', locale: 'ms', data: job }).html,
      '<p>Kod minat SI: Sosial, Investigatif</p><b>TVET</b><i>Menjaga orang.</i>',
    );
    const plain = { holland_code: 'IS', tvet: false, summary: null };
    assert.equal(
      firstPaint({ ...base, routeId: 'jobs.section', locale: 'en', data: plain }).html,
      '<p>Interest code IS: Investigative, Social</p>',
    );
  });

  it('tells a cookie that says the visitor is past a first view, and skips routes with no declaration', () => {
    assert.equal(cookieSet('a=1; currentQuestion=3', 'currentQuestion'), true);
    assert.equal(cookieSet('currentQuestion=0', 'currentQuestion'), false);
    assert.equal(cookieSet('userSelectionsList=%5B%5D', 'userSelectionsList'), false);
    assert.equal(firstPaint({ ...base, routeId: 'about', locale: 'en' }), null);
    assert.equal(firstPaint({ ...base, owner: 'mfe-y', routeId: 'home', locale: 'en' }), null);
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
    assert.match(
      html,
      /<main id="main" tabindex="-1"><div id="first-paint" class="slot"><h1>Hi<\/h1><\/div><div id="shell-page">/,
    );
    assert.match(html, /<style>#first-paint\{position:absolute;[^<]*\.x\{\}<\/style><\/head>/);
    assert.equal(applyFirstPaint(page, null), page);
  });

  it('formats plurals, selects, exact matches and numbers as react-intl does', () => {
    const msg = parse(
      '{n, plural, =0 {none} one {# item} other {# items}} {kind, select, a {A} other {B}} {n, number}',
    );
    assert.equal(formatIcu(msg, { n: 0, kind: 'a' }, 'en'), 'none A 0');
    assert.equal(formatIcu(msg, { n: 1, kind: 'z' }, 'en'), '1 item B 1');
    assert.equal(formatIcu(msg, { n: 2500, kind: 'a' }, 'en'), '2,500 items A 2,500');
  });
});
