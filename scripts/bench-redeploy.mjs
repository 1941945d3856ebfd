#!/usr/bin/env node
// Benchmark (not a test): what a returning visitor downloads after a one-line change to one remote,
// with the remote's files in a folder per version (before decision 360) and with its content-hashed
// files in the remote's shared store (now), in one run from the same two builds.
//   BENCH_PORT=3426 node scripts/bench-redeploy.mjs [--remote mfe-jobs] [--path /en/jobs/nurse]
//       [--file src/features/job-guide/job-guide-page.css] [--line '.jobs-guide__industry{letter-spacing:.01em}']
// Needs the site built (pnpm build). It builds the remote twice — as it is, then with the line
// appended to the file (a CSS file by default, as the speed review did) — restores the file, and
// serves both builds from the site on BENCH_PORT (a throwaway database) in two layouts:
//   before: each build's files all under its own folder (a copy of the build with its store files
//           beside its entry: every URL changes with the version, as when each version had a folder);
//   after:  the builds as made (only the entry and the changed files get new URLs).
// For each: a cold visit in a new browser context, the second build published, a second visit in a
// new tab of the same context (its HTTP cache). Bytes are Chromium's own (DevTools protocol:
// encoded bytes on the wire, headers included; nothing served from the cache counts). The remotes
// map, the remote's latest.json and the source file are put back; the copies are deleted; the
// second build's files stay in dist/ (`node scripts/publish-remote.mjs --prune` removes them later).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { kib, launchBrowser, startSite } from './lib/bench-browser.mjs';
import { REMOTES_MAP_FILE, ROOT, publishRemote, storeFiles } from 'site-server/remotes';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const remote = arg('remote', 'mfe-jobs');
const pathname = arg('path', '/en/jobs/nurse');
const file = path.join(ROOT, remote, arg('file', 'src/features/job-guide/job-guide-page.css'));
const line = arg('line', '.jobs-guide__industry { letter-spacing: 0.01em; }');
const port = Number(process.env.BENCH_PORT ?? 3290);
const origin = `http://127.0.0.1:${port}`;
const dist = path.join(ROOT, remote, 'dist');

if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
  console.error('Build the site first: pnpm build');
  process.exit(2);
}

const build = () => {
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(ROOT, remote),
    stdio: 'ignore',
  });
  return JSON.parse(fs.readFileSync(path.join(dist, 'latest.json'), 'utf8')).version;
};

/** A copy of `version` laid out as before 360: its store files beside its entry, under its own folder. */
function folderPerVersion(version) {
  const base = path.join(dist, `bench-folder-${version}`);
  fs.cpSync(path.join(dist, version), path.join(base, 'v'), { recursive: true });
  fs.mkdirSync(path.join(base, 'assets'), { recursive: true });
  for (const f of storeFiles(path.join(dist, version))) fs.copyFileSync(f, path.join(base, 'assets', path.basename(f)));
  return { id: `bench-folder-${version}/v`, dir: base };
}

/** The files a page fetched over the network (not from the cache), with their bytes on the wire. */
async function record(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map();
  const cached = new Set();
  const fetched = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, new URL(e.request.url).pathname));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache)
      cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!cached.has(e.requestId) && urls.has(e.requestId)) fetched.set(urls.get(e.requestId), e.encodedDataLength);
  });
  return fetched;
}

async function visit(context) {
  const page = await context.newPage();
  const fetched = await record(context, page);
  await page.goto(origin + pathname, { waitUntil: 'networkidle' });
  await page.waitForSelector('main > .slot:not(#first-paint) h1, #shell-page h1', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  return fetched;
}

const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
const ofRemote = (m) => new Map([...m].filter(([u]) => u.startsWith(`/remotes/${remote}/`)));

const source = fs.readFileSync(file, 'utf8');
const latest = fs.readFileSync(path.join(dist, 'latest.json'), 'utf8');
const map = fs.existsSync(REMOTES_MAP_FILE) ? fs.readFileSync(REMOTES_MAP_FILE, 'utf8') : null;
const copies = [];
let server;
let browser;
try {
  const v1 = build();
  fs.writeFileSync(file, `${source.replace(/\n?$/, '\n')}${line}\n`);
  const v2 = build();
  fs.writeFileSync(file, source);
  if (v1 === v2) throw new Error(`the line changed nothing in ${remote}'s build (${v1}); pick another --line`);
  const before = [folderPerVersion(v1), folderPerVersion(v2)];
  copies.push(...before.map((c) => c.dir));

  server = await startSite(port);
  browser = await launchBrowser();
  const results = {};
  for (const [layout, [old, next]] of [
    ['before (a folder per version)', before.map((c) => c.id)],
    ['after (shared store)', [v1, v2]],
  ]) {
    publishRemote(remote, old);
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const cold = await visit(context);
    publishRemote(remote, next);
    const warm = await visit(context);
    await context.close();
    results[layout] = { cold, warm };
  }

  console.log(`${remote}: one line appended to ${path.relative(ROOT, file)} (${v1} → ${v2}); ${pathname}`);
  console.log(
    `${'layout'.padEnd(30)} ${'cold visit'.padStart(22)} ${'repeat visit after the change'.padStart(32)} ${`of it, ${remote}`.padStart(26)}`,
  );
  for (const [layout, { cold, warm }] of Object.entries(results)) {
    const r = ofRemote(warm);
    console.log(
      `${layout.padEnd(30)} ${`${cold.size} req / ${kib(sum(cold))}`.padStart(22)} ${`${warm.size} req / ${kib(sum(warm))}`.padStart(32)} ${`${r.size} files / ${kib(sum(r))}`.padStart(26)}`,
    );
  }
  const [b, a] = Object.values(results).map((x) => x.warm);
  console.log(
    `repeat visit: ${kib(sum(b))} → ${kib(sum(a))} (${((sum(a) / sum(b)) * 100).toFixed(0)} %); the remote's files fetched again: ${ofRemote(b).size} → ${ofRemote(a).size}`,
  );
  console.log('after, fetched again:');
  for (const [u, n] of a) console.log(`  ${u} ${n} B`);
} finally {
  await browser?.close();
  server?.kill();
  fs.writeFileSync(file, source);
  fs.writeFileSync(path.join(dist, 'latest.json'), latest);
  if (map) fs.writeFileSync(REMOTES_MAP_FILE, map);
  else fs.rmSync(REMOTES_MAP_FILE, { force: true });
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
}
