// node --test site/test/ (pnpm --filter site-server test): the preload links and inline remotes map of a page (decisions 150, 353).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { applyFirstRender, firstRenderFiles } from '../dist/first-render.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-render-'));
const shellDir = path.join(dir, 'shell');
const remoteDir = (remote, version) => path.join(dir, remote, version);
const write = (file, value) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(value));
};
const sync = (...files) => ({
  js: { sync: files.filter((f) => f.endsWith('.js')), async: ['lazy.js'] },
  css: { sync: files.filter((f) => f.endsWith('.css')), async: [] },
});
write(path.join(shellDir, 'first-render.json'), {
  bootstrap: ['204.js', '204.css'],
  messages: { en: ['kit-en.js', 'shell-en.js'], ms: ['kit-ms.js', 'shell-ms.js'] },
  // Every file of a share's factory, which the Module Federation manifest lists only in part (kit.css).
  sharedFiles: { 'shared-kit': ['574.js', '375.css'], jotai: ['jotai.js', 'jotai.css'] },
});
write(path.join(shellDir, 'mf-manifest.json'), {
  shared: [
    { name: 'react', assets: sync('923.js') },
    { name: 'react-dom/client', assets: sync('262.js') },
    // One merged chunk written under both its ids (same code, other licence line): one preload,
    // the provider's (listed last).
    { name: 'react-dom', assets: sync('74.aaaaaaaa.js', '693.bbbbbbbb.js') },
    { name: 'jotai', assets: sync('jotai.js') },
    { name: 'shared-kit', assets: sync('574.js') },
  ],
});
fs.writeFileSync(
  path.join(shellDir, '74.aaaaaaaa.js'),
  '/*! licence 74 */\n"use strict";(self.c=self.c||[]).push([[74,693]]);',
);
fs.writeFileSync(
  path.join(shellDir, '693.bbbbbbbb.js'),
  '/*! licence 693 */\n"use strict";(self.c=self.c||[]).push([[74,693]]);',
);
write(path.join(remoteDir('mfe-jobs', 'v1'), 'mf-manifest.json'), {
  exposes: [
    { path: './app', assets: sync('__federation_expose_app.js', '__federation_expose_app.css') },
    { path: './search-bar', assets: sync('bar.js') },
  ],
  // The host does not provide the data layer; the owner does (two copies of one content: one preload).
  shared: [
    { name: 'shared-kit/query', assets: sync('232.62285ec6.js', '851.62285ec6.js') },
    // A package the route consumes that the host does not provide: the owner's copy is preloaded;
    // one the host provides (react) is not.
    { name: 'jotai-lite', assets: sync('jl.js') },
    { name: 'react', assets: sync('own-react.js') },
  ],
});
write(path.join(remoteDir('mfe-jobs', 'v1'), 'first-render.json'), {
  bootstrap: [],
  // The data layer's factory also loads query-core (320), which the manifest leaves out.
  sharedFiles: { 'shared-kit/query': ['232.62285ec6.js', '320.abcdef12.js'] },
  messages: { en: ['113.js'], ms: ['114.js'] },
  // Each route's own chunks, as the remote's build listed them (decision 353).
  routes: {
    'jobs.job': { files: ['guide.js', 'tabs.js', 'guide.css'], shared: ['react', 'jotai-lite'] },
    'jobs.directory': { files: ['directory.js'], shared: [] },
    // What the route loads right after its first render (decision 357): its chunks, and a shared
    // package the first render did not need (the owner's copy: the host has none).
    'jobs.compare': {
      files: ['compare.js'],
      shared: [],
      later: { files: ['table.js', 'table.css'], shared: ['jotai-lite', 'react'] },
    },
  },
});
const map = {
  remotes: { 'mfe-jobs': { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/v1/remoteEntry.js', version: 'v1' } },
};
after(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('first-render preloads', () => {
  it('names the boot chunk, the shared packages a first render uses (with their stylesheets), the owner entry, its app and messages', () => {
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map,
      owner: 'mfe-jobs',
      dataFirst: false,
      locale: 'ms',
      remotePreloads: true,
    });
    assert.deepEqual(
      files.map((f) => f.href),
      [
        '/204.js',
        '/204.css',
        '/923.js',
        '/262.js',
        '/693.bbbbbbbb.js',
        '/574.js',
        '/375.css',
        '/kit-ms.js',
        '/shell-ms.js',
        '/remotes/mfe-jobs/v1/remoteEntry.js',
        '/remotes/mfe-jobs/v1/__federation_expose_app.js',
        '/remotes/mfe-jobs/v1/__federation_expose_app.css',
        '/remotes/mfe-jobs/v1/114.js',
      ],
    );
    assert.deepEqual(
      files.filter((f) => f.as === 'style').map((f) => f.href),
      ['/204.css', '/375.css', '/remotes/mfe-jobs/v1/__federation_expose_app.css'],
    );
    // Lazy chunks, unused shared packages and other exposed modules are not preloaded.
    assert.ok(!files.some((f) => /lazy|jotai|query|bar/.test(f.href)));
  });

  it('adds the data layer where the heading is data (a job guide)', () => {
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map,
      owner: 'mfe-jobs',
      dataFirst: true,
      locale: 'en',
      remotePreloads: true,
    });
    assert.ok(files.some((f) => f.href === '/remotes/mfe-jobs/v1/232.62285ec6.js'));
    assert.ok(files.some((f) => f.href === '/remotes/mfe-jobs/v1/320.abcdef12.js'));
    assert.ok(!files.some((f) => f.href.includes('851.')));
    assert.ok(files.some((f) => f.href === '/remotes/mfe-jobs/v1/113.js'));
  });

  it("names a remote's shared-store files as the browser asks for them (decision 360)", () => {
    write(path.join(remoteDir('mfe-quiz', 'v2'), 'mf-manifest.json'), {
      exposes: [{ path: './app', assets: sync('../assets/__federation_expose_app.1a2b3c4d.js') }],
    });
    write(path.join(remoteDir('mfe-quiz', 'v2'), 'first-render.json'), {
      messages: { en: ['../assets/113.5e6f7a8b.js'], ms: [] },
    });
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map: { remotes: { 'mfe-quiz': { name: 'mfe_quiz', entry: '/remotes/mfe-quiz/v2/remoteEntry.js' } } },
      owner: 'mfe-quiz',
      locale: 'en',
      remotePreloads: true,
    });
    const remote = files.filter((f) => f.href.startsWith('/remotes/')).map((f) => f.href);
    assert.deepEqual(remote, [
      '/remotes/mfe-quiz/v2/remoteEntry.js',
      '/remotes/mfe-quiz/assets/__federation_expose_app.1a2b3c4d.js',
      '/remotes/mfe-quiz/assets/113.5e6f7a8b.js',
    ]);
  });

  it("preloads the owner remote's files by default, with the route's own chunks after its messages", () => {
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map,
      owner: 'mfe-jobs',
      dataFirst: true,
      locale: 'en',
      routeId: 'jobs.job',
    });
    assert.deepEqual(
      files.filter((f) => f.href.startsWith('/remotes/')).map((f) => `${f.as} ${f.href}`),
      [
        'script /remotes/mfe-jobs/v1/remoteEntry.js',
        'script /remotes/mfe-jobs/v1/__federation_expose_app.js',
        'style /remotes/mfe-jobs/v1/__federation_expose_app.css',
        'script /remotes/mfe-jobs/v1/232.62285ec6.js',
        'script /remotes/mfe-jobs/v1/320.abcdef12.js',
        'script /remotes/mfe-jobs/v1/jl.js',
        'script /remotes/mfe-jobs/v1/113.js',
        'script /remotes/mfe-jobs/v1/guide.js',
        'script /remotes/mfe-jobs/v1/tabs.js',
        'style /remotes/mfe-jobs/v1/guide.css',
      ],
    );
    // Another route of the same remote gets its own chunks, not the guide's.
    const directory = firstRenderFiles({
      shellDir,
      remoteDir,
      map,
      owner: 'mfe-jobs',
      locale: 'en',
      routeId: 'jobs.directory',
    });
    assert.ok(directory.some((f) => f.href === '/remotes/mfe-jobs/v1/directory.js'));
    assert.ok(!directory.some((f) => /guide|tabs|jl\.js|own-react/.test(f.href)));
    // Off, the list is decision 150's: the shell's files only.
    const off = firstRenderFiles({ shellDir, remoteDir, map, owner: 'mfe-jobs', locale: 'en', remotePreloads: false });
    assert.ok(!off.some((f) => f.href.startsWith('/remotes/')));
    assert.ok(off.some((f) => f.href === '/204.js'));
  });

  it('adds what the route loads next, last and at low priority, only when asked (decision 357)', () => {
    const base = {
      shellDir,
      remoteDir,
      map,
      owner: 'mfe-jobs',
      locale: /** @type {const} */ ('en'),
      routeId: 'jobs.compare',
    };
    const without = firstRenderFiles(base).map((f) => f.href);
    assert.ok(without.includes('/remotes/mfe-jobs/v1/compare.js'));
    assert.ok(!without.some((h) => /table|jl\.js/.test(h)));
    const files = firstRenderFiles({ ...base, later: true });
    const hrefs = files.map((f) => f.href);
    assert.deepEqual(hrefs.slice(-3), [
      '/remotes/mfe-jobs/v1/jl.js',
      '/remotes/mfe-jobs/v1/table.js',
      '/remotes/mfe-jobs/v1/table.css',
    ]);
    assert.ok(files.slice(-3).every((f) => f.low));
    // The host provides react: not the owner's copy.
    assert.ok(!hrefs.some((h) => h.includes('own-react')));
  });

  it("takes a route's list from the version the map serves: a remote published later brings its own", () => {
    write(path.join(remoteDir('mfe-jobs', 'v2'), 'mf-manifest.json'), {
      exposes: [{ path: './app', assets: sync('../assets/__federation_expose_app.9f9f9f9f.js') }],
    });
    write(path.join(remoteDir('mfe-jobs', 'v2'), 'first-render.json'), {
      messages: { en: ['../assets/113.12121212.js'], ms: [] },
      routes: { 'jobs.job': { files: ['../assets/guide.34343434.js'] } },
    });
    const v2 = {
      remotes: { 'mfe-jobs': { name: 'mfe_jobs', entry: '/remotes/mfe-jobs/v2/remoteEntry.js', version: 'v2' } },
    };
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map: v2,
      owner: 'mfe-jobs',
      locale: 'en',
      routeId: 'jobs.job',
    });
    assert.deepEqual(
      files.filter((f) => f.href.startsWith('/remotes/')).map((f) => f.href),
      [
        '/remotes/mfe-jobs/v2/remoteEntry.js',
        '/remotes/mfe-jobs/assets/__federation_expose_app.9f9f9f9f.js',
        '/remotes/mfe-jobs/assets/113.12121212.js',
        '/remotes/mfe-jobs/assets/guide.34343434.js',
      ],
    );
  });

  it('preloads only the shell for a page no remote owns, and nothing of a remote served elsewhere', () => {
    const none = firstRenderFiles({ shellDir, remoteDir, map, owner: null, locale: 'en' });
    assert.ok(!none.some((f) => f.href.startsWith('/remotes/')));
    assert.ok(none.some((f) => f.href === '/204.js'));
    const cdn = {
      remotes: { 'mfe-jobs': { name: 'mfe_jobs', entry: 'https://cdn.example.my/jobs/v1/remoteEntry.js' } },
    };
    const files = firstRenderFiles({
      shellDir,
      remoteDir,
      map: cdn,
      owner: 'mfe-jobs',
      dataFirst: false,
      locale: 'en',
    });
    assert.ok(!files.some((f) => f.href.includes('jobs/v1')));
  });

  it("preloads the page's entry script before the route's files", () => {
    const html = applyFirstRender(
      '<html><head></head><body><script defer="defer" src="/main.1.js"></script></body></html>',
      {
        files: [{ href: '/a.js', as: 'script' }],
        map: { remotes: {} },
      },
    );
    assert.match(
      html,
      /<link rel="preload" as="script" href="\/main.1.js" \/><link rel="preload" as="script" href="\/a.js" \/>/,
    );
  });

  it('links a file that is also an entry script once (the host bundles its eager shares into main.js)', () => {
    const html = applyFirstRender(
      '<html><head></head><body><script defer="defer" src="/main.1.js"></script></body></html>',
      {
        files: [
          { href: '/246.js', as: 'script' },
          { href: '/main.1.js', as: 'script' },
        ],
        map: { remotes: {} },
      },
    );
    assert.equal(html.match(/href="\/main\.1\.js"/g)?.length, 1);
    assert.match(html, /href="\/main.1.js" \/><link rel="preload" as="script" href="\/246.js" \/>/);
  });

  it('writes the links and the map (escaped) before </head>', () => {
    const html = applyFirstRender('<html><head><title>x</title></head><body></body></html>', {
      files: [{ href: '/a.js', as: 'script' }],
      map: { remotes: { x: { name: 'x', entry: '/</script>' } } },
    });
    assert.match(
      html,
      /<link rel="preload" as="script" href="\/a.js" \/><script type="application\/json" id="career-remotes">/,
    );
    assert.ok(!html.includes('/</script>'));
    const block = /id="career-remotes">([^<]*)<\/script>/.exec(html)[1];
    assert.equal(JSON.parse(block).remotes.x.entry, '/</script>');
  });
});
