#!/usr/bin/env node
// Benchmark (a script that prints, not a test): what composition costs. The same first render is
// built a second time as one plain webpack bundle — the shell's chrome and the owner remote's App,
// unchanged, with the same React, react-intl, shared-kit, loaders and minifier settings, rendered
// with createRoot, no Module Federation, no single-spa, the parcels as React.lazy chunks
// (scripts/bench/plain/) — and both are measured in one interleaved run on a throttled phone
// (4× CPU, slow 4G, cold cache; medians): JS + CSS before the first heading (gzip 6 and brotli 11),
// requests, sequential hops, LCP and time to usable (the page's main control, clicked as soon as
// the app shows it, answers: ACTIONS below), plus Lighthouse 13's simulated LCP and score where installed
// (LIGHTHOUSE_DIR, see README "Benchmarks"; missing, the benchmark stops and says how to install it,
// unless `--lh-runs 0`). Target (quality-bars.md): composed ≤ 1.10× plain.
//
// Nothing is written into the checkout except the site's own build (`pnpm build`, as `npm start`
// does; skip it with --no-build): the plain bundle and the published copy of the site go to
// BENCH_DIR (default: $TMPDIR/career-bench).
//
// The plain side is served by a small server that takes the composed server's own HTML for the
// path (its title, metadata and any embedded data) and swaps only the scripts, styles and preload
// links for the plain bundle's; API calls are passed through to the composed server.
//
//   node scripts/bench-composition.mjs [--no-build] [--runs 5] [--lh-runs 5] [--path /en ...]
//   BENCH_PORT=4960 (composed site; the plain one is BENCH_PORT + 1)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  BENCH_DIR,
  LIGHTHOUSE_DIR,
  LIGHTHOUSE_INSTALL,
  kib,
  launchBrowser,
  lighthouse,
  lighthouseCommand,
  measureLoad,
  median,
  startSite,
} from './lib/bench-browser.mjs';
import { ROOT } from './lib/run.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = opt('--runs', 5);
const LH_RUNS = opt('--lh-runs', RUNS);
const routes = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
/** The quiz result as a shared link (`?picks=`, built from the site's own quiz once it runs). */
const RESULT = '/en/career-quiz/your-personality';
if (!routes.length) routes.push('/en', '/en/jobs/nurse', '/en/career-quiz/start', RESULT, '/en/directory/all-jobs');
/**
 * Each page's main action, for time to usable: what a student taps first, inside the app (not the
 * server's first paint), and how the app answers (the address changes, or a selector appears).
 * A path not listed here is measured without it.
 */
const ACTIONS = {
  '/en': { target: 'role=link[name="Take the career quiz"]', effect: 'url' },
  '/en/jobs/nurse': { target: 'role=link[name="Education pathway"]', effect: 'url' },
  '/en/career-quiz/start': { target: 'role=button[name="Start question 1"]', effect: '[role="radiogroup"]' },
  [RESULT]: { target: '.quiz-result__job a', effect: 'url' },
  '/en/directory/all-jobs': { target: 'a.jobs-row__link', effect: 'url' },
};
const actionOf = (route) => ACTIONS[route.split('?')[0]] ?? null;
if (LH_RUNS > 0 && !lighthouseCommand()) {
  console.error(
    `bench-composition: Lighthouse 13 is not in ${LIGHTHOUSE_DIR} (LIGHTHOUSE_DIR).\n` +
      `  Install it there:  ${LIGHTHOUSE_INSTALL}\n  or run without it:  --lh-runs 0`,
  );
  process.exit(2);
}
// The children (publish, the plain build and its server, the site) use the same folders.
process.env.BENCH_DIR = BENCH_DIR;
process.env.SITE_DIR = path.join(BENCH_DIR, 'site');
const PLAIN_DIR = path.join(BENCH_DIR, 'plain');

// 1. Builds: the composed site (turbo: what is stale), published into BENCH_DIR, and the plain bundle.
const run = (cmd, cmdArgs, cwd = ROOT) => {
  const res = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed`);
};
if (!args.includes('--no-build')) run('pnpm', ['build']);
run('node', ['scripts/publish-remote.mjs', '--all']);
if (!args.includes('--no-build') || !fs.existsSync(path.join(PLAIN_DIR, 'mfe-content.html')))
  run('pnpm', ['exec', 'webpack', '--config', '../scripts/bench/plain/webpack.config.cjs'], path.join(ROOT, 'shell'));

// 2. The composed site, and the plain bundle's server beside it.
const port = Number(process.env.BENCH_PORT ?? 4960);
const composed = `http://127.0.0.1:${port}`;
const plain = `http://127.0.0.1:${port + 1}`;
const site = await startSite(port);

// The plain server is a process of its own, so this one's work never delays its answers.
const plainServer = spawn(
  'node',
  [path.join(ROOT, 'scripts', 'bench', 'plain', 'serve.mjs'), String(port + 1), composed],
  {
    stdio: 'inherit',
  },
);
for (let i = 0; i < 100; i++) {
  try {
    if ((await fetch(`${plain}/en`)).ok) break;
  } catch {
    /* not up yet */
  }
  await new Promise((r) => setTimeout(r, 200));
}

// 3. Interleaved: for each run, each route, composed then plain (then plain first next run).
const results = {};
// The result route opens a shared result: seven real activity keys from the site's own quiz.
const quiz = (await (await fetch(`${composed}/api/data/generate-affinity`)).json()).data;
const picks = quiz.map((q, i) => q.selections.find((s) => s.value === 'RRRIICE'[i]).label).join('-');
const urlOf = (route) => (route === RESULT ? `${route}?picks=${picks}` : route);
const browser = await launchBrowser();
try {
  // Warm both servers (the API's first answers, the page catalogue) outside the measurement.
  for (const route of routes) {
    await fetch(composed + urlOf(route));
    await fetch(plain + urlOf(route));
  }
  for (let run = 0; run < RUNS; run++) {
    for (const route of routes) {
      const order = run % 2 ? ['plain', 'composed'] : ['composed', 'plain'];
      for (const kind of order) {
        const r = await measureLoad(browser, (kind === 'plain' ? plain : composed) + urlOf(route), {
          action: actionOf(route),
        });
        ((results[route] ??= {})[kind] ??= []).push(r);
        process.stderr.write(
          `run ${run + 1}/${RUNS} ${route} ${kind}: LCP ${r.lcp.toFixed(0)} ms, usable ${r.usable.toFixed(0)} ms (${r.taps} tap${r.taps === 1 ? '' : 's'}), ${kib(r.gzip)} gzip, ${r.requests} requests, ${r.hops} hops\n`,
        );
      }
    }
  }
} finally {
  await browser.close();
}
const lh = {};
let lhFailed = 0;
if (LH_RUNS > 0) {
  for (let run = 0; run < LH_RUNS; run++) {
    for (const route of routes) {
      for (const kind of run % 2 ? ['plain', 'composed'] : ['composed', 'plain']) {
        const r = await lighthouse((kind === 'plain' ? plain : composed) + urlOf(route));
        if (r) ((lh[route] ??= {})[kind] ??= []).push(r);
        else lhFailed += 1;
        process.stderr.write(
          `lighthouse ${run + 1}/${LH_RUNS} ${route} ${kind}: ${r ? `${r.score}, LCP ${r.lcp?.toFixed(0)} ms` : 'failed'}\n`,
        );
      }
    }
  }
}
plainServer.kill();
site.kill();

// 4. The table.
const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '—');
console.log(
  `\nComposition cost: composed (Module Federation + single-spa) vs the same first render as one plain bundle`,
);
console.log(
  `throttled phone (4× CPU, slow 4G, cold cache), medians of ${RUNS}; Lighthouse 13 mobile, medians of ${LH_RUNS}\n`,
);
const row = (cells) => console.log(cells.map((c, i) => String(c).padEnd(i ? 14 : 32)).join(''));
for (const route of routes) {
  const c = results[route].composed;
  const p = results[route].plain;
  const m = (list, key) => median(list.map((r) => r[key]));
  console.log(route);
  row(['', 'composed', 'plain', 'ratio']);
  for (const [label, key, fmt] of [
    ['JS+CSS before heading, gzip', 'gzip', kib],
    ['JS+CSS before heading, brotli', 'brotli', kib],
    ['JS+CSS before usable, brotli', 'brotliUsable', (x) => (Number.isFinite(x) ? kib(x) : '—')],
    ['bytes on the wire (all)', 'wire', kib],
    ['requests before heading', 'requests', String],
    ['sequential hops', 'hops', String],
    ['first heading (ms)', 'firstRender', (x) => x.toFixed(0)],
    ['time to usable (ms)', 'usable', (x) => (Number.isFinite(x) ? x.toFixed(0) : '—')],
    ['LCP, throttled browser (ms)', 'lcp', (x) => x.toFixed(0)],
  ]) {
    row([label, fmt(m(c, key)), fmt(m(p, key)), ratio(m(c, key), m(p, key))]);
  }
  if (actionOf(route)) {
    // The most taps any run needed before the app answered ("never": a run it did not, in 4).
    const most = (list) => {
      const n = Math.max(...list.map((r) => r.taps));
      return Number.isFinite(n) ? String(n) : 'never';
    };
    row(['taps until it answered, most', most(c), most(p), '']);
  }
  const lc = lh[route]?.composed ?? [];
  const lp = lh[route]?.plain ?? [];
  if (lc.length && lp.length) {
    const ml = (list, key) => median(list.map((r) => r[key]));
    row([
      'LCP, Lighthouse simulated (ms)',
      ml(lc, 'lcp').toFixed(0),
      ml(lp, 'lcp').toFixed(0),
      ratio(ml(lc, 'lcp'), ml(lp, 'lcp')),
    ]);
    row(['Lighthouse performance', ml(lc, 'score'), ml(lp, 'score'), '']);
  }
  console.log(`  composed files: ${c[0].files.join(' ')}`);
  console.log(`  plain files:    ${p[0].files.join(' ')}\n`);
}
if (lhFailed) {
  console.log(`Lighthouse failed ${lhFailed} of ${LH_RUNS * routes.length * 2} runs (BENCH_DEBUG=1 shows why).`);
  process.exitCode = 1;
}
