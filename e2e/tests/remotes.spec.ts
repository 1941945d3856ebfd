import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, open } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
/** Builds mfe-content alone, as its team would (no pnpm needed on the PATH). */
const buildContentRemote = () =>
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(ROOT, 'mfe-content'),
    stdio: 'ignore',
  });

test('a remote that cannot be reached takes down only its own slot, and retry recovers', async ({ page }) => {
  await page.route('**/remotes/mfe-quiz/**', (route) => route.abort('connectionrefused'));
  await open(page, '/en/career-quiz');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('This part of the site did not load');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectAccessible(page);

  // Every other route keeps working.
  await page.getByRole('link', { name: 'Laluan Kerjaya — home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a career that fits who you are');

  // The remote comes back: the retry mounts it in place.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/remotes/mfe-quiz/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What kind of work suits you?');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a remote whose entry is broken shows its fallback in Malay', async ({ page }) => {
  // A deploy gone wrong: the entry file loads but defines no federation container.
  await page.route('**/remotes/mfe-jobs/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.notAContainer = true;' }),
  );
  await open(page, '/ms/direktori/semua-pekerjaan');
  await expect(page.getByRole('alert')).toContainText('Bahagian ini tidak dapat dimuatkan');
  await open(page, '/ms/kuiz-kerjaya');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jenis kerja apakah yang sesuai dengan anda?');
});

function hashDir(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a remote rebuilt and shipped alone shows its change after a reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const messages = path.join(ROOT, 'mfe-content/src/i18n/en.json');
  const original = fs.readFileSync(messages, 'utf8');
  const mapFile = path.join(ROOT, '.site/remotes.json');
  const originalMap = fs.existsSync(mapFile) ? fs.readFileSync(mapFile, 'utf8') : null;
  const shellBefore = hashDir(path.join(ROOT, 'shell/dist'));
  const stamp = `For students, parents and teachers (build ${Date.now()})`;

  await open(page, '/en');
  await expect(page.getByRole('heading', { level: 2, name: 'For students, parents and teachers' })).toBeVisible();
  const oldEntry = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
  try {
    const changed = JSON.parse(original) as Record<string, string>;
    changed['content.home.forWho.title'] = stamp;
    fs.writeFileSync(messages, `${JSON.stringify(changed, null, 2)}\n`);
    buildContentRemote();
    execFileSync(process.execPath, ['scripts/publish-remote.mjs', 'mfe-content'], { cwd: ROOT, stdio: 'ignore' });

    // The open tab still works on the old build (versioned, immutable paths) until it reloads.
    await page.getByRole('link', { name: 'Job guides' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jobs');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'For students, parents and teachers' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: stamp })).toBeVisible();
    const newEntry = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
    expect(newEntry.remotes['mfe-content'].version).not.toBe(oldEntry.remotes['mfe-content'].version);
    // The old version's files are still served for tabs opened before the redeploy.
    const oldManifest = await page.request.get(oldEntry.remotes['mfe-content'].entry);
    expect(oldManifest.status()).toBe(200);
    expect(hashDir(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    fs.writeFileSync(messages, original);
    if (originalMap) fs.writeFileSync(mapFile, originalMap);
    buildContentRemote();
  }
});
