// node --test site/test/ (pnpm --filter site-server test): the shell's header in every first paint
// (decision 346), rendered from the shell's built server bundle (shell/dist/server/first-views.js,
// named in shell/dist/first-views.json; `pnpm build` makes it) in both languages, with the language
// switch's links to the page's hreflang alternates and nothing of the visitor's account.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { applyChromePaint, chromePaint } from '../dist/first-render.js';
import { ROOT } from '../src/workspace.mjs';

const shellDir = path.join(ROOT, 'shell', 'dist');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'chrome-paint-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const guide = { en: '/en/jobs/nurse', ms: '/ms/pekerjaan/jururawat' };
const links = (html) =>
  [...html.matchAll(/<a ([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1].matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1].toLowerCase(), a[2]])),
  );

describe("the header's first paint", () => {
  it('is built with the shell (run pnpm build first)', () => {
    assert.ok(fs.existsSync(path.join(shellDir, 'first-views.json')), 'shell/dist/first-views.json: run pnpm build');
  });

  it('links home and to the same job guide in Malay, in English', async () => {
    const paint = await chromePaint({ shellDir, locale: 'en', href: guide.en, alternates: guide });
    assert.ok(paint);
    const all = links(paint.html);
    assert.equal(all.find((a) => a.class === 'shell-logo')?.href, '/en');
    assert.equal(all.find((a) => a['aria-label'] === 'Home')?.href, '/en');
    const lang = all.filter((a) => a.class === 'shell-lang__option');
    assert.deepEqual(
      lang.map((a) => [a.hreflang, a.href, a['aria-current'] ?? null]),
      [
        ['en', '/en/jobs/nurse', 'true'],
        ['ms', '/ms/pekerjaan/jururawat', null],
      ],
    );
    // The small screens' dropdown: the same links in a <details>, which opens without a script.
    assert.match(
      paint.html,
      /<details class="shell-lang__dropdown"><summary class="shell-lang__current"><span class="ck-visually-hidden">Language: <\/span>EN<span class="ck-visually-hidden"> \(English\)<\/span>/,
    );
    assert.deepEqual(
      all.filter((a) => a.class === 'shell-lang__item').map((a) => a.href),
      ['/en/jobs/nurse', '/ms/pekerjaan/jururawat'],
    );
    // The drawer is the app's: its buttons wait and say so.
    assert.match(
      paint.html,
      /<button type="button" class="ck-icon-button shell-menu-button" aria-label="Menu loading…" disabled=""/,
    );
    assert.match(paint.html, /aria-label="Job search loading…" disabled=""/);
    assert.doesNotMatch(paint.html, /aria-controls/);
  });

  it('in Malay, links home and back to the English guide', async () => {
    const paint = await chromePaint({ shellDir, locale: 'ms', href: guide.ms, alternates: guide });
    assert.ok(paint);
    const all = links(paint.html);
    assert.equal(all.find((a) => a.class === 'shell-logo')?.href, '/ms');
    assert.equal(all.find((a) => a.class === 'shell-logo')?.['aria-label'], 'Laluan Kerjaya — laman utama');
    assert.deepEqual(
      all.filter((a) => a.class === 'shell-lang__option').map((a) => [a.href, a['aria-current'] ?? null]),
      [
        ['/en/jobs/nurse', null],
        ['/ms/pekerjaan/jururawat', 'true'],
      ],
    );
    assert.match(
      paint.html,
      /<span class="ck-visually-hidden">Bahasa: <\/span>BM<span class="ck-visually-hidden"> \(Bahasa Melayu\)<\/span>/,
    );
    assert.match(paint.html, /aria-label="Menu sedang dimuatkan…" disabled=""/);
  });

  it("carries the header's stylesheet, and kit.css only when asked", async () => {
    const without = await chromePaint({ shellDir, locale: 'en', href: '/en', alternates: { en: '/en', ms: '/ms' } });
    const withKit = await chromePaint({
      shellDir,
      locale: 'en',
      href: '/en',
      alternates: { en: '/en', ms: '/ms' },
      withKit: true,
    });
    assert.ok(without && withKit);
    assert.match(without.css, /\.shell-header\s*\{/);
    // The header's stylesheet, not the drawer's and the footer's (shell.css).
    assert.doesNotMatch(without.css, /\.shell-drawer\s*\{|\.shell-footer\s*\{/);
    assert.doesNotMatch(without.css, /\.ck-visually-hidden\s*\{/);
    assert.match(withKit.css, /\.ck-visually-hidden\s*\{/);
  });

  it('has nothing of an account: the same for every visitor, whatever the page', async () => {
    const a = await chromePaint({
      shellDir,
      locale: 'en',
      href: '/en/my-profile',
      alternates: { en: '/en/my-profile', ms: '/ms/profil-saya' },
    });
    assert.ok(a);
    assert.doesNotMatch(a.html, /shell-saved|saved-jobs/);
  });

  it('is written into #chrome, its CSS first; a page without a paint is left alone', () => {
    const page = '<body><div id="chrome"></div><main id="main"></main></body>';
    assert.equal(
      applyChromePaint(page, { html: '<header class="shell-header"></header>', css: '.a{}' }),
      '<body><div id="chrome"><div id="chrome-paint"><style>#chrome-paint .shell-header__actions:not(:has(.shell-menu-button)){visibility:hidden}.a{}</style><header class="shell-header"></header></div></div><main id="main"></main></body>',
    );
    assert.equal(applyChromePaint(page, null), page);
  });

  it('is none, and no throw, for a shell built without it or a bundle that does not load', async () => {
    const alternates = { en: '/en', ms: '/ms' };
    assert.equal(await chromePaint({ shellDir: tmp, locale: 'en', href: '/en', alternates }), null);
    fs.mkdirSync(path.join(tmp, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(tmp, 'first-views.json'),
      JSON.stringify({ js: 'server/first-views.js', pages: { chrome: { css: [] } } }),
    );
    fs.writeFileSync(path.join(tmp, 'server', 'first-views.js'), 'throw new Error("broken");');
    const errors = [];
    assert.equal(
      await chromePaint({ shellDir: tmp, locale: 'en', href: '/en', alternates, onError: (e) => errors.push(e) }),
      null,
    );
    assert.equal(errors.length, 1);
  });
});
