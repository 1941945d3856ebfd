// node --test site/test/ (pnpm --filter site-server test): builds/latest.json (decision 140) over the real site server, with its
// own remotes map in a temporary SITE_DIR and a stand-in shell build.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-site-'));
const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-id-shell-'));
process.env.SITE_DIR = siteDir; // read when remotes.mjs loads: import it only after this line

const writeShell = (script) =>
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta name="career-config" content='{}' /><title>Laluan Kerjaya</title></head><body><script src="/${script}"></script></body></html>`,
  );
writeShell('main.aaaa1111.js');

const { createSiteServer } = await import('../dist/server.js');
const { REMOTES, builtVersions, publishRemote, writeRemotesMap, readRemotesMap } = await import('../dist/remotes.js');
const { LATEST_BUILD_FILE, buildInfo } = await import('../dist/build-id.js');

let app;
before(async () => {
  app = await createSiteServer({
    api: { env: { MEMORY_DB: 'true', LOG_LEVEL: 'silent' } },
    site: { shellDir, settings: { landingPageOnly: false } },
  });
  await app.ready();
});
after(async () => {
  await app?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
  fs.rmSync(shellDir, { recursive: true, force: true });
});

const latest = async (query = '') => {
  const res = await app.inject({ url: `/builds/latest.json${query}` });
  assert.equal(res.statusCode, 200);
  return { res, body: res.json() };
};
const pageBuildId = async () => {
  const res = await app.inject({ url: '/en' });
  const meta = res.body.match(/<meta name="career-config" content='([^']*)'/)[1].replace(/&#39;/g, "'");
  return JSON.parse(meta.replace(/&amp;/g, '&').replace(/&lt;/g, '<')).buildId;
};

describe('builds/latest.json', () => {
  it('answers the id, uncached, with a timestamp query too, and names the same id in the page', async () => {
    const { res, body } = await latest(`?t=${Date.now()}`);
    assert.match(body.id, /^[0-9a-f]{16}$/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.headers['content-type'], /application\/json/);
    assert.equal(await pageBuildId(), body.id);
    // …and the same answer is written beside the remotes map, for a static host.
    assert.deepEqual(JSON.parse(fs.readFileSync(LATEST_BUILD_FILE, 'utf8')), body);
    assert.equal(LATEST_BUILD_FILE, path.join(siteDir, 'builds', 'latest.json'));
  });

  it('stays the same while nothing changes', async () => {
    const first = (await latest()).body.id;
    assert.equal((await latest()).body.id, first);
  });

  it('changes when the remotes map changes, and back when it is restored', async () => {
    const before = (await latest()).body.id;
    const saved = readRemotesMap();
    writeRemotesMap({
      remotes: {
        ...saved.remotes,
        'mfe-jobs': { name: REMOTES['mfe-jobs'], entry: '/remotes/mfe-jobs/0ther/remoteEntry.js', version: '0ther' },
      },
    });
    const changed = (await latest()).body;
    assert.notEqual(changed.id, before);
    assert.equal(changed.remotes['mfe-jobs'], '0ther');
    assert.notEqual(await pageBuildId(), before);
    writeRemotesMap(saved);
    assert.equal((await latest()).body.id, before);
  });

  it('changes when a remote is published again (a publish is a release)', async (t) => {
    const remote = Object.keys(REMOTES).find((r) => builtVersions(r).length > 0);
    if (!remote) return t.skip('no remote is built here (run pnpm build)');
    const saved = readRemotesMap();
    try {
      publishRemote(remote);
      const first = (await latest()).body.id;
      await new Promise((r) => setTimeout(r, 5)); // publishedAt has millisecond precision
      publishRemote(remote);
      assert.notEqual((await latest()).body.id, first);
    } finally {
      writeRemotesMap(saved);
    }
  });

  it('changes when the shell is rebuilt', async () => {
    const before = (await latest()).body;
    writeShell('main.bbbb2222.js');
    // The server re-reads index.html when its modification time changes.
    const later = new Date(Date.now() + 2000);
    fs.utimesSync(path.join(shellDir, 'index.html'), later, later);
    try {
      const after = (await latest()).body;
      assert.notEqual(after.shell, before.shell);
      assert.notEqual(after.id, before.id);
    } finally {
      writeShell('main.aaaa1111.js');
      const again = new Date(Date.now() + 4000);
      fs.utimesSync(path.join(shellDir, 'index.html'), again, again);
    }
  });

  it('is a pure function of the shell and the map', () => {
    const map = {
      remotes: { b: { name: 'b', entry: '/b.js', version: '2' }, a: { name: 'a', entry: '/a.js', version: '1' } },
    };
    const reordered = { remotes: { a: map.remotes.a, b: map.remotes.b } };
    assert.equal(buildInfo('<html>', map).id, buildInfo('<html>', reordered).id);
    assert.notEqual(buildInfo('<html>', map).id, buildInfo('<html> ', map).id);
    assert.equal(buildInfo(null, map).shell, null);
  });
});

describe('social sign-in in the page configuration and CSP', () => {
  it('names no provider and no provider origin when none is configured', async () => {
    const res = await app.inject({ url: '/en' });
    assert.doesNotMatch(res.body, /providers/);
    assert.doesNotMatch(res.headers['content-security-policy'], /google|facebook|frame-src/);
  });
});

describe('social sign-in configured', () => {
  let social;
  before(async () => {
    social = await createSiteServer({
      api: {
        env: {
          MEMORY_DB: 'true',
          LOG_LEVEL: 'silent',
          GOOGLE_CLIENT_ID: 'client-1.apps.example',
          FACEBOOK_APP_ID: '1234',
          FACEBOOK_APP_SECRET: 'secret-never-in-the-page',
          FACEBOOK_GRAPH_VERSION: 'v20.0',
        },
      },
      site: {
        shellDir,
        settings: {
          landingPageOnly: false,
          googleScriptUrl: 'http://127.0.0.1:9999/gsi/client',
          facebookScriptUrl: 'https://connect.facebook.net/en_US/sdk.js',
        },
      },
    });
    await social.ready();
  });
  after(() => social?.close());

  it('writes the public ids, the API version and the script URLs into the page, never the secret', async () => {
    const res = await social.inject({ url: '/ms' });
    const raw = res.body.match(/<meta name="career-config" content='([^']*)'/)[1].replace(/&#39;/g, "'");
    const conf = JSON.parse(raw.replace(/&amp;/g, '&'));
    assert.deepEqual(conf.social, { google: true, facebook: true });
    assert.deepEqual(conf.providers, {
      google: { clientId: 'client-1.apps.example', script: 'http://127.0.0.1:9999/gsi/client' },
      facebook: { appId: '1234', version: 'v20.0', script: 'https://connect.facebook.net/en_US/sdk.js' },
    });
    assert.doesNotMatch(res.body, /secret-never-in-the-page/);
  });

  it('allows exactly the configured script origins in the CSP', async () => {
    const csp = (await social.inject({ url: '/en' })).headers['content-security-policy'];
    const directive = (name) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    assert.equal(directive('script-src'), "script-src 'self' http://127.0.0.1:9999 https://connect.facebook.net");
    assert.equal(
      directive('frame-src'),
      "frame-src 'self' http://127.0.0.1:9999 https://connect.facebook.net https://www.facebook.com",
    );
    assert.doesNotMatch(csp, /unsafe-inline/);
  });
});

describe('siteSettings', async () => {
  const { siteSettings } = await import('../dist/site.js');
  it('defaults to the providers own script URLs and refuses anything but http(s)', () => {
    assert.deepEqual(siteSettings({}), {
      landingPageOnly: false,
      googleScriptUrl: 'https://accounts.google.com/gsi/client',
      facebookScriptUrl: 'https://connect.facebook.net/en_US/sdk.js',
      whatsappNumber: null,
      // No provider key: events go to the site's own collector (decision 330).
      analyticsKey: null,
      analyticsServerUrl: null,
    });
    assert.equal(siteSettings({ ANALYTICS_API_KEY: 'abcDEF12_-' }).analyticsKey, 'abcDEF12_-');
    assert.throws(() => siteSettings({ ANALYTICS_API_KEY: 'a key"><script>' }), /ANALYTICS_API_KEY/);
    assert.throws(() => siteSettings({ ANALYTICS_SERVER_URL: 'javascript:alert(1)' }), /ANALYTICS_SERVER_URL/);
    assert.equal(
      siteSettings({ GOOGLE_GSI_URL: 'http://127.0.0.1:1/gsi.js' }).googleScriptUrl,
      'http://127.0.0.1:1/gsi.js',
    );
    assert.throws(() => siteSettings({ FACEBOOK_SDK_URL: 'javascript:alert(1)' }), /FACEBOOK_SDK_URL/);
    assert.throws(() => siteSettings({ GOOGLE_GSI_URL: '/relative.js' }), /GOOGLE_GSI_URL/);
  });
});
