#!/usr/bin/env node
// Benchmark (not a test): the JavaScript a browser downloads before the first route renders, per
// file with its gzip size, and the sum against the budget of ../shared/design/quality-bars.md; and
// how long each app takes to build. Runs the real site in Debian's chromium.
//   node scripts/bench-bundle.mjs [--path /en] [--path /en/jobs/nurse] [--no-build]
//   BENCH_PORT=3295 node scripts/bench-bundle.mjs   (the site's port; 3290 by default)
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT } from './lib/run.mjs';
import { packagesWithRole } from 'site-server/workspace';
import { APP_HEADING, startSite } from './lib/bench-browser.mjs';

const BUDGET = 170 * 1024;
const args = process.argv.slice(2);
const paths = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
if (paths.length === 0) paths.push('/en', '/en/jobs/nurse', '/en/career-quiz');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

// 1. Build time of each app (production, from scratch, one at a time).
const buildTimes = [];
if (!args.includes('--no-build')) {
  for (const app of packagesWithRole('host', 'remote')) {
    const t = Date.now();
    const res = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: ROOT, stdio: 'ignore' });
    if (res.status !== 0) throw new Error(`${app} failed to build`);
    buildTimes.push([app, Date.now() - t]);
  }
  spawnSync('node', ['scripts/publish-remote.mjs', '--all'], { cwd: ROOT, stdio: 'ignore' });
}

// 2. The site on a spare port with a throwaway database.
const port = Number(process.env.BENCH_PORT ?? 3290);
// Up to two minutes: on a busy machine the API's database opens and migrates slowly.
const server = await startSite(port);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let worst = 0;
try {
  for (const route of paths) {
    const page = await browser.newPage();
    const files = new Map();
    // The moment the first heading is in the page, on the browser's own clock.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        // The app's own heading (APP_HEADING), not the server's first paint of it (decision 245).
        if (document.querySelector('main > .slot:not(#first-paint) h1, #shell-page h1')) {
          window.__firstRender = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (!url.pathname.endsWith('.js')) return;
      try {
        const body = await res.body();
        files.set(res.url(), { path: url.pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
      } catch {
        /* redirected or aborted */
      }
    });
    await page.goto(`http://127.0.0.1:${port}${route}`);
    await page.locator('#splash').waitFor({ state: 'hidden' });
    await page.locator(APP_HEADING).first().waitFor();
    await page.waitForTimeout(500); // let the bodies of requests made before the render arrive
    // Only what was requested before the first heading showed: chunks loaded after the first
    // render (tracking, lazy pages) do not delay it.
    const before = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime <= window.__firstRender)
          .map((e) => e.name),
      ),
    );
    const rows = [...files.entries()]
      .filter(([url]) => before.has(url))
      .map(([, f]) => [f.path, f])
      .sort((a, b) => b[1].gzip - a[1].gzip);
    const total = rows.reduce((n, [, f]) => n + f.gzip, 0);
    worst = Math.max(worst, total);
    console.log(`\nJS before first render of ${route}: ${rows.length} files`);
    for (const [file, f] of rows)
      console.log(
        `  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(9)} raw  ${String(f.gzip).padStart(6)} B  ${file}`,
      );
    console.log(
      `  ${kb(total).padStart(9)} gzip in total (${total.toLocaleString('en')} B) — budget ${kb(BUDGET)} (${((total / BUDGET) * 100).toFixed(0)} %)`,
    );
    // For information: what came in the half second after the heading (not counted above).
    const later = [...files.entries()].filter(([url]) => !before.has(url)).map(([, f]) => f);
    if (later.length)
      console.log(
        `  then ${kb(later.reduce((n, f) => n + f.gzip, 0))} gzip in ${later.length} file(s) requested after it: ${later.map((f) => f.path).join(', ')}`,
      );
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
if (buildTimes.length) {
  console.log('\nBuild time (production, one app at a time)');
  for (const [app, ms] of buildTimes) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${app}`);
  console.log(`  ${(buildTimes.reduce((n, [, ms]) => n + ms, 0) / 1000).toFixed(1).padStart(6)} s  all`);
}
console.log(`\nlargest first-render total: ${kb(worst)} (budget ${kb(BUDGET)})`);
