// What nginx tries again on another process, and what it never does (docs/decisions/324): the
// cluster's generated configuration (scripts/cluster/nginx.mjs) run by Debian's nginx in front of
// two stand-in processes that count what they receive. Part of the "cluster" suite of npm test.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from 'site-server/workspace';
import { UNAVAILABLE_PAGE, checkNginxConfig, writeNginxConfig } from './nginx.mjs';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
if (!fs.existsSync(NGINX) && process.env.REQUIRE_SERVICES === '1') {
  throw new Error(`nginx is required (REQUIRE_SERVICES=1) but ${NGINX} is missing`);
}
const skip = fs.existsSync(NGINX) ? false : `needs nginx (${NGINX})`;
const UNAVAILABLE = JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'x', messageKey: 'errors.x' } });

let dir;
let nginx;
let port;
const received = [];
let dieNext = false;
const upstreams = [];
// Stand-ins answering the API with 503 SERVER_BUSY, as a process shedding load does (decision
// 270), or with the database away; pages they still serve.
const busy = new Set();
const BUSY = JSON.stringify({ error: { code: 'SERVER_BUSY', message: 'busy', messageKey: 'errors.busy' } });

const listen = (server) => new Promise((r) => server.listen(0, '127.0.0.1', () => r(server.address().port)));
const freePort = async () => {
  const s = http.createServer();
  const p = await listen(s);
  await new Promise((r) => s.close(r));
  return p;
};

before(async () => {
  if (skip) return;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-test-'));
  for (let i = 0; i < 2; i++) {
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push({ upstream: i, method: req.method });
        // A process that dies with the request in hand: the connection goes, no answer.
        if (dieNext) {
          dieNext = false;
          req.socket.destroy();
          return;
        }
        if (busy.has(i) && req.url.startsWith('/api/')) {
          res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
          res.end(BUSY);
          return;
        }
        res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ upstream: i }));
      });
    });
    upstreams.push({ server, port: await listen(server) });
  }
  port = await freePort();
  const options = {
    dir,
    host: '127.0.0.1',
    port,
    workerPorts: upstreams.map((u) => u.port),
    root: ROOT,
    remotes: [],
    siteDir: dir,
    unavailableBody: UNAVAILABLE,
  };
  const conf = writeNginxConfig(options);
  checkNginxConfig(NGINX, dir, conf);
  nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/ping`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
});

after(async () => {
  if (skip) return;
  nginx?.kill('SIGQUIT');
  for (const u of upstreams) u.server.closeAllConnections?.();
  await Promise.all(upstreams.map((u) => new Promise((r) => u.server.close(r))));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs `method` on the API through nginx with the next request received dying; what happened. */
async function dying(method) {
  await new Promise((r) => setTimeout(r, 3100)); // past the last failures' fail_timeout (3 s)
  received.length = 0;
  dieNext = true;
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/thing`, {
    method,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
  return {
    status: res.status,
    body: await res.text(),
    retryAfter: res.headers.get('retry-after'),
    received: [...received],
  };
}

test('a POST to a process that is not listening goes to the other (it never reached one)', { skip }, async () => {
  const [gone] = upstreams;
  gone.server.closeAllConnections?.();
  await new Promise((r) => gone.server.close(r));
  try {
    for (let i = 0; i < 4; i++) {
      received.length = 0;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/thing`, { method: 'POST', body: '{}' });
      assert.equal(res.status, 201);
      assert.deepEqual(received, [{ upstream: 1, method: 'POST' }]);
    }
  } finally {
    await new Promise((r) => gone.server.listen(gone.port, '127.0.0.1', r));
  }
});

test('a GET whose process dies is answered by the other process', { skip }, async () => {
  const r = await dying('GET');
  assert.equal(r.status, 200);
  assert.deepEqual(
    r.received.map((x) => x.method),
    ['GET', 'GET'],
  );
  assert.notEqual(r.received[0].upstream, r.received[1].upstream);
});

test(
  'a POST whose process dies is never sent again: 503 in the API error shape, with Retry-After',
  { skip },
  async () => {
    const r = await dying('POST');
    assert.equal(r.status, 503);
    assert.equal(r.body, UNAVAILABLE);
    assert.equal(r.retryAfter, '5');
    assert.equal(r.received.length, 1, 'received once, by one process');
  },
);

test('a DELETE whose process dies is never sent again either (nginx alone would)', { skip }, async () => {
  const r = await dying('DELETE');
  assert.equal(r.status, 503);
  assert.equal(r.received.length, 1);
});

test(
  'no process answering: the API gets its error shape, a page a short page in Malay and English',
  { skip },
  async () => {
    for (const u of upstreams) {
      u.server.closeAllConnections?.();
      await new Promise((r) => u.server.close(r));
    }
    const api = await fetch(`http://127.0.0.1:${port}/api/v1/thing`);
    assert.equal(api.status, 503);
    assert.equal(api.headers.get('retry-after'), '5');
    assert.equal(await api.text(), UNAVAILABLE);
    const page = await fetch(`http://127.0.0.1:${port}/ms/kerjaya`);
    assert.equal(page.status, 503);
    assert.equal(page.headers.get('retry-after'), '5');
    assert.match(page.headers.get('content-type'), /^text\/html/);
    assert.equal(await page.text(), UNAVAILABLE_PAGE);
    for (const u of upstreams) await new Promise((r) => u.server.listen(u.port, '127.0.0.1', r));
  },
);

test(
  'an API read refused by a busy process (503) is answered by the other; a write is not sent again',
  { skip },
  async () => {
    busy.add(0);
    try {
      for (let i = 0; i < 4; i++) {
        received.length = 0;
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/job-list`);
        assert.equal(res.status, 200, `GET ${i}: ${received.map((r) => r.upstream).join(',')}`);
        assert.deepEqual(JSON.parse(await res.text()), { upstream: 1 });
      }
      // A write a process answered 503 is never re-sent by nginx: it may have run (324).
      busy.add(1);
      for (let i = 0; i < 4; i++) {
        received.length = 0;
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/thing`, { method: 'POST', body: '{}' });
        assert.equal(res.status, 503);
        assert.equal(await res.text(), BUSY, "the process's own answer");
        assert.equal(received.length, 1, 'received once, by one process');
      }
    } finally {
      busy.clear();
    }
  },
);

test(
  "every process answering the API 503 (database away): the process's answer is passed on, and pages are still served",
  { skip },
  async () => {
    busy.add(0);
    busy.add(1);
    try {
      for (let i = 0; i < 6; i++) {
        received.length = 0;
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/job-list`);
        assert.equal(res.status, 503);
        assert.equal(res.headers.get('retry-after'), '5');
        assert.equal(await res.text(), BUSY, "the process's own answer, not nginx's");
        assert.equal(received.length, 2, 'each process asked once');
      }
      // Those 503s took no process out of rotation: a page (which needs no database) is served.
      for (let i = 0; i < 4; i++) {
        const page = await fetch(`http://127.0.0.1:${port}/ms/kerjaya`);
        assert.equal(page.status, 200);
      }
    } finally {
      busy.clear();
    }
  },
);
