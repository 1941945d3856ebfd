// node --test scripts/lib/: `npm start` keeps serving after the step time limit (issue 20). The site
// is started through the very code path `npm start` uses (scripts/start.mjs: install check, turbo
// build, publish, serve) with the step limit shortened to a few seconds; it must still answer well
// after that limit, then stop cleanly on SIGTERM. Needs the build done (`npm test` builds first),
// so turbo's build step is a cache hit that fits in the shortened limit.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import { ROOT } from './run.mjs';

// Long enough for a cached build and the publish step on a busy 2-core machine.
const LIMIT_MS = 15_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function answers(port) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(5_000) });
    return res.status;
  } catch {
    return 0;
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'start-test-'));
let child;
let exited = null;
after(() => {
  if (child && exited === null) child.kill('SIGKILL');
  fs.rmSync(tmp, { recursive: true, force: true });
});

it('npm start serves past the step time limit and stops cleanly on SIGTERM', { timeout: 180_000 }, async () => {
  const port = await freePort();
  const started = Date.now();
  let output = '';
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      STEP_TIMEOUT_MS: String(LIMIT_MS),
      PORT: String(port),
      HOST: '127.0.0.1',
      MEMORY_DB: 'true',
      DATA_DIR: path.join(tmp, 'data'),
      SITE_DIR: path.join(tmp, 'site'),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code, signal) => (exited = { code, signal }));

  // Up and answering.
  let firstAnswer = 0;
  while (!firstAnswer && exited === null && Date.now() - started < 120_000) {
    if ((await answers(port)) === 200) firstAnswer = Date.now();
    else await sleep(250);
  }
  assert.ok(firstAnswer, `the site never answered:\n${output}`);

  // A server run as a step would be killed at most LIMIT_MS after it started, and it started
  // before it first answered: wait past that and ask again, several times.
  const deadline = firstAnswer + LIMIT_MS + 3_000;
  while (Date.now() < deadline) {
    assert.equal(exited, null, `the site stopped after ${Date.now() - started} ms:\n${output}`);
    await sleep(1_000);
  }
  assert.equal(await answers(port), 200, `no answer after the step limit:\n${output}`);
  assert.equal(exited, null);

  // The README's way to stop it: `kill <the pid it printed>` (SIGTERM; Ctrl-C's SIGINT does the
  // same) closes gracefully. The printed pid is the server's own process, this child.
  assert.match(output, new RegExp(`kill ${child.pid}\\b`), `start did not print its pid:\n${output}`);
  child.kill('SIGTERM');
  const stopStarted = Date.now();
  while (exited === null && Date.now() - stopStarted < 15_000) await sleep(100);
  assert.deepEqual(exited, { code: 0, signal: null }, `did not stop cleanly:\n${output}`);
  assert.equal(await answers(port), 0, 'still answering after SIGTERM');
});
