// A page is declared once, in the remote that renders it (docs/decisions/300). These tests fail when
// shared-kit's generated route table differs from the declarations, and when page facts are kept
// by hand anywhere else: a page's localized path, or a list of route ids (the kind of table that
// said which pages have data, which are left out of the sitemap, which slugs translate).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROUTE_TABLE_FILE, routeTableSource, routesJson, sourceDeclarations } from 'site-server/pages';
import { ROOT } from 'site-server/workspace';

const declarations = await sourceDeclarations();
const routes = declarations.flatMap(({ owner, PAGES }) =>
  Object.entries(PAGES).map(([id, d]) => ({ id, owner, en: d.en, ms: d.ms })),
);

/** Source files of the site (no tests, no declarations, no generated table). */
function siteSources() {
  const tracked = execFileSync('git', ['ls-files', 'shared-kit/src', 'shell/src', 'mfe-*/src', 'scripts/lib'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => /\.(ts|tsx|mjs|cjs|json)$/.test(f))
    .filter((f) => !/\.test\.(ts|tsx|mjs)$|\/test\/|\/testing\/|\.fixture\.ts$|\/i18n\//.test(f))
    .filter((f) => !f.endsWith('/src/pages.ts') && path.join(ROOT, f) !== ROUTE_TABLE_FILE);
  return tracked.filter((f) => fs.existsSync(path.join(ROOT, f)));
}

describe('page declarations', () => {
  it('every remote that renders pages declares them', () => {
    assert.deepEqual(declarations.map((d) => d.owner).sort(), ['mfe-account', 'mfe-content', 'mfe-jobs', 'mfe-quiz']);
    const ids = routes.map((r) => r.id);
    assert.equal(new Set(ids).size, ids.length, `a route id is declared twice: ${ids}`);
  });

  it("shared-kit's route table is generated from them (node scripts/pages.mjs generate)", async () => {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(ROUTE_TABLE_FILE)) ?? {};
    const expected = await prettier.format(routeTableSource(declarations), { ...options, filepath: ROUTE_TABLE_FILE });
    assert.equal(fs.readFileSync(ROUTE_TABLE_FILE, 'utf8'), expected);
  });

  it('name messages both catalogues have (a missing one would fail the remote build)', () => {
    for (const { owner, PAGES } of declarations) {
      const cat = (l) => JSON.parse(fs.readFileSync(path.join(ROOT, owner, 'src', 'i18n', `${l}.json`), 'utf8'));
      const out = routesJson(owner, PAGES, { en: cat('en'), ms: cat('ms') });
      for (const route of out.routes) assert.ok(route.title || route.fullTitle, `${owner} ${route.id} has no title`);
    }
  });

  it('are the only place a page path is written (no hand-kept copy)', () => {
    // A path with a word of its own: '/en/about-us', '/ms/tentang-kami', '/ms/pekerjaan/' …
    const literals = routes.flatMap((r) =>
      [r.en, r.ms].map((p) => p.split('/:')[0]).filter((p) => p.split('/').length > 2),
    );
    const found = [];
    for (const file of siteSources()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const literal of new Set(literals)) {
        if (new RegExp(`['"\`]${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|['"\`?#])`).test(text)) {
          found.push(`${file}: ${literal}`);
        }
      }
    }
    assert.deepEqual(found, [], 'build these paths with buildPath(id, locale) instead');
  });

  it('are the only place that lists routes by id (no table of page facts elsewhere)', () => {
    const ids = routes.map((r) => r.id.replace(/\./g, '\\.')).join('|');
    // Two or more route ids in one list: ['jobs.detail', 'jobs.section', 'whitePaper'].
    const list = new RegExp(`['"](?:${ids})['"]\\s*[,\\]]\\s*['"](?:${ids})['"]`);
    const found = siteSources().filter((file) => list.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    assert.deepEqual(found, [], 'say it in the page declaration (src/pages.ts) instead');
  });
});
