// node --test site/test/ (pnpm --filter site-server test): the one-port site server over the real API (in-memory database),
// with a stand-in shell build. Needs the API built (api/dist), as `npm test` does before this.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { CACHE_MIN_BYTES, chooseEncoding, compressionStats } from '../dist/compression.js';
import { createSiteServer } from '../dist/server.js';
import { siteConfig, siteSettings, sitemapPages, socialOrigins } from '../dist/site.js';
import { ROOT } from '../dist/remotes.js';

const shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-shell-'));
const CRITICAL_CSS = 'body{margin:0}';
fs.writeFileSync(
  path.join(shellDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta name="description" content="Laluan Kerjaya" /><meta name="career-config" content='{"apiBase":"/api","apiVersion":"/v1"}' /><title>Laluan Kerjaya</title><style>${CRITICAL_CSS}</style></head><body><div id="chrome"></div></body></html>`,
);
fs.writeFileSync(path.join(shellDir, 'main.1234abcd.js'), 'console.log(1)');
// A built script with its precompressed siblings, as shared-kit/build/precompress-plugin.cjs writes
// them, and an image that has none.
const BUILT_JS = Buffer.from(`${'export const word = "kerjaya";\n'.repeat(200)}`);
fs.writeFileSync(path.join(shellDir, 'app.5678abcd.js'), BUILT_JS);
fs.writeFileSync(path.join(shellDir, 'app.5678abcd.js.br'), zlib.brotliCompressSync(BUILT_JS));
fs.writeFileSync(path.join(shellDir, 'app.5678abcd.js.gz'), zlib.gzipSync(BUILT_JS));
// What the build writes for preloads (decision 150).
fs.writeFileSync(
  path.join(shellDir, 'first-render.json'),
  JSON.stringify({ bootstrap: ['boot.1234abcd.js'], messages: { en: ['kit-en.1.js'], ms: ['kit-ms.1.js'] } }),
);
fs.writeFileSync(
  path.join(shellDir, 'mf-manifest.json'),
  JSON.stringify({
    shared: [{ name: 'react', assets: { js: { sync: ['react.1.js'], async: [] }, css: { sync: [], async: [] } } }],
  }),
);
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]);
fs.writeFileSync(path.join(shellDir, 'logo.1234abcd.png'), PNG);
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';
fs.writeFileSync(path.join(shellDir, 'favicon.svg'), FAVICON);
// The shell's server views (decision 346): read by the server, never served.
fs.mkdirSync(path.join(shellDir, 'server'));
fs.writeFileSync(path.join(shellDir, 'server', 'first-views.js'), 'module.exports = {};');
fs.writeFileSync(path.join(shellDir, 'first-views.json'), '{"js":"server/first-views.js","pages":{}}');

const unescapeHtml = (text) =>
  text.replace(/&(#39|quot|lt|gt|amp);/g, (_, e) => ({ '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e]);

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
  it("embeds a job guide's, a white paper's and the directory's API answer for the page's data layer, and nothing on other pages (decision 150)", async () => {
    const jobs = (await app.inject({ url: '/api/v1/job-list' })).json().data;
    const job = jobs.find((j) => j.slug !== j.slug_bm) ?? jobs[0];
    for (const url of [`/en/jobs/${job.slug}`, `/ms/pekerjaan/${job.slug_bm}/pengetahuan-kerja`]) {
      const slug = url.split('/')[3];
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const block = /<script type="application\/json" id="career-data">([^<]*)<\/script>/.exec(res.body);
      assert.ok(block, url);
      const api = (await app.inject({ url: `/api/v1/jobs/${slug}` })).json();
      assert.deepEqual(JSON.parse(block[1]), { [`/jobs/${slug}`]: { data: api.data } }, url);
    }
    const papers = (await app.inject({ url: '/api/v1/white-papers' })).json().data;
    assert.ok(papers.length > 0);
    for (const url of [`/en/white-paper/${papers[0].slug}`, `/ms/kertas-putih/${papers[0].slug_bm}`]) {
      const slug = url.split('/')[3];
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const block = /<script type="application\/json" id="career-data">([^<]*)<\/script>/.exec(res.body);
      assert.ok(block, url);
      const api = (await app.inject({ url: `/api/v1/white-papers/${slug}` })).json();
      assert.deepEqual(JSON.parse(block[1]), { [`/white-papers/${slug}`]: { data: api.data } }, url);
    }
    for (const [url, lang] of [
      ['/en/directory/all-jobs', 'en'],
      ['/ms/direktori/semua-pekerjaan?tvet=1', 'ms'],
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const block = /<script type="application\/json" id="career-data">([^<]*)<\/script><\/body>/.exec(res.body);
      assert.ok(block, url);
      // Only the first page (decision 395).
      const api = (await app.inject({ url: `/api/v1/directory?lang=${lang}&limit=40` })).json();
      assert.deepEqual(JSON.parse(block[1]), { [`/directory?lang=${lang}&limit=40`]: { data: api.data } }, url);
    }
    // The quiz's questions: fresh for each page (random pictures), none once a quiz is under way.
    const blocks = [];
    for (const headers of [{}, {}, { cookie: 'currentQuestion=2' }]) {
      const res = await app.inject({
        url: '/ms/kuiz-kerjaya/mula',
        headers: { 'accept-encoding': 'identity', ...headers },
      });
      const block = /<script type="application\/json" id="career-data">([^<]*)<\/script>/.exec(res.body);
      blocks.push(block ? JSON.parse(block[1]) : null);
    }
    const [one, two, none] = blocks;
    assert.equal(one['unversioned:/data/generate-affinity'].data.length, 7);
    assert.equal(two['unversioned:/data/generate-affinity'].data.length, 7);
    assert.notDeepEqual(one, two);
    assert.equal(none, null);
    // The comparison: each job its address names, up to three, as the page asks for them; a slug
    // with no job is left for the page to ask (decision 358).
    const [a, b, c, d] = jobs;
    for (const [url, slugs] of [
      [`/en/compare-jobs?jobs=${a.slug},${b.slug},no-such-job,${a.slug}`, [a.slug, b.slug]],
      [`/ms/banding-pekerjaan?jobs=${a.slug_bm},%20${b.slug}&jobs=x`, [a.slug_bm, b.slug]],
      [`/en/compare-jobs?jobs=${a.slug},${b.slug},${c.slug},${d.slug}`, [a.slug, b.slug, c.slug]],
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const block = /<script type="application\/json" id="career-data">([^<]*)<\/script>/.exec(res.body);
      assert.ok(block, url);
      const want = {};
      for (const slug of slugs)
        want[`/jobs/${slug}`] = { data: (await app.inject({ url: `/api/v1/jobs/${slug}` })).json().data };
      assert.deepEqual(JSON.parse(block[1]), want, url);
    }
    for (const url of ['/en', '/en/jobs/no-such-job', '/en/white-paper/no-such-paper', '/en/compare-jobs']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      assert.ok(!res.body.includes('id="career-data"'), url);
    }
  });

  it("embeds the GETs the quiz result's body makes first when there is a result to show (decision 362)", async () => {
    const quiz = (await app.inject({ url: '/api/data/generate-affinity' })).json().data;
    const picks = quiz.map((q, i) => q.selections.find((s) => s.value === 'RRRIICE'[i]).label).join('-');
    const blockOf = async (url, headers = {}) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });
      const block = /<script type="application\/json" id="career-data">([^<]*)<\/script>/.exec(res.body);
      return block ? JSON.parse(block[1]) : null;
    };
    const types = { data: (await app.inject({ url: '/api/v1/personality-types' })).json().data };
    // A shared link: its result and the type texts, as the page asks for them.
    const shared = `/career-quiz/result?lang=ms&picks=${picks}`;
    assert.deepEqual(await blockOf(`/ms/kuiz-kerjaya/personaliti-anda?picks=${picks}`), {
      [shared]: { data: (await app.inject({ url: `/api/v1${shared}` })).json().data },
      '/personality-types': types,
    });
    // The visitor's own answers (a POST the page makes): the type texts only.
    const answers = encodeURIComponent(JSON.stringify([{ question: 1, activity: 'x', value: 'R', shown: [] }]));
    assert.deepEqual(await blockOf('/en/career-quiz/your-personality', { cookie: `userSelectionsFull=${answers}` }), {
      '/personality-types': types,
    });
    assert.equal(await blockOf('/en/career-quiz/your-personality', { cookie: 'userSelectionsFull=%5B%5D' }), null);
    // A link the API refuses is left for the page to ask; no result to show: nothing.
    assert.deepEqual(await blockOf('/en/career-quiz/your-personality?picks=a-b'), { '/personality-types': types });
    assert.equal(await blockOf('/en/career-quiz/your-personality'), null);
  });

  it("writes the route's preloads and the remotes map into the page (decision 150)", async () => {
    for (const [url, lang] of [
      ['/en/career-quiz', 'en'],
      ['/ms/kuiz-kerjaya', 'ms'],
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      assert.equal(res.statusCode, 200, url);
      for (const file of ['/boot.1234abcd.js', '/react.1.js', `/kit-${lang}.1.js`])
        assert.ok(res.body.includes(`<link rel="preload" as="script" href="${file}" />`), `${url} ${file}`);
      const block = /<script type="application\/json" id="career-remotes">([^<]*)<\/script>/.exec(res.body);
      assert.ok(block, url);
      const served = (await app.inject({ url: '/remotes.json' })).json();
      assert.deepEqual(JSON.parse(block[1]), served);
    }
  });

  it("preloads every route's first render in both languages: the owner's entry, app and the route's own chunks (decision 353)", async () => {
    const map = (await app.inject({ url: '/remotes.json' })).json();
    const jobs = (await app.inject({ url: '/api/v1/job-list' })).json().data;
    const papers = (await app.inject({ url: '/api/v1/white-papers' })).json().data;
    const slugs = {
      jobs: { en: jobs[0].slug, ms: jobs[0].slug_bm },
      whitePapers: { en: papers[0].slug, ms: papers[0].slug_bm },
    };
    const PRELOAD = /<link rel="preload" as="(script|style)" href="([^"]+)"( fetchpriority="low")? \/>/g;
    const preloads = (body) => [...body.matchAll(PRELOAD)].map((m) => m[2]);
    // The owner's files are asked for at low priority, the shell's at the browser's own (decision 354).
    const low = (body) => [...body.matchAll(PRELOAD)].filter((m) => m[3]).map((m) => m[2]);
    let checked = 0;
    for (const [owner, remote] of Object.entries(map.remotes)) {
      const dir = path.join(ROOT, owner, 'dist', remote.version);
      const routes = JSON.parse(fs.readFileSync(path.join(dir, 'routes.json'), 'utf8')).routes;
      const lists = JSON.parse(fs.readFileSync(path.join(dir, 'first-render.json'), 'utf8')).routes;
      for (const route of routes) {
        // The build listed every route, even one whose code is all in the exposed app.
        assert.ok(Array.isArray(lists?.[route.id]?.files), `${owner} ${route.id}: no list in first-render.json`);
        for (const locale of ['en', 'ms']) {
          const url = route[locale]
            .replace(':slug', slugs[route.slugs]?.[locale] ?? 'x')
            .replace(/:(\w+)/g, (_, key) => Object.values(route.values[key])[0][locale]);
          const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
          assert.equal(res.statusCode, 200, url);
          const links = preloads(res.body);
          const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
          for (const file of [remote.entry, ...lists[route.id].files.map((f) => path.posix.normalize(base + f))])
            assert.ok(links.includes(file), `${url}: ${file} not preloaded`);
          const lows = low(res.body);
          assert.ok(lows.includes(remote.entry), `${url}: the owner's entry not at low priority`);
          assert.deepEqual(
            lows.filter((l) => !l.startsWith('/remotes/')),
            [],
            `${url}: a shell file at low priority`,
          );
          // Only the page's own language's messages.
          assert.ok(!links.some((l) => l.includes(`kit-${locale === 'en' ? 'ms' : 'en'}.`)), url);
          checked += 1;
        }
      }
    }
    assert.ok(checked >= 30, `only ${checked} pages checked`);
    // The quiz start's page is a lazy chunk of mfe-quiz (with its stylesheet), and it needs the
    // quiz's state (jotai inside it, not a share of its own: decision 369), which the shell does not
    // provide: all listed, so all preloaded.
    const quiz = map.remotes['mfe-quiz'];
    const quizDir = path.join(ROOT, 'mfe-quiz', 'dist', quiz.version);
    const start = JSON.parse(fs.readFileSync(path.join(quizDir, 'first-render.json'), 'utf8')).routes['quiz.start'];
    assert.ok(start.files.some((f) => f.endsWith('.js')) && start.files.some((f) => f.endsWith('.css')));
    assert.ok(start.shared.includes('shared-kit/state') && !start.shared.includes('jotai'));
    // The result's later part is one script: the kit's job actions, which two routes use, are in
    // the route's own chunk (369), and their stylesheet in the remote's one stylesheet (375).
    const later = JSON.parse(fs.readFileSync(path.join(quizDir, 'first-render.json'), 'utf8')).routes['quiz.result']
      .later;
    assert.deepEqual(
      later.files.map((f) => path.extname(f)),
      ['.js'],
      later.files.join(' '),
    );
    // The quiz's state and the data layer, which its pages use together, are one file (375).
    const quizManifest = JSON.parse(fs.readFileSync(path.join(quizDir, 'mf-manifest.json'), 'utf8'));
    const filesOf = (name) => quizManifest.shared.find((p) => p.name === name).assets.js.sync;
    const state = filesOf('shared-kit/state');
    assert.deepEqual(state, filesOf('shared-kit/query'));
    assert.equal(state.length, 1, state.join(' '));
    const page = preloads(
      (await app.inject({ url: '/ms/kuiz-kerjaya/mula', headers: { 'accept-encoding': 'identity' } })).body,
    );
    assert.ok(state.some((f) => page.includes(path.posix.normalize(`/remotes/mfe-quiz/${quiz.version}/${f}`))));
  });

  it("preloads the quiz result's body only when there is a result to show: answers or a shared link (decision 357)", async () => {
    const quiz = (await app.inject({ url: '/remotes.json' })).json().remotes['mfe-quiz'];
    const dir = path.join(ROOT, 'mfe-quiz', 'dist', quiz.version);
    const later = JSON.parse(fs.readFileSync(path.join(dir, 'first-render.json'), 'utf8')).routes['quiz.result'].later;
    assert.ok(
      later.files.some((f) => f.endsWith('.js')),
      'the body has chunks of its own',
    );
    const base = quiz.entry.slice(0, quiz.entry.lastIndexOf('/') + 1);
    const body = later.files.map((f) => path.posix.normalize(base + f));
    const preloaded = async (url, cookie) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
      assert.equal(res.statusCode, 200, url);
      const links = [...res.body.matchAll(/<link rel="preload" as="\w+" href="([^"]+)" fetchpriority="low" \/>/g)].map(
        (m) => m[1],
      );
      return body.filter((f) => links.includes(f)).length;
    };
    assert.equal(await preloaded('/en/career-quiz/your-personality'), 0, 'nothing to show');
    assert.equal(
      await preloaded('/en/career-quiz/your-personality', 'userSelectionsFull=%5B%5D'),
      0,
      'an empty answers cookie',
    );
    assert.equal(await preloaded('/en/career-quiz/your-personality?picks=a-b-c'), body.length, 'a shared link');
    const answers = encodeURIComponent(JSON.stringify([{ question: 1, activity: 'x', value: 'R', shown: [] }]));
    assert.equal(
      await preloaded('/ms/kuiz-kerjaya/personaliti-anda', `userSelectionsFull=${answers}`),
      body.length,
      'answers',
    );
  });

  it("preloads the directory's list on every visit: a Later with no laterWhen (decision 366)", async () => {
    const jobs = (await app.inject({ url: '/remotes.json' })).json().remotes['mfe-jobs'];
    const dir = path.join(ROOT, 'mfe-jobs', 'dist', jobs.version);
    const later = JSON.parse(fs.readFileSync(path.join(dir, 'first-render.json'), 'utf8')).routes.directory.later;
    assert.ok(
      later?.files.some((f) => f.endsWith('.js')),
      'the list has chunks of its own',
    );
    const base = jobs.entry.slice(0, jobs.entry.lastIndexOf('/') + 1);
    for (const url of ['/en/directory/all-jobs', '/ms/direktori/semua-pekerjaan']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      const links = [...res.body.matchAll(/<link rel="preload" as="\w+" href="([^"]+)" fetchpriority="low" \/>/g)].map(
        (m) => m[1],
      );
      assert.deepEqual(
        later.files.map((f) => path.posix.normalize(base + f)).filter((f) => !links.includes(f)),
        [],
        url,
      );
    }
  });

  it('answers unknown API paths with the API JSON 404, even when API_BASE ends with a slash', async () => {
    for (const url of ['/api/no-such-thing', '/api/v1/no-such-thing?x=1', '/api']) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.headers['content-type'], /application\/json/, url);
      assert.equal(typeof res.json().error.code, 'string', url);
    }
    const page = await app.inject({ url: '/en/no-such-page' });
    assert.equal(page.statusCode, 404);
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
    assert.match(csp, /base-uri 'none'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.match(res.headers['permissions-policy'], /camera=\(\)/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  it('serves the shell files immutable', async () => {
    const res = await app.inject({ url: '/main.1234abcd.js' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  it("does not serve the shell's server views (its header for the first paint, decision 346)", async () => {
    for (const url of ['/server/first-views.js', '/first-views.json']) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
  });

  it('builds the sitemap from the route table and the catalogue, with the configured origin whatever the Host', async () => {
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    assert.equal(index.statusCode, 200);
    assert.equal(index.headers['content-type'], 'application/xml; charset=utf-8');
    assert.match(index.body, /<loc>https:\/\/laluankerjaya\.example\/en-sitemap\.xml<\/loc>/);
    assert.doesNotMatch(index.body, /evil/);

    const en = await app.inject({ url: '/en-sitemap.xml', headers: { host: 'evil.example' } });
    const ms = await app.inject({ url: '/ms-sitemap.xml', headers: { host: 'evil.example' } });
    assert.doesNotMatch(en.body + ms.body, /evil/);
    assert.equal(en.headers['content-type'], 'application/xml; charset=utf-8');
    assert.equal(ms.headers['content-type'], 'application/xml; charset=utf-8');
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
    // A job guide's lastmod is when its content last changed (or its page code, if later): a date.
    const updates = (await app.inject({ url: '/api/v1/job-updates' })).json().data;
    const changed = updates.find((u) => u.slug === job.slug).updated_on;
    const entry = new RegExp(
      `<loc>https://laluankerjaya.example/en/jobs/${job.slug}</loc>.*?<lastmod>(\\d{4}-\\d{2}-\\d{2})</lastmod></url>`,
    );
    assert.ok(entry.exec(en.body)[1] >= changed);
    // Flow steps and the private profile are not pages to be found.
    assert.ok(!enUrls.some((u) => u.includes('/career-quiz/start') || u.includes('my-profile')));
    assert.equal(enUrls.length, msUrls.length);
    // The content holds only development examples of events and papers: none of them is listed,
    // nor the two list pages that would show nothing else (decision 261).
    const papers = (await app.inject({ url: '/api/v1/white-papers' })).json().data;
    assert.ok(papers.length > 0 && papers.every((p) => p.example));
    const listed = (u) => /^\/(en|ms)\/(event|acara|white-paper|kertas-putih)(\/|$)/.test(new URL(u).pathname);
    assert.deepEqual([...enUrls, ...msUrls].filter(listed), []);
    assert.doesNotMatch(en.body + ms.body, /\/(example|contoh)-/);
  });

  it('marks development examples, and lists holding only examples, noindex; real pages are indexable (decision 261)', async () => {
    const robots = /<meta name="robots" content="noindex" \/>/;
    const papers = (await app.inject({ url: '/api/v1/white-papers' })).json().data;
    for (const url of [
      '/en/event',
      '/ms/acara',
      '/en/white-paper',
      '/ms/kertas-putih',
      `/en/white-paper/${papers[0].slug}`,
      `/ms/kertas-putih/${papers[0].slug_bm}`,
    ]) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      assert.equal(res.statusCode, 200, url);
      assert.match(res.body, robots, url);
      // The example's own title is not in the page's title or link previews.
      const head = /<head>[\s\S]*<\/head>/.exec(res.body)[0];
      assert.ok(!head.includes(papers[0].title.en) && !head.includes(papers[0].title.ms), url);
      if (/\/(white-paper|kertas-putih)\/./.test(url)) {
        assert.match(head, /<title>(White papers|Kertas putih) · Laluan Kerjaya<\/title>/, url);
      }
    }
    for (const url of ['/en', '/ms/tentang-kami', '/en/funding-search']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      assert.doesNotMatch(res.body, robots, url);
    }
  });
});

describe('the WhatsApp number of the messaging modal', () => {
  it('is read from WHATSAPP_NUMBER in international form, written into the page config, null when unset', () => {
    assert.equal(siteSettings({}).whatsappNumber, null);
    assert.equal(siteSettings({ WHATSAPP_NUMBER: '+60 12-345 6789' }).whatsappNumber, '60123456789');
    const config = { apiBase: '/api', apiVersion: '/v1', accounts: { google: {}, facebook: {} } };
    assert.equal(siteConfig(config, siteSettings({ WHATSAPP_NUMBER: '60123456789' })).whatsappNumber, '60123456789');
    assert.equal(siteConfig(config, { landingPageOnly: false }).whatsappNumber, null);
    for (const bad of ['012-345 6789', 'abc', '+60 12 345 6789 0000 1', '6012345']) {
      assert.throws(() => siteSettings({ WHATSAPP_NUMBER: bad }), /WHATSAPP_NUMBER/);
    }
  });
});

describe('the analytics provider (issue 25)', () => {
  it('its public key and server go into the page config and the CSP; none: the own collector', () => {
    const config = { apiBase: '/api', apiVersion: '/v1', accounts: { google: {}, facebook: {} } };
    const off = siteConfig(config, siteSettings({}));
    assert.equal(off.analytics, undefined);
    assert.deepEqual(socialOrigins(off).connect, []);
    const on = siteConfig(config, siteSettings({ ANALYTICS_API_KEY: 'abcdef123456' }));
    assert.deepEqual(on.analytics, { key: 'abcdef123456', serverUrl: null });
    assert.deepEqual(socialOrigins(on).connect, ['https://api2.amplitude.com']);
    const local = siteConfig(
      config,
      siteSettings({ ANALYTICS_API_KEY: 'abcdef123456', ANALYTICS_SERVER_URL: 'http://127.0.0.1:4421/2/httpapi' }),
    );
    assert.deepEqual(socialOrigins(local).connect, ['http://127.0.0.1:4421']);
    assert.throws(() => siteSettings({ ANALYTICS_API_KEY: 'bad key!' }), /ANALYTICS_API_KEY/);
    assert.throws(
      () => siteSettings({ ANALYTICS_API_KEY: 'abcdef123456', ANALYTICS_SERVER_URL: 'ftp://x' }),
      /ANALYTICS_SERVER_URL/,
    );
  });
});

describe('the sitemap pages', () => {
  it('expand closed-set words and catalogue slugs, and skip private routes, flow steps and free parameters', () => {
    const routes = [
      { id: 'home', en: '/en', ms: '/ms' },
      { id: 'profile', en: '/en/my-profile', ms: '/ms/profil-saya', auth: true },
      { id: 'quiz.start', en: '/en/q/start', ms: '/ms/k/mula', sitemap: false },
      {
        id: 'methodology',
        en: '/en/m/:page',
        ms: '/ms/m/:page',
        values: { page: { job: { en: 'job', ms: 'pekerjaan' } } },
      },
      { id: 'jobs.detail', en: '/en/jobs/:slug', ms: '/ms/pekerjaan/:slug', sitemap: 'jobs' },
      { id: 'jobs.section', en: '/en/jobs/:slug/:section', ms: '/ms/pekerjaan/:slug/:section', sitemap: false },
    ];
    assert.deepEqual(sitemapPages(routes, { jobs: [{ slug: 'nurse', slug_bm: 'jururawat' }] }), [
      { en: '/en', ms: '/ms' },
      { en: '/en/m/job', ms: '/ms/m/pekerjaan' },
      { en: '/en/jobs/nurse', ms: '/ms/pekerjaan/jururawat' },
    ]);
  });

  it('leave out development examples, and the events and white papers pages while they hold nothing else (decision 261)', () => {
    const routes = [
      { id: 'home', en: '/en', ms: '/ms' },
      { id: 'events', en: '/en/event', ms: '/ms/acara', listOf: 'events' },
      { id: 'whitePapers', en: '/en/wp', ms: '/ms/kp', listOf: 'whitePapers' },
      { id: 'whitePaper', en: '/en/wp/:slug', ms: '/ms/kp/:slug', sitemap: 'whitePapers' },
    ];
    const example = { slug: 'example-tvet', slug_bm: 'contoh-tvet', example: true };
    const real = { slug: 'tvet', slug_bm: 'tvet', example: false };
    const en = (catalogue) => sitemapPages(routes, catalogue).map((p) => p.en);
    assert.deepEqual(en({ whitePapers: [example], events: [{ example: true }] }), ['/en']);
    assert.deepEqual(en({}), ['/en']);
    assert.deepEqual(en({ whitePapers: [example, real], events: [{ example: true }, { example: false }] }), [
      '/en',
      '/en/event',
      '/en/wp',
      '/en/wp/tvet',
    ]);
  });

  it("date each page by its owner's last publication, and a guide or paper by its own content when later", () => {
    const routes = [
      { id: 'home', en: '/en', ms: '/ms', owner: 'mfe-content' },
      { id: 'jobs.detail', en: '/en/jobs/:slug', ms: '/ms/pekerjaan/:slug', owner: 'mfe-jobs', sitemap: 'jobs' },
      { id: 'whitePaper', en: '/en/wp/:slug', ms: '/ms/kp/:slug', owner: 'mfe-content', sitemap: 'whitePapers' },
    ];
    const catalogue = {
      jobs: [
        { slug: 'nurse', slug_bm: 'jururawat' },
        { slug: 'welder', slug_bm: 'pengimpal' },
      ],
      updates: [
        { slug: 'nurse', updated_on: '2026-11-20' },
        { slug: 'welder', updated_on: '2026-01-05' },
      ],
      whitePapers: [{ slug: 'tvet', slug_bm: 'tvet', published_on: '2026-06-15' }],
    };
    const published = { 'mfe-content': '2026-11-24T23:28:00.000Z', 'mfe-jobs': '2026-03-01T10:00:00.000Z' };
    assert.deepEqual(
      sitemapPages(routes, catalogue, published).map((p) => [p.en, p.lastmod]),
      [
        ['/en', '2026-11-24'],
        ['/en/jobs/nurse', '2026-11-20'],
        ['/en/jobs/welder', '2026-03-01'],
        ['/en/wp/tvet', '2026-11-24'],
      ],
    );
  });
});

describe('compression', () => {
  const decode = (res) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
    if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
    assert.equal(encoding, undefined);
    return res.rawPayload;
  };

  it('sends a built file as brotli, gzip or itself as asked, with the same bytes, type and cache headers', async () => {
    const answers = {};
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      [undefined, undefined],
      ['identity', undefined],
    ]) {
      const res = await app.inject({ url: '/app.5678abcd.js', headers: accept ? { 'accept-encoding': accept } : {} });
      assert.equal(res.statusCode, 200, accept);
      assert.equal(res.headers['content-encoding'], expected, accept);
      assert.match(res.headers['content-type'], /javascript/, accept);
      assert.match(res.headers.vary, /accept-encoding/i, accept);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', accept);
      assert.deepEqual(decode(res), BUILT_JS, accept);
      answers[expected ?? 'identity'] = res.rawPayload.length;
    }
    assert.ok(answers.br < answers.identity / 5 && answers.gzip < answers.identity / 5, JSON.stringify(answers));
  });

  it('never compresses images again', async () => {
    const res = await app.inject({ url: '/logo.1234abcd.png', headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.match(res.headers['content-type'], /image\/png/);
    assert.deepEqual(res.rawPayload, PNG);
  });

  it('compresses the page HTML and a large API answer on the fly, keeping their headers', async () => {
    const page = await app.inject({ url: '/en/about-us', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(page.statusCode, 200);
    // The stand-in shell is small; the page still goes through the same hook (see the JSON below).
    const plain = await app.inject({ url: '/en/about-us' });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(page.headers['content-security-policy'], plain.headers['content-security-policy']);
    assert.equal(decode(page).toString(), plain.body);

    const list = await app.inject({ url: '/api/v1/job-list', headers: { 'accept-encoding': 'br' } });
    assert.equal(list.statusCode, 200);
    assert.equal(list.headers['content-encoding'], 'br');
    assert.match(list.headers.vary, /accept-encoding/i);
    assert.match(list.headers['content-type'], /application\/json/);
    const json = decode(list);
    assert.ok(list.rawPayload.length < json.length / 3, `${list.rawPayload.length} of ${json.length} bytes`);
    assert.ok(JSON.parse(json.toString()).data.length > 0);
    const gz = await app.inject({ url: '/api/v1/job-list', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(decode(gz), json);
  });

  it('compresses a large answer with an ETag once per encoding, then sends the same bytes', async () => {
    const before = { ...compressionStats };
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(await app.inject({ url: '/api/v1/job-list?lang=ms', headers: { 'accept-encoding': 'br' } }));
    }
    for (const res of answers) {
      assert.equal(res.headers['content-encoding'], 'br');
      assert.deepEqual(res.rawPayload, answers[0].rawPayload);
    }
    assert.ok(decode(answers[0]).length >= CACHE_MIN_BYTES, 'the whole list is big enough to be kept');
    // Once at most (an earlier test may have asked for it already), then the kept bytes.
    assert.ok(compressionStats.compressed - before.compressed <= 1, JSON.stringify([before, compressionStats]));
    assert.ok(compressionStats.reused - before.reused >= 2);
    // A search answer has no ETag: compressed per request, as before.
    const search = await app.inject({
      url: '/api/v1/job-list?search_term=a&lang=ms',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(search.headers.etag, undefined);
  });

  it('serves the favicon as SVG, revalidated (its name never changes), and sends /favicon.ico to it', async () => {
    const res = await app.inject({ url: '/favicon.svg' });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /image\/svg\+xml/);
    assert.doesNotMatch(res.headers['cache-control'], /immutable/);
    assert.equal(res.body, FAVICON);
    const ico = await app.inject({ url: '/favicon.ico' });
    assert.equal(ico.statusCode, 301);
    assert.equal(ico.headers.location, '/favicon.svg');
  });

  it('leaves small answers alone', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { 'accept-encoding': 'br' } });
    assert.equal(res.headers['content-encoding'], undefined);
  });

  it('chooses br, then gzip, honoring q-values and *', () => {
    assert.equal(chooseEncoding('gzip, deflate, br'), 'br');
    assert.equal(chooseEncoding('gzip;q=1.0, br;q=0'), 'gzip');
    assert.equal(chooseEncoding('*'), 'br');
    assert.equal(chooseEncoding('*, br;q=0'), 'gzip');
    assert.equal(chooseEncoding('identity'), null);
    assert.equal(chooseEncoding(undefined), null);
  });
});

describe('robots.txt and page answers', () => {
  it('answers robots.txt as text with the sitemap on the configured origin, whatever the Host', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'], /^text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    assert.match(res.body, /^Allow: \/$/m);
    assert.match(res.body, /^Sitemap: https:\/\/laluankerjaya\.example\/sitemap\.xml$/m);
    assert.doesNotMatch(res.body, /evil|<html/);
  });

  it('answers 404 for paths outside the route table and for job guides the catalogue lacks, in both languages', async () => {
    const jobs = (await app.inject({ url: '/api/v1/job-list' })).json().data;
    const [job] = jobs;
    const notFound = {
      '/en/no-such-page': 'en',
      '/ms/tiada-halaman-ini': 'ms',
      '/en/jobs/no-such-job': 'en',
      '/ms/pekerjaan/tiada-pekerjaan-ini': 'ms',
      [`/en/jobs/${job.slug}/no-such-section`]: 'en',
      '/en/about-us/methodology/gaji': 'en', // the Malay word under the English path
      '/en/white-paper/no-such-paper': 'en',
      '/nowhere': 'en',
    };
    for (const [url, lang] of Object.entries(notFound)) {
      const res = await app.inject({ url });
      assert.equal(res.statusCode, 404, url);
      assert.match(res.headers['content-type'], /text\/html/, url);
      assert.match(res.body, /id="chrome"/, url); // the shell, which shows "Page not found: {path}"
      assert.match(res.body, new RegExp(`<html lang="${lang}"`), url);
      assert.doesNotMatch(res.body, /hreflang/, url);
    }
    for (const url of [
      '/',
      '/en',
      '/ms',
      '/en/about-us/methodology/salary',
      '/ms/tentang-kami/metodologi/gaji',
      `/en/jobs/${job.slug}`,
      `/ms/pekerjaan/${job.slug_bm}`,
      `/ms/pekerjaan/${job.slug_bm}/gaji-dan-kemajuan`,
    ]) {
      assert.equal((await app.inject({ url })).statusCode, 200, url);
    }
  });

  it('gives each page its own title, description, language, canonical and hreflang pair', async () => {
    const jobs = (await app.inject({ url: '/api/v1/job-list' })).json().data;
    const job = jobs.find((j) => j.slug !== j.slug_bm) ?? jobs[0];
    const O = 'https://laluankerjaya.example';
    const head = async (url) => {
      const { body } = await app.inject({ url, headers: { host: 'evil.example' } });
      assert.doesNotMatch(body, /evil/, url);
      const hreflang = Object.fromEntries(
        [...body.matchAll(/<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      return {
        lang: /<html lang="(\w+)"/.exec(body)?.[1],
        title: /<title>([^<]*)<\/title>/.exec(body)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(body)?.[1],
        canonical: /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1],
        hreflang,
      };
    };

    const aboutEn = await head('/en/about-us');
    const aboutMs = await head('/ms/tentang-kami');
    // The app's own title (mfe-content's catalogue, named by its page declaration; decision 300).
    const catalogue = (l) =>
      JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../mfe-content/src/i18n/${l}.json`), 'utf8'));
    assert.deepEqual([aboutEn.lang, aboutEn.title], ['en', catalogue('en')['content.about.pageTitle']]);
    assert.deepEqual([aboutMs.lang, aboutMs.title], ['ms', catalogue('ms')['content.about.pageTitle']]);
    assert.equal(aboutEn.title, 'About us · Laluan Kerjaya');
    assert.equal((await head('/en/contact-us')).title, 'Contact us · Laluan Kerjaya');
    const pair = { en: `${O}/en/about-us`, ms: `${O}/ms/tentang-kami`, 'x-default': `${O}/en/about-us` };
    assert.deepEqual(aboutEn.hreflang, pair);
    assert.deepEqual(aboutMs.hreflang, pair);
    assert.equal(aboutMs.canonical, `${O}/ms/tentang-kami`);

    const method = await head('/ms/tentang-kami/metodologi/gaji');
    assert.equal(method.title, 'Cara kami memaparkan gaji · Laluan Kerjaya');
    assert.equal(method.hreflang.en, `${O}/en/about-us/methodology/salary`);
    // Every methodology page's first title is the h1 of its text (mfe-content, decision 161).
    const texts = path.join(import.meta.dirname, '../../mfe-content/src/features/methodology/texts');
    for (const file of fs.readdirSync(texts)) {
      const [page, lang] = file.split('.');
      if (lang !== 'en') continue; // each Malay page is reached through its English page's hreflang
      const en = await head(`/en/about-us/methodology/${page}`);
      const ms = await head(new URL(en.hreflang.ms).pathname);
      const title = (l) => JSON.parse(fs.readFileSync(path.join(texts, `${page}.${l}.json`), 'utf8')).title;
      assert.equal(en.title, `${title('en')} · Laluan Kerjaya`);
      assert.equal(ms.title, `${title('ms')} · Laluan Kerjaya`);
    }

    const dirMs = await head('/ms/direktori/semua-pekerjaan');
    assert.equal(dirMs.title, 'Semua pekerjaan · Laluan Kerjaya');
    assert.match(dirMs.description, /panduan kerjaya/);

    // A job guide: its name in the page's language, and the counterpart by the other language's slug.
    const jobEn = await head(`/en/jobs/${job.slug}`);
    const jobMs = await head(`/ms/pekerjaan/${job.slug_bm}`);
    assert.equal(jobEn.title, `${job.name} · Laluan Kerjaya`);
    assert.equal(jobMs.title, `${job.name_bm} · Laluan Kerjaya`);
    assert.equal(jobMs.lang, 'ms');
    // "Name (Industry): summary" when the guide has a summary in that language, else "Name: …".
    const startsWithName = (text, name) => text.startsWith(`${name} (`) || text.startsWith(`${name}:`);
    assert.ok(startsWithName(jobEn.description, job.name), jobEn.description);
    assert.ok(startsWithName(jobMs.description, job.name_bm), jobMs.description);
    const jobPair = {
      en: `${O}/en/jobs/${job.slug}`,
      ms: `${O}/ms/pekerjaan/${job.slug_bm}`,
      'x-default': `${O}/en/jobs/${job.slug}`,
    };
    assert.deepEqual(jobEn.hreflang, jobPair);
    assert.deepEqual(jobMs.hreflang, jobPair);
    const section = await head(`/ms/pekerjaan/${job.slug_bm}/gaji-dan-kemajuan`);
    assert.equal(section.title, `${job.name_bm}: Gaji dan kemajuan · Laluan Kerjaya`);
    assert.equal(section.hreflang.en, `${O}/en/jobs/${job.slug}/salary-and-progression`);

    // Link previews: Open Graph and the card tags in the page's language, on the configured origin.
    const og = async (url) => {
      const { body } = await app.inject({ url, headers: { host: 'evil.example' } });
      const tags = Object.fromEntries(
        [...body.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g)].map((m) => [
          m[1],
          unescapeHtml(m[2]),
        ]),
      );
      const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(body)?.[1];
      return { tags, ld: ld ? JSON.parse(ld) : null };
    };
    const aboutOg = await og('/ms/tentang-kami');
    assert.equal(aboutOg.tags['og:title'], 'Tentang kami · Laluan Kerjaya');
    assert.equal(aboutOg.tags['og:locale'], 'ms_MY');
    assert.equal(aboutOg.tags['og:locale:alternate'], 'en_MY');
    assert.equal(aboutOg.tags['og:url'], `${O}/ms/tentang-kami`);
    assert.equal(aboutOg.tags['og:image'], `${O}/share-card.png`);
    assert.equal(aboutOg.tags['twitter:card'], 'summary_large_image');
    assert.equal(aboutOg.ld, null);

    // A job guide: its industry and summary in the description, and a schema.org Occupation.
    const detail = (await app.inject({ url: `/api/v1/jobs/${job.slug}` })).json().data;
    const guideEn = await og(`/en/jobs/${job.slug}`);
    const guideMs = await og(`/ms/pekerjaan/${job.slug_bm}`);
    if (detail.summary?.en) {
      assert.ok(guideEn.tags['og:description'].startsWith(`${job.name} (${detail.industry.name}): `));
      assert.ok(guideEn.tags['og:description'].length <= 160);
      assert.equal(guideEn.ld.description, detail.summary.en);
    }
    if (detail.summary?.ms) {
      assert.ok(guideMs.tags['og:description'].startsWith(`${job.name_bm} (${detail.industry.name_bm}): `));
    }
    assert.equal(guideEn.ld['@type'], 'Occupation');
    assert.equal(guideEn.ld.name, job.name);
    assert.equal(guideMs.ld.name, job.name_bm);
    assert.equal(guideMs.ld.inLanguage, 'ms-MY');
    assert.equal(guideEn.ld.url, `${O}/en/jobs/${job.slug}`);
    assert.equal(guideMs.ld.url, `${O}/ms/pekerjaan/${job.slug_bm}`);
    const image = await app.inject({ url: '/share-card.png' });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');

    const missing = await head('/ms/tiada-halaman-ini');
    assert.equal(missing.title, 'Alamak, halaman itu tiada · Laluan Kerjaya');
    assert.equal(missing.canonical, undefined);
  });
});
