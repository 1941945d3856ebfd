// A remote's content-hashed files live in its shared store, dist/assets/ (docs/decisions/360): the
// apps' real webpack configuration builds a tiny remote with two lazy modules and a stylesheet, one
// line of one module changes, and the rebuild gives a new version whose only new URLs are that
// module's chunk and the per-version files (the entry, the manifests). The old version keeps every
// file it needs (rollback), publishing refuses a build whose store files are gone, and pruning
// deletes only what no kept build references.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pruneStore, storeFiles } from 'site-server/remotes';

import { build, write } from './fixture-remote.mjs';

/**
 * The URLs a browser can ask for of one version, as the site serves them (/remotes/<remote>/ is
 * the remote's dist/), the precompressed siblings aside: the version folder's files and the store
 * files its entry names (`../assets/x.js` from the version folder).
 */
function urlsOf(distDir, version) {
  const own = fs
    .readdirSync(path.join(distDir, version))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `/remotes/fixture/${version}/${f}`);
  const stored = storeFiles(path.join(distDir, version))
    .filter((f) => !/\.(br|gz)$/.test(f))
    .map((f) => `/remotes/fixture/assets/${path.basename(f)}`);
  return new Set([...own, ...stored]);
}

const APP = `import './app.css';
export const mount = () => Promise.all([import('./quiz-questions.js'), import('./quiz-result.js')]);
`;
const QUESTIONS = `export const questions = ['Do you like to build things?', 'Do you like to help people?'];
export const count = () => questions.length;
`;
const RESULT = `import './result.css';
export const title = (code) => 'Your result: ' + code;
`;

test('a one-line change moves only the changed chunk and the per-version files; old versions keep theirs', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-store-'));
  const appDir = path.join(root, 'app');
  const distDir = path.join(appDir, 'dist');
  write(appDir, {
    'package.json': JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: {} }),
    'src/app.js': APP,
    'src/app.css': '.app { margin: 0 auto; max-width: 60rem; }\n',
    'src/quiz-questions.js': QUESTIONS,
    'src/quiz-result.js': RESULT,
    'src/result.css': '.result { color: #123456; }\n',
  });

  const first = await build(appDir);
  const before = urlsOf(distDir, first);
  // The chunks are in the store, not in the version folder: the folder holds the entry and data.
  const jsInFolder = fs.readdirSync(path.join(distDir, first)).filter((f) => /\.(js|css)$/.test(f));
  assert.deepEqual(jsInFolder, ['remoteEntry.js']);
  assert.ok(
    [...before].some((u) => /\/assets\/.+\.css$/.test(u)),
    'the stylesheets are in the store',
  );
  // The entry finds its chunks in the store: `auto` public path (its own folder) + ../assets/.
  assert.match(fs.readFileSync(path.join(distDir, first, 'remoteEntry.js'), 'utf8'), /"\.\.\/assets\/"/);
  const oldFiles = storeFiles(path.join(distDir, first));
  const oldBytes = new Map(oldFiles.map((f) => [f, fs.readFileSync(f)]));

  // One line of one module changes.
  write(appDir, { 'src/quiz-questions.js': QUESTIONS.replace('build things', 'build or repair things') });
  const second = await build(appDir);
  assert.notEqual(second, first);
  const after = urlsOf(distDir, second);

  const added = [...after].filter((u) => !before.has(u));
  const changedChunks = added.filter((u) => u.includes('/assets/'));
  assert.equal(changedChunks.length, 1, `only the changed module's chunk is new: ${changedChunks.join(', ')}`);
  assert.match(fs.readFileSync(path.join(distDir, 'assets', path.basename(changedChunks[0])), 'utf8'), /repair/);
  // Everything else new is the version's own small files (the entry, manifests, compat…).
  assert.ok(added.every((u) => u.includes('/assets/') || u.startsWith(`/remotes/fixture/${second}/`)));
  assert.ok(added.includes(`/remotes/fixture/${second}/remoteEntry.js`));
  // The unchanged module's chunk and both stylesheets keep their URLs.
  const kept = [...before].filter((u) => u.includes('/assets/') && after.has(u));
  assert.equal(kept.length, [...before].filter((u) => u.includes('/assets/')).length - 1);
  assert.ok(kept.some((u) => u.endsWith('.css')));

  // The old version is whole (rollback): its store files are there with their bytes.
  for (const [file, bytes] of oldBytes) assert.ok(fs.readFileSync(file).equals(bytes), file);

  // Pruning keeps whatever a kept build references: with both folders, nothing goes.
  const later = Date.now() + 2 * 60 * 60_000;
  assert.deepEqual(pruneStore(distDir, { now: later }), []);
  // Without the first build, its changed chunk (and its .br/.gz siblings) is no one's: it goes,
  // and nothing the second build needs.
  fs.rmSync(path.join(distDir, first), { recursive: true });
  const deleted = pruneStore(distDir, { now: later });
  assert.ok(deleted.length >= 1);
  assert.ok(deleted.every((f) => oldFiles.includes(f)));
  for (const f of storeFiles(path.join(distDir, second))) assert.ok(fs.existsSync(f), f);
  // A build under way (its files are in the store before its folder is named): nothing is pruned.
  fs.mkdirSync(path.join(distDir, '.build-1-2'));
  assert.throws(() => pruneStore(distDir, { now: later }), /build is under way/);
});

test('a store file is never rewritten with other bytes: the build fails instead', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-store-'));
  const appDir = path.join(root, 'app');
  write(appDir, {
    'package.json': JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: {} }),
    'src/app.js': APP,
    'src/app.css': '.app { margin: 0; }\n',
    'src/quiz-questions.js': QUESTIONS,
    'src/quiz-result.js': RESULT,
    'src/result.css': '.result { color: red; }\n',
  });
  const first = await build(appDir);
  const chunk = storeFiles(path.join(appDir, 'dist', first)).find((f) => f.endsWith('.js'));
  fs.writeFileSync(chunk, '/* other bytes */');
  await assert.rejects(build(appDir), /never rewritten/);
  assert.equal(fs.readFileSync(chunk, 'utf8'), '/* other bytes */');
});
