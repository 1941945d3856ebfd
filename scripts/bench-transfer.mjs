#!/usr/bin/env node
// Benchmark (not a test): the bytes a first visit transfers (bodies as sent, plus headers) until
// the network is idle, with compression (the browser's own Accept-Encoding) and without it
// (Accept-Encoding: identity), in Debian's chromium against a running site (decision 070).
//   BENCH_PORT=3130 node scripts/bench-transfer.mjs [--path /en] [--path /en/jobs/nurse]
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/run.mjs';

const args = process.argv.slice(2);
const paths = args.flatMap((a, i) => (a === '--path' ? [args[i + 1]] : []));
if (paths.length === 0) paths.push('/en', '/en/jobs/nurse');
const origin = `http://127.0.0.1:${process.env.BENCH_PORT ?? 3290}`;
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update'],
});

async function measure(pathname, identity) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: identity ? { 'accept-encoding': 'identity' } : {},
  });
  const page = await context.newPage();
  const responses = [];
  page.on('requestfinished', (req) => responses.push(req));
  await page.goto(origin + pathname, { waitUntil: 'networkidle' });
  let body = 0;
  let headers = 0;
  const encodings = new Map();
  for (const req of responses) {
    const sizes = await req.sizes();
    body += sizes.responseBodySize;
    headers += sizes.responseHeadersSize;
    const res = await req.response();
    const enc = (await res?.headerValue('content-encoding')) ?? 'none';
    encodings.set(enc, (encodings.get(enc) ?? 0) + 1);
  }
  await context.close();
  return { requests: responses.length, body, headers, encodings: Object.fromEntries(encodings) };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const pathname of paths) {
  const plain = await measure(pathname, true);
  const compressed = await measure(pathname, false);
  console.log(pathname);
  for (const [label, m] of [
    ['without compression', plain],
    ['with compression   ', compressed],
  ]) {
    console.log(
      `  ${label} ${kb(m.body + m.headers).padStart(9)} transferred (${kb(m.body)} bodies) in ${m.requests} requests, encodings ${JSON.stringify(m.encodings)}`,
    );
  }
  console.log(`  ratio ${((compressed.body + compressed.headers) / (plain.body + plain.headers)).toFixed(2)}`);
}
await browser.close();
