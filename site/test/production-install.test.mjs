// node --test site/test/ (pnpm --filter site-server test): a machine that gets a built site starts it
// with production dependencies only (issue 21 item 6, decision 390). The built site — each package's
// manifest and the lockfile, the server's dist/, the API's dist/ and data/, the content, the shell's
// and the remotes' builds, and the few source files the server reads (the shell's and shared-kit's
// catalogues, the share card) — is copied to a temporary folder, installed there with
// `pnpm install --prod --frozen-lockfile --offline --filter site-server...` (from the store the full
// install filled), and started with `node site/dist/main.js` (what `pnpm --filter site-server start`
// runs) on an embedded database in a temporary DATA_DIR. No webpack, jest, TypeScript or swc is installed, so a module the server needs at run
// time but lists only as a dev dependency (its own, the API's or the root's) fails this test.
// Needs the build (`npm test` builds first). SITE_PROD_TEST_PORT picks the port (else a free one).
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT, workspacePackages } from '../src/workspace.mjs';

/** What a deploy of a built site carries, besides every package's package.json. */
const BUILT = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'site/dist',
  'api/dist',
  'api/data',
  'content',
  'shell/dist',
  'shell/public/share-card.png',
  'shell/src/i18n',
  'shared-kit/src/i18n/messages',
];
/** Dev tools that must not be there: the install is a production one. */
const DEV_TOOLS = ['webpack', 'jest', 'typescript', '@swc/core', 'turbo', 'eslint'];

/** pnpm as installed, else through npx (as scripts/lib/run.mjs finds it). */
function pnpm() {
  const has = spawnSync('pnpm', ['--version'], { stdio: 'ignore' }).status === 0;
  return has ? { cmd: 'pnpm', pre: [] } : { cmd: 'npx', pre: ['--yes', 'pnpm@10'] };
}

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

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-prod-'));
const deploy = path.join(tmp, 'site');
let child = null;
let output = '';
let port;

before(() => {
  const remotes = workspacePackages().filter((p) => p.role === 'remote');
  const missing = [
    'site/dist/main.js',
    'api/dist/index.js',
    'shell/dist/index.html',
    ...remotes.map((r) => `${r.dir}/dist/latest.json`),
  ].filter((f) => !fs.existsSync(path.join(ROOT, f)));
  assert.deepEqual(missing, [], 'build the site first (pnpm build)');
  for (const pkg of workspacePackages()) {
    fs.mkdirSync(path.join(deploy, pkg.dir), { recursive: true });
    fs.copyFileSync(path.join(ROOT, pkg.dir, 'package.json'), path.join(deploy, pkg.dir, 'package.json'));
  }
  for (const item of [...BUILT, ...remotes.map((r) => `${r.dir}/dist`)]) {
    fs.cpSync(path.join(ROOT, item), path.join(deploy, item), { recursive: true });
  }
});

after(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        resolve();
      }, 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a production install of the built site', { timeout: 240_000 }, () => {
  it('installs the server and its runtime dependencies only, from the lockfile', () => {
    const p = pnpm();
    const install = spawnSync(
      p.cmd,
      [
        ...p.pre,
        'install',
        '--prod',
        '--frozen-lockfile',
        '--offline',
        '--filter',
        'site-server...',
        '--reporter=append-only',
      ],
      { cwd: deploy, encoding: 'utf8', timeout: 180_000 },
    );
    assert.equal(install.status, 0, `pnpm install --prod failed:\n${install.stdout}\n${install.stderr}`);
    const store = fs.readdirSync(path.join(deploy, 'node_modules', '.pnpm'));
    const present = DEV_TOOLS.filter((name) => store.some((dir) => dir.startsWith(`${name.replace('/', '+')}@`)));
    assert.deepEqual(present, [], 'dev tools were installed');
    assert.ok(
      fs.existsSync(path.join(deploy, 'site', 'node_modules', 'fastify')),
      'the server has its own dependencies',
    );
  });

  it('starts with `node site/dist/main.js` and answers /health, a page with its first view, and the API', async () => {
    port = Number(process.env.SITE_PROD_TEST_PORT) || (await freePort());
    child = spawn(process.execPath, ['site/dist/main.js'], {
      cwd: deploy,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        // No mail server here: the outbox folder, on purpose (api/README.md).
        OUTBOX_IN_PRODUCTION: 'true',
        SITE_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(tmp, 'data'),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    let health = 0;
    while (Date.now() < deadline && child.exitCode === null) {
      health = await fetch(`${base}/health`).then(
        (r) => r.status,
        () => 0,
      );
      if (health === 200) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    assert.equal(health, 200, `the site did not start (exit ${child.exitCode}):\n${output}`);

    const page = await fetch(`${base}/en/about-us`);
    const html = await page.text();
    assert.equal(page.status, 200);
    assert.match(html, /<html lang="en"/);
    assert.match(html, /<title>[^<]*Laluan Kerjaya<\/title>/, 'the title formatted from the catalogues');
    assert.match(html, /<div id="first-paint" class="slot">/, "the page's first view rendered on the server");

    const malay = await fetch(`${base}/ms`);
    assert.equal(malay.status, 200);
    assert.match(await malay.text(), /<html lang="ms"/);

    const api = await fetch(`${base}/api/v1/job-list?lang=en`);
    assert.equal(api.status, 200);
    const { data } = await api.json();
    assert.ok(Array.isArray(data) && data.length > 0, 'the API answers from the seeded database');

    const unknown = await fetch(`${base}/en/no-such-page`);
    assert.equal(unknown.status, 404);
    assert.doesNotMatch(output, /Cannot find (module|package)|ERR_MODULE_NOT_FOUND/);
  });
});
