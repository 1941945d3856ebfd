// node --test scripts/lib/: the one-port site server over the real API (in-memory database),
// with a stand-in shell build. Needs the API built (api/dist), as `npm test` does before this.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createSiteServer } from './server.mjs';
import { sitemapPages } from './site.mjs';

const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-shell-'));
const CRITICAL_CSS = 'body{margin:0}';
fs.writeFileSync(
  path.join(shellDir, 'index.html'),
  `<!doctype html><html><head><meta name="career-config" content='{"apiBase":"/api","apiVersion":"/v1"}' /><style>${CRITICAL_CSS}</style></head><body><div id="chrome"></div></body></html>`,
);
fs.writeFileSync(path.join(shellDir, 'main.1234abcd.js'), 'console.log(1)');

let app;
before(async () => {
  app = await createSiteServer({
    api: {
      env: {
        API_BASE: '/api/', // a trailing slash, as a person might write it
        SITE_URL: 'https://laluankerjaya.example',
        MEMORY_DB: 'true',
        LOG_LEVEL: 'silent',
      },
    },
    site: { shellDir, settings: { landingPageOnly: false } },
  });
  await app.ready();
});
after(async () => {
  await app?.close();
  fs.rmSync(shellDir, { recursive: true, force: true });
});

describe('the site server', () => {
  it('answers unknown API paths with the API JSON 404, even when API_BASE ends with a slash', async () => {
    for (const url of ['/api/no-such-thing', '/api/v1/no-such-thing?x=1', '/api']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.headers['content-type'], /application\/json/, url);
      assert.equal(typeof res.json().error.code, 'string', url);
    }
    const page = await app.inject({ url: '/en/no-such-page' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'], /text\/html/);
  });

  it('writes the validated API settings into the page', async () => {
    const res = await app.inject({ url: '/ms' });
    assert.match(res.body, /<meta name="career-config" content='\{"apiBase":"\/api","apiVersion":"\/v1",/);
  });

  it('sends pages with a CSP without unsafe-inline (the inline critical CSS by hash), DENY framing and a Permissions-Policy', async () => {
    const res = await app.inject({ url: '/en/about-us' });
    const csp = res.headers['content-security-policy'];
    assert.doesNotMatch(csp, /unsafe-inline/);
    const hash = (await import('node:crypto')).createHash('sha256').update(CRITICAL_CSS).digest('base64');
    assert.match(csp, new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.match(res.headers['permissions-policy'], /camera=\(\)/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('serves the shell files immutable', async () => {
    const res = await app.inject({ url: '/main.1234abcd.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it('builds the sitemap from the route table and the catalogue, with the configured origin whatever the Host', async () => {
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    assert.equal(index.statusCode, 200);
    assert.match(index.body, /<loc>https:\/\/laluankerjaya\.example\/en-sitemap\.xml<\/loc>/);
    assert.doesNotMatch(index.body, /evil/);

    const en = await app.inject({ url: '/en-sitemap.xml', headers: { host: 'evil.example' } });
    const ms = await app.inject({ url: '/ms-sitemap.xml', headers: { host: 'evil.example' } });
    assert.doesNotMatch(en.body + ms.body, /evil/);
    const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const enUrls = locs(en.body);
    const msUrls = locs(ms.body);
    for (const url of [
      'https://laluankerjaya.example/en',
      'https://laluankerjaya.example/en/directory/all-jobs',
      'https://laluankerjaya.example/en/about-us/methodology/salary',
    ])
      assert.ok(enUrls.includes(url), url);
    assert.ok(msUrls.includes('https://laluankerjaya.example/ms/tentang-kami/metodologi/gaji'));
    // Every job guide of the catalogue, by its slug in each language, linked to its counterpart.
    const jobs = (await app.inject({ url: '/api/v1/job-list' })).json().data;
    assert.ok(jobs.length > 0);
    const [job] = jobs;
    assert.ok(enUrls.includes(`https://laluankerjaya.example/en/jobs/${job.slug}`));
    assert.ok(msUrls.includes(`https://laluankerjaya.example/ms/pekerjaan/${job.slug_bm}`));
    assert.match(en.body, new RegExp(`hreflang="ms" href="https://laluankerjaya.example/ms/pekerjaan/${job.slug_bm}"`));
    // Flow steps and the private profile are not pages to be found.
    assert.ok(!enUrls.some((u) => u.includes('/career-quiz/start') || u.includes('my-profile')));
    assert.equal(enUrls.length, msUrls.length);
  });
});

describe('the sitemap pages', () => {
  it('expand closed-set words and catalogue slugs, and skip private routes and free parameters', () => {
    const routes = [
      { id: 'home', en: '/en', ms: '/ms' },
      { id: 'profile', en: '/en/my-profile', ms: '/ms/profil-saya', auth: true },
      {
        id: 'methodology',
        en: '/en/m/:page',
        ms: '/ms/m/:page',
        values: { page: { job: { en: 'job', ms: 'pekerjaan' } } },
      },
      { id: 'jobs.detail', en: '/en/jobs/:slug', ms: '/ms/pekerjaan/:slug' },
      { id: 'jobs.section', en: '/en/jobs/:slug/:section', ms: '/ms/pekerjaan/:slug/:section' },
    ];
    assert.deepEqual(sitemapPages(routes, { jobs: [{ slug: 'nurse', slug_bm: 'jururawat' }] }), [
      { en: '/en', ms: '/ms' },
      { en: '/en/m/job', ms: '/ms/m/pekerjaan' },
      { en: '/en/jobs/nurse', ms: '/ms/pekerjaan/jururawat' },
    ]);
  });
});
