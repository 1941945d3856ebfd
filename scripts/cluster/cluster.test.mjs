// The cluster's smoke test (issue 23 item 6; docs/decisions/320): `npm run start:cluster`'s shape
// — nginx in front of two processes over PostgreSQL and Redis — started for real on this machine:
// pages and the API through nginx, an API write stored once, a remote published (and rolled back)
// seen by both processes and by nginx, one process killed with SIGKILL and the next requests
// (a page and a write) still answered. Run by `npm test` after the build (scripts/test.mjs, the
// "cluster" suite); it needs DATABASE_URL, REDIS_URL, nginx and the built site, and is skipped
// without them — except under REQUIRE_SERVICES=1 (CI), where a missing one fails it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, latestVersion } from 'site-server/remotes';
import { startCluster } from './harness.mjs';

const { DATABASE_URL, REDIS_URL } = process.env;
const nginx = process.env.NGINX_PATH || '/usr/sbin/nginx';
const missing = [
  !DATABASE_URL && 'DATABASE_URL',
  !REDIS_URL && 'REDIS_URL',
  !fs.existsSync(nginx) && `nginx (${nginx})`,
  !fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')) && 'the built site (pnpm build)',
  !fs.existsSync(path.join(ROOT, 'api', 'dist', 'index.js')) && 'the built API',
].filter(Boolean);
if (missing.length && process.env.REQUIRE_SERVICES === '1') {
  throw new Error(`cluster smoke test: REQUIRE_SERVICES=1 but ${missing.join(', ')} missing`);
}
const skip = missing.length ? `needs ${missing.join(', ')}` : false;

const REMOTE = 'mfe-jobs';
let cluster;
let databaseUrl;
let admin;
let pgModule;
const copy = `smoke${process.pid}`;
// A build of REMOTE the live shell cannot run (it uses a shared-kit export the shell lacks).
const skewed = `skew${process.pid}`;
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const run = `smoke${Date.now().toString(36)}`;

/** Three free consecutive ports (nginx, two processes). */
async function freePorts() {
  const free = (p) =>
    new Promise((resolve) => {
      const s = net.createServer().once('error', () => resolve(false));
      s.listen(p, '127.0.0.1', () => s.close(() => resolve(true)));
    });
  for (let tries = 0; tries < 50; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 20_000);
    if ((await free(base)) && (await free(base + 1)) && (await free(base + 2))) return base;
  }
  throw new Error('no three free ports');
}

const get = (port, p, init) => fetch(`http://127.0.0.1:${port}${p}`, { ...init, signal: AbortSignal.timeout(15_000) });
const requestJob = (port, name) =>
  get(port, '/api/v1/request-job', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ job_request_name: name }),
  });
async function until(what, check, ms = 8000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) assert.fail(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const versionAt = async (port) => (await (await get(port, '/remotes.json')).json()).remotes[REMOTE].version;

before(async () => {
  if (skip) return;
  pgModule = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
  // A database of its own, dropped afterwards.
  admin = new pgModule.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  const dbName = `cluster_${run}`;
  await admin.query(`create database "${dbName}"`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.href;
  fs.cpSync(path.join(ROOT, REMOTE, 'dist', latestVersion(REMOTE)), path.join(ROOT, REMOTE, 'dist', copy), {
    recursive: true,
  });
  fs.cpSync(path.join(ROOT, REMOTE, 'dist', latestVersion(REMOTE)), path.join(ROOT, REMOTE, 'dist', skewed), {
    recursive: true,
  });
  const compatFile = path.join(ROOT, REMOTE, 'dist', skewed, 'compat.json');
  const compat = JSON.parse(fs.readFileSync(compatFile, 'utf8'));
  compat.kit.uses['shared-kit'].push('useExportTheShellLacks');
  fs.writeFileSync(compatFile, JSON.stringify(compat));
  const port = await freePorts();
  cluster = await startCluster({
    port,
    workers: 2,
    dir: path.join(os.tmpdir(), `career-cluster-smoke-${process.pid}`),
    quiet: true,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      RATE_LIMIT_NAMESPACE: run,
      WORKER_PORT: String(port + 1),
      CONTACT_MIN_FILL_SECONDS: '1',
    },
  });
});

after(async () => {
  if (skip) return;
  const code = await cluster?.stop();
  fs.rmSync(path.join(ROOT, REMOTE, 'dist', copy), { recursive: true, force: true });
  fs.rmSync(path.join(ROOT, REMOTE, 'dist', skewed), { recursive: true, force: true });
  if (cluster) fs.rmSync(cluster.dir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop database if exists "cluster_${run}" with (force)`).catch(() => {});
    await admin.end();
  }
  assert.equal(code, 0, 'the cluster stops cleanly on SIGTERM');
});

test('pages, static files and the API answer through nginx', { skip }, async () => {
  const page = await get(cluster.port, '/ms');
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<html[^>]*lang="ms"/);
  const map = await get(cluster.port, '/remotes.json');
  assert.equal(map.status, 200);
  assert.equal(map.headers.get('cache-control'), 'public, max-age=5, must-revalidate'); // nginx's, not the app's
  const entry = (await map.json()).remotes[REMOTE].entry;
  const file = await get(cluster.port, entry, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(file.headers.get('content-encoding'), 'gzip'); // the build's .gz, sent by nginx
  // The build's .br, sent by nginx's brotli_static (Debian's libnginx-mod-http-brotli-static, which
  // CI installs; decision 374).
  if (fs.existsSync(BROTLI_STATIC) || process.env.REQUIRE_SERVICES === '1') {
    const br = await get(cluster.port, entry, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.status, 200);
    assert.equal(br.headers.get('content-encoding'), 'br');
    // (fetch decodes it: the same bytes as the built file)
    const disk = fs.readFileSync(path.join(ROOT, REMOTE, 'dist', ...entry.split('/').slice(3)));
    assert.ok(fs.existsSync(path.join(ROOT, REMOTE, 'dist', ...entry.split('/').slice(3)) + '.br'));
    assert.deepEqual(Buffer.from(await br.arrayBuffer()), disk);
  }
  const list = await get(cluster.port, '/api/v1/job-list?lang=en');
  assert.equal(list.status, 200);
  assert.ok((await list.json()).data.length > 0);
  for (const port of Object.keys(cluster.workers())) {
    assert.deepEqual(await (await get(port, '/health/ready')).json(), { status: 'ok', db: 'ok' });
  }
});

test('an API write through nginx is stored once', { skip }, async () => {
  const marker = `${run}-write`;
  const res = await requestJob(cluster.port, marker);
  assert.equal(res.status, 201);
  const db = new pgModule.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('select count(*)::int as n from job_requests where job_request_name = $1', [marker]);
  await db.end();
  assert.equal(rows[0].n, 1);
});

test('a contact form token from one process is accepted by the other (one secret for all)', { skip }, async () => {
  const [a, b] = Object.keys(cluster.workers());
  const token = (await (await get(a, '/api/v1/contact/form-token')).json()).data.form_token;
  await new Promise((r) => setTimeout(r, 1100));
  const sent = await get(b, '/api/v1/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Smoke test',
      email: `${run}@example.test`,
      role: 'other',
      topic: 'general',
      message: `${run} contact`,
      lang: 'en',
      form_token: token,
    }),
  });
  assert.equal(sent.status, 201, await sent.text());
});

test('a remote published, then rolled back, is served by both processes and by nginx', { skip }, async () => {
  const { publishInStore } = await import('./publish.mjs');
  const latest = latestVersion(REMOTE);
  const ports = Object.keys(cluster.workers());
  for (const version of [copy, latest]) {
    await publishInStore(databaseUrl, [REMOTE], { version });
    for (const port of ports)
      await until(`:${port} serves ${version}`, async () => (await versionAt(port)) === version, 3000);
    // nginx serves the file the processes rewrote (cached 5 s by browsers, not by nginx).
    await until(`nginx serves ${version}`, async () => (await versionAt(cluster.port)) === version, 3000);
    const page = await (await get(cluster.port, '/en/jobs')).text();
    assert.ok(page.includes(`/remotes/${REMOTE}/${version}/`), `a page names ${REMOTE} ${version}`);
  }
  // A build's server/ folder (its first views, read from disk by the processes) is not served.
  const served = `/remotes/${REMOTE}/${latest}`;
  assert.equal((await get(cluster.port, `${served}/remoteEntry.js`)).status, 200);
  assert.equal((await get(cluster.port, `${served}/server/first-views.js`)).status, 404);
});

/** `npm run cluster:publish -- …args` against the test's cluster: exit code and output. */
function clusterPublish(...args) {
  const res = spawnSync(process.execPath, ['scripts/cluster/publish.mjs', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}
const storedVersion = async () => {
  const db = new pgModule.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query(`select value from site_release where name = 'remotes'`);
  await db.end();
  return rows[0].value.remotes[REMOTE].version;
};

test(
  'cluster:publish refuses a build the live shell cannot run (exit 3), as publish-remote does; --force ships it',
  { skip },
  async () => {
    const latest = latestVersion(REMOTE);
    const ports = Object.keys(cluster.workers());
    assert.equal(await storedVersion(), latest);
    const refused = clusterPublish(REMOTE, skewed);
    assert.equal(refused.code, 3, refused.err);
    assert.match(refused.err, new RegExp(`${REMOTE} ${skewed} was not published: the live shell cannot run it`));
    assert.match(refused.err, /does not export useExportTheShellLacks/);
    assert.equal(await storedVersion(), latest, 'the map is unchanged');
    for (const port of ports) assert.equal(await versionAt(port), latest);

    const forced = clusterPublish(REMOTE, skewed, '--force');
    assert.equal(forced.code, 0, forced.err);
    assert.match(forced.out, new RegExp(`${REMOTE} → /remotes/${REMOTE}/${skewed}/remoteEntry.js`));
    assert.match(forced.err, /published with --force/);
    assert.match(forced.out, new RegExp(`roll back: npm run cluster:publish -- ${REMOTE} ${latest}`));
    for (const port of ports)
      await until(`:${port} serves ${skewed}`, async () => (await versionAt(port)) === skewed, 3000);
    // --check names the skew the cluster now serves.
    const check = clusterPublish('--check');
    assert.equal(check.code, 1);
    assert.match(check.out, new RegExp(`${REMOTE} ${skewed}: published with --force`));

    const back = clusterPublish(REMOTE, latest);
    assert.equal(back.code, 0, back.err);
    for (const port of ports)
      await until(`:${port} serves ${latest}`, async () => (await versionAt(port)) === latest, 3000);
    assert.equal(clusterPublish('--check').code, 0);
  },
);

test('one process killed with SIGKILL: the next page and the next write are still answered', { skip }, async () => {
  const [port, pid] = Object.entries(cluster.workers())[0];
  process.kill(pid, 'SIGKILL');
  await until(
    `:${port} down`,
    () =>
      get(port, '/health/live').then(
        () => false,
        () => true,
      ),
    3000,
  );
  for (let i = 0; i < 4; i++) {
    assert.equal((await get(cluster.port, '/en')).status, 200);
    assert.equal((await requestJob(cluster.port, `${run}-after-kill-${i}`)).status, 201);
  }
  // The launcher starts it again.
  await until(
    `:${port} back`,
    async () => (await get(port, '/health/ready').catch(() => null))?.status === 200,
    60_000,
  );
});
