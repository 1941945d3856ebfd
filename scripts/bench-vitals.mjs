#!/usr/bin/env node
// Benchmark (a script that prints, not a test): real-browser vitals of the composed site on a
// throttled phone (4× CPU and slow 4G through CDP, cold cache, medians), next to
// bench-composition.mjs. Per route: LCP, CLS on load, INP of opening the menu; on the first route
// also the search box: the time from the end of the 300 ms debounce after the last keystroke until
// the results are painted, and the layout shift while searching. Bars (quality-bars.md): LCP ≤ 2 s,
// CLS ≤ 0.05, INP ≤ 150 ms, search ≤ 100 ms after the debounce.
//
//   node scripts/bench-vitals.mjs [--runs 5] [--path /en ...] [--term nurse]
//   BENCH_PORT=4970 (the site's port; built files are used as they are: build and publish first)
import { clsOf, launchBrowser, measureLoad, median, startSite } from './lib/bench-browser.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 5) || 5;
const TERM = args.includes('--term') ? args[args.indexOf('--term') + 1] : 'nurse';
const DEBOUNCE_MS = 300;
const routes = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
if (!routes.length) routes.push('/en', '/en/jobs/nurse', '/en/career-quiz/start', '/en/directory/all-jobs');

const port = Number(process.env.BENCH_PORT ?? 4970);
const origin = `http://127.0.0.1:${port}`;
const site = await startSite(port);
const browser = await launchBrowser();
const results = {};
try {
  for (const route of routes) await fetch(origin + route); // warm the server
  for (let run = 0; run < RUNS; run++) {
    for (const [index, route] of routes.entries()) {
      const r = await measureLoad(browser, origin + route, { keepOpen: true });
      const page = r.page;
      const row = { lcp: r.lcp, cls: r.cls, inp: NaN, search: NaN, searchCls: NaN };
      try {
        // INP: opening the menu (a tap), the longest event of that interaction.
        await page.evaluate(() => {
          /** @type {any} */ (window).__events = [];
        });
        await page.locator('.shell-menu-button').tap();
        await page.waitForTimeout(1000);
        row.inp = await page.evaluate(() => Math.max(0, .../** @type {any} */ (window).__events.map((e) => e.d)));
        if (index === 0) {
          // The search box: type a term, then wait for the results to be painted.
          const input = page.locator('#shell-drawer input[type="search"]');
          await input.waitFor({ timeout: 60_000 });
          const shiftsBefore = await page.evaluate(() => /** @type {any} */ (window).__shifts.length);
          await page.evaluate(() => {
            const w = /** @type {any} */ (window);
            const el = document.querySelector('#shell-drawer input[type="search"]');
            el?.addEventListener('input', () => (w.__lastInput = performance.now()));
            w.__painted = new Promise((resolve) => {
              const check = () => {
                if (document.querySelector('#shell-drawer .jobs-search__list li, #shell-drawer .jobs-search__none')) {
                  observer.disconnect();
                  requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
                }
              };
              const observer = new MutationObserver(check);
              observer.observe(document.body, { childList: true, subtree: true });
            });
          });
          await input.tap();
          await page.keyboard.type(TERM);
          const { painted, lastInput, shifts } = await page.evaluate(async () => {
            const w = /** @type {any} */ (window);
            const painted = await w.__painted;
            return { painted, lastInput: w.__lastInput, shifts: w.__shifts };
          });
          row.search = painted - lastInput - DEBOUNCE_MS;
          row.searchCls = clsOf(shifts.slice(shiftsBefore));
        }
      } catch (error) {
        process.stderr.write(`  ${route}: ${error.message.split('\n')[0]}\n`);
      }
      await r.close();
      (results[route] ??= []).push(row);
      process.stderr.write(
        `run ${run + 1}/${RUNS} ${route}: LCP ${row.lcp.toFixed(0)} ms, CLS ${row.cls.toFixed(3)}, INP ${row.inp.toFixed(0)} ms${Number.isFinite(row.search) ? `, search ${row.search.toFixed(0)} ms` : ''}\n`,
      );
    }
  }
} finally {
  await browser.close();
  site.kill();
}

console.log(`\nVitals on a throttled phone (4× CPU, slow 4G, cold cache), medians of ${RUNS}`);
console.log(
  'route'.padEnd(34) +
    'LCP ms'.padEnd(10) +
    'CLS'.padEnd(8) +
    'INP ms'.padEnd(10) +
    'search ms'.padEnd(12) +
    'CLS search',
);
for (const route of routes) {
  const m = (key) => median(results[route].map((r) => r[key]));
  const fmt = (v, d = 0) => (Number.isFinite(v) ? v.toFixed(d) : '—');
  console.log(
    route.padEnd(34) +
      fmt(m('lcp')).padEnd(10) +
      fmt(m('cls'), 3).padEnd(8) +
      fmt(m('inp')).padEnd(10) +
      fmt(m('search')).padEnd(12) +
      fmt(m('searchCls'), 3),
  );
}
console.log('bars: LCP ≤ 2000 ms, CLS ≤ 0.05, INP ≤ 150 ms, search ≤ 100 ms after the debounce');
