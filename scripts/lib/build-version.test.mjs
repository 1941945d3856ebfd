// A remote's build version is a hash of what it emitted (docs/decisions/311): the apps' real webpack
// configuration (shared-kit/build/webpack.cjs) builds a tiny remote that bundles a file from outside
// its package, as mfe-content bundles the API's funding ids. Changing that file gives a new
// versioned folder and leaves the old one as it was; building again unchanged gives the same one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { storeFiles } from 'site-server/remotes';

import { build, write } from './fixture-remote.mjs';

/** Every file of a folder, name → bytes. */
const contents = (dir) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => [f, fs.readFileSync(path.join(dir, f))]),
  );

const folders = (appDir) =>
  fs
    .readdirSync(path.join(appDir, 'dist'))
    .filter((n) => n !== 'latest.json' && n !== 'assets') // assets/: the shared store (decision 360)
    .sort();

test('a change to a bundled file outside the package gives a new version; the old folder is untouched', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-version-'));
  const appDir = path.join(root, 'app');
  write(root, {
    'app/package.json': JSON.stringify({ name: 'fixture', version: '1.0.0', dependencies: {} }),
    'app/src/app.js':
      "import { FUNDING_IDS } from '../../outside/ids.js';\nexport const mount = () => Promise.resolve(FUNDING_IDS);\n",
    'outside/ids.js': "export const FUNDING_IDS = ['mara'];\n",
  });

  const first = await build(appDir);
  assert.match(first, /^[0-9a-f]{12}$/);
  const entry = path.join(appDir, 'dist', first, 'remoteEntry.js');
  const before = contents(path.join(appDir, 'dist', first));
  const mtime = fs.statSync(entry).mtimeMs;

  // Nothing changed: the same folder, not written again, and no staging folder left behind.
  assert.equal(await build(appDir), first);
  assert.equal(fs.statSync(entry).mtimeMs, mtime);
  assert.deepEqual(folders(appDir), [first]);

  // The file outside the package changes: a new version; the old folder keeps its bytes.
  write(root, { 'outside/ids.js': "export const FUNDING_IDS = ['mara', 'ptptn'];\n" });
  const second = await build(appDir);
  assert.notEqual(second, first);
  assert.deepEqual(folders(appDir), [first, second].sort());
  assert.deepEqual(contents(path.join(appDir, 'dist', first)), before);
  const bundle = [
    ...fs.readdirSync(path.join(appDir, 'dist', second)),
    ...storeFiles(path.join(appDir, 'dist', second)),
  ]
    .filter((f) => f.endsWith('.js'))
    .map((f) => fs.readFileSync(path.resolve(appDir, 'dist', second, f), 'utf8'))
    .join('');
  assert.match(bundle, /ptptn/);
});
