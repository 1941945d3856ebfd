// The browser build's page declarations carry no `FirstView` (shared-kit/build/strip-first-views-loader.cjs,
// decision 352): only the server renders first views, and a thunk left in pages.ts made every route
// of the remote name the view's chunks in its first render.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './run.mjs';

const require = createRequire(import.meta.url);
const { stripFirstViews } = require('../../shared-kit/build/strip-first-views-loader.cjs');
const swc = require(require.resolve('@swc/core', { paths: [path.join(ROOT, 'shared-kit')] }));

test('one-line and wrapped FirstView (and Later) properties go; everything else stays', () => {
  const source = `export const PAGES = {
  a: {
    en: '/en/a',
    FirstView: () => import('./a').then((m) => ({ default: m.A })),
    Page: () => import('./a').then((m) => ({ default: m.A })),
  },
  b: {
    FirstView: () =>
      import('./b-first, view').then((m) => ({ default: m.B })),
    Page: () => import('./b'),
    title: 'FirstView: not a property',
  },
  c: { Page: () => import('./c'), FirstView: () => import('./c') },
  d: {
    Page: () => import('./d'),
    Later: () => import('./d-body'),
    laterWhen: { query: ['x'] },
  },
};`;
  const out = stripFirstViews(source);
  assert.doesNotMatch(out, /^\s*FirstView/m);
  assert.doesNotMatch(out, /import\('\.\/b-first, view'\)/);
  assert.equal(out.match(/Page: \(\) =>/g)?.length, 4);
  // What a route loads after its first render is for the server's preloads only (decision 357).
  assert.doesNotMatch(out, /Later:|d-body/);
  assert.match(out, /laterWhen: \{ query: \['x'\] \}/);
  assert.match(out, /title: 'FirstView: not a property'/);
  // c's FirstView is not at the start of a line: left as written (prettier never writes that).
  assert.match(out, /c: \{ Page: \(\) => import\('\.\/c'\), FirstView/);
});

test("every remote's real pages.ts: no FirstView left, the same pages, still valid TypeScript", async () => {
  for (const remote of ['mfe-content', 'mfe-jobs', 'mfe-quiz', 'mfe-account']) {
    const file = path.join(ROOT, remote, 'src', 'pages.ts');
    const source = fs.readFileSync(file, 'utf8');
    const out = stripFirstViews(source);
    assert.ok(/^\s*FirstView\s*:/m.test(source), `${remote} declares first views`);
    assert.doesNotMatch(out, /^\s*(FirstView|Later)\s*:/m, remote);
    assert.equal(out.match(/\bPage:/g)?.length, source.match(/\bPage:/g)?.length, remote);
    await swc.transform(out, { filename: file, jsc: { parser: { syntax: 'typescript' } } });
  }
});
