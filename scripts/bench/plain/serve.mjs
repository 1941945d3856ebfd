#!/usr/bin/env node
// The composition benchmark's plain-bundle server (scripts/bench-composition.mjs starts it):
// the plain build's files precompressed as the site server sends them, and every page as the
// composed server's own HTML for that path (its title, metadata, embedded data) with the scripts,
// styles, preloads and remotes map swapped for the plain bundle's. API calls pass through.
//   node scripts/bench/plain/serve.mjs <port> <composed origin>
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import { compressOnSend } from 'site-server/compression';
import { loadPaths } from 'site-server/route-table';
import { ROOT } from '../../lib/run.mjs';

const [port, composed] = [Number(process.argv[2]), process.argv[3]];
const PLAIN_DIR = path.join(process.env.BENCH_DIR ?? path.join(os.tmpdir(), 'career-bench'), 'plain');
const requireApi = createRequire(path.join(ROOT, 'api', 'package.json'));
const Fastify = requireApi('fastify');
const paths = await loadPaths();
const plainTags = (owner) => {
  const html = fs.readFileSync(path.join(PLAIN_DIR, `${owner}.html`), 'utf8');
  return {
    head: (html.match(/<link[^>]*rel="?stylesheet"?[^>]*>/g) ?? []).join(''),
    body: (html.match(/<script[^>]*\ssrc=[^>]*><\/script>/g) ?? []).join(''),
  };
};
/** The composed page's HTML with its scripts, styles, preloads and remotes map swapped for the plain bundle's. */
function toPlainHtml(html, owner) {
  const tags = plainTags(owner);
  return html
    .replace(/<link[^>]*rel="?(stylesheet|preload|modulepreload)"?[^>]*>/g, '')
    .replace(/<script[^>]*\ssrc=[^>]*><\/script>/g, '')
    .replace(/<script[^>]*id="?career-remotes"?[^>]*>[\s\S]*?<\/script>/g, '')
    .replace('</head>', `${tags.head}</head>`)
    .replace('</body>', `${tags.body}</body>`);
}
const plainApp = Fastify({ logger: false });
plainApp.addHook('onSend', compressOnSend);
await plainApp.register(fastifyStatic, {
  root: PLAIN_DIR,
  prefix: '/',
  index: false,
  wildcard: false,
  cacheControl: false,
  preCompressed: true,
  setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
});
plainApp.get('/*', async (req, reply) => {
  const upstream = await fetch(composed + req.url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
  const body = Buffer.from(await upstream.arrayBuffer());
  const type = upstream.headers.get('content-type') ?? 'text/plain';
  reply.code(upstream.status).type(type);
  for (const h of ['cache-control', 'content-security-policy']) {
    const v = upstream.headers.get(h);
    if (v) reply.header(h, v);
  }
  if (!type.startsWith('text/html')) return body;
  const owner = paths.matchPath(decodeURIComponent(req.url.split('?')[0]))?.route.owner ?? 'mfe-content';
  return toPlainHtml(body.toString('utf8'), owner);
});
await plainApp.listen({ port, host: '127.0.0.1' });
