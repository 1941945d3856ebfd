import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
/** Builds mfe-content alone, as its team would (no pnpm needed on the PATH). */
const buildContentRemote = () =>
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: path.join(ROOT, 'mfe-content'),
    stdio: 'ignore',
  });

test('a remote that cannot be reached takes down only its own slot, and retry recovers', async ({ page }) => {
  await page.route('**/remotes/mfe-quiz/**', (route) => route.abort('connectionrefused'));
  await open(page, '/en/career-quiz');
  const fallback = page.getByRole('alert');
  await expect(fallback).toContainText('This part of the site did not load');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expectAccessible(page);

  // Every other route keeps working.
  await page.getByRole('link', { name: 'Laluan Kerjaya — home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a career that fits who you are');

  // The remote comes back: the retry mounts it in place.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/remotes/mfe-quiz/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What kind of work suits you?');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** The app's own heading (not the server's first paint of it). */
const APP_HEADING = 'main > .slot:not(#first-paint) h1';
/** The remote files a page's HTML preloads. */
async function remotePreloads(page: Page, url: string): Promise<string[]> {
  const html = await (await page.request.get(url)).text();
  return [...html.matchAll(/<link rel="preload" as="(?:script|style)" href="(\/remotes\/[^"]+)"/g)].map((m) => m[1]!);
}

test("a remote's preloaded files that failed are asked for again by the slot's retry (decision 353)", async ({
  page,
}) => {
  // The page announces the quiz's entry, its exposed app and the route's own chunks.
  const preloaded = await remotePreloads(page, '/en/career-quiz/start');
  expect(preloaded.some((u) => /^\/remotes\/mfe-quiz\/[^/]+\/remoteEntry\.js$/.test(u))).toBe(true);
  expect(preloaded.some((u) => /\/__federation_expose_app\.\w+\.js$/.test(u))).toBe(true);
  expect(preloaded.length).toBeGreaterThan(4);

  // Every file of the remote is refused: the preloads fail, the page reloads once, then the fallback.
  let down = true;
  const asked: string[] = [];
  await page.route('**/remotes/mfe-quiz/**', (route) => (down ? route.abort('connectionrefused') : route.continue()));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!down && url.pathname.startsWith('/remotes/mfe-quiz/')) asked.push(url.pathname + url.search);
  });
  await open(page, '/en/career-quiz/start');
  await expect(page.getByRole('alert')).toContainText('This part of the site did not load');

  // Back up: "Try again" mounts the app in place. Before decision 353 the stylesheet or chunk whose
  // preload had failed (and that nothing had used yet) failed again without a request.
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator(APP_HEADING)).toHaveText('Before you start');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(asked.some((u) => /\/remoteEntry\.js\?retry=1$/.test(u))).toBe(true);
  // (The remote's own stylesheets are one file, decision 367.)
  expect(asked.some((u) => /\/styles\.\w+\.css\?retry=1$/.test(u))).toBe(true);
});

test('a preloaded chunk of the route that fails once: the page still becomes the app', async ({ page }) => {
  // The route's own chunk, the last script the page preloads (after the entry, app and messages).
  const preloaded = await remotePreloads(page, '/ms/kuiz-kerjaya/mula');
  const chunk = preloaded.filter((u) => u.endsWith('.js')).at(-1)!;
  expect(chunk).toMatch(/^\/remotes\/mfe-quiz\/assets\//);
  let failed = 0;
  await page.route(`**${chunk}`, (route) => (failed++ ? route.continue() : route.fulfill({ status: 503, body: '' })));
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.goto('/ms/kuiz-kerjaya/mula');
  await expect(page.locator(APP_HEADING)).toHaveText('Sebelum anda mula');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The failure was seen (the chunk asked for again) and cost at most the one reload of spec §4.
  expect(failed).toBeGreaterThanOrEqual(2);
  expect(documents.length).toBeLessThanOrEqual(2);
});

test('a remote whose entry is broken shows its fallback in Malay', async ({ page }) => {
  // A deploy gone wrong: the entry file loads but defines no federation container.
  await page.route('**/remotes/mfe-jobs/**/remoteEntry.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.notAContainer = true;' }),
  );
  await open(page, '/ms/direktori/semua-pekerjaan');
  await expect(page.getByRole('alert')).toContainText('Bahagian ini tidak dapat dimuatkan');
  await open(page, '/ms/kuiz-kerjaya');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jenis kerja apakah yang sesuai dengan anda?');
});

function hashDir(dir: string): string {
  const hash = crypto.createHash('sha256');
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

test('a remote rebuilt and shipped alone shows its change after a reload; the shell is untouched', async ({ page }) => {
  test.setTimeout(180_000);
  const messages = path.join(ROOT, 'mfe-content/src/i18n/en.json');
  const original = fs.readFileSync(messages, 'utf8');
  const mapFile = path.join(ROOT, '.site/remotes.json');
  const originalMap = fs.existsSync(mapFile) ? fs.readFileSync(mapFile, 'utf8') : null;
  const shellBefore = hashDir(path.join(ROOT, 'shell/dist'));
  const stamp = `For students, parents and teachers (build ${Date.now()})`;

  await open(page, '/en');
  await expect(page.getByRole('heading', { level: 2, name: 'For students, parents and teachers' })).toBeVisible();
  const oldEntry = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
  try {
    const changed = JSON.parse(original) as Record<string, string>;
    changed['content.home.forWho.title'] = stamp;
    fs.writeFileSync(messages, `${JSON.stringify(changed, null, 2)}\n`);
    buildContentRemote();
    execFileSync(process.execPath, ['scripts/publish-remote.mjs', 'mfe-content'], { cwd: ROOT, stdio: 'pipe' });

    // The open tab still works on the old build (versioned, immutable paths) until it reloads.
    await page.getByRole('link', { name: 'Job guides' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jobs');
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'For students, parents and teachers' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: stamp })).toBeVisible();
    const newEntry = await page.evaluate(() => fetch('/remotes.json').then((r) => r.json()));
    expect(newEntry.remotes['mfe-content'].version).not.toBe(oldEntry.remotes['mfe-content'].version);
    // The old version's files are still served for tabs opened before the redeploy.
    const oldManifest = await page.request.get(oldEntry.remotes['mfe-content'].entry);
    expect(oldManifest.status()).toBe(200);
    expect(hashDir(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    fs.writeFileSync(messages, original);
    if (originalMap) fs.writeFileSync(mapFile, originalMap);
    buildContentRemote();
  }
});

/**
 * What a page fetched over the network (not from the HTTP cache), by URL path, with the bytes on
 * the wire — Chromium's own accounting (DevTools protocol), so a file served from the cache is never
 * counted as fetched.
 */
async function networkLog(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const fetched = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, new URL(e.request.url).pathname));
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromServiceWorker || e.response.fromPrefetchCache)
      cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (!cached.has(e.requestId) && urls.has(e.requestId)) fetched.set(urls.get(e.requestId)!, e.encodedDataLength);
  });
  return fetched;
}

test('a one-line change to a remote costs a returning visitor only the changed file and the new entry', async ({
  browser,
}) => {
  // Content-hashed files live in the remote's shared store, /remotes/<name>/assets/ (decision 360):
  // a file whose bytes did not change keeps its URL across versions, so the browser's cache has it.
  test.setTimeout(180_000);
  const messages = path.join(ROOT, 'mfe-content/src/i18n/en.json');
  const original = fs.readFileSync(messages, 'utf8');
  const mapFile = path.join(ROOT, '.site/remotes.json');
  const originalMap = fs.existsSync(mapFile) ? fs.readFileSync(mapFile, 'utf8') : null;
  // One HTTP cache, as one returning visitor has; no service worker, to measure the HTTP cache alone.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const first = await context.newPage();
    const firstVisit = await networkLog(first);
    await open(first, '/en');
    await expect(first.getByRole('heading', { level: 2, name: 'For students, parents and teachers' })).toBeVisible();
    await first.waitForLoadState('networkidle');
    await first.close();
    const remoteFilesBefore = [...firstVisit.keys()].filter((u) => u.startsWith('/remotes/mfe-content/'));
    expect(remoteFilesBefore.length).toBeGreaterThan(3);

    // One line of one file of the remote changes (a message of its home page); build and publish.
    const stamp = `For students, parents and teachers (${Date.now()})`;
    fs.writeFileSync(
      messages,
      original.replace(/("content\.home\.forWho\.title": )"[^"]*"/, `$1${JSON.stringify(stamp)}`),
    );
    buildContentRemote();
    execFileSync(process.execPath, ['scripts/publish-remote.mjs', 'mfe-content'], { cwd: ROOT, stdio: 'pipe' });
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));

    const again = await context.newPage();
    const repeat = await networkLog(again);
    await open(again, '/en');
    await expect(again.getByRole('heading', { level: 2, name: stamp })).toBeVisible();
    await again.waitForLoadState('networkidle');
    const fromRemote = [...repeat.keys()].filter((u) => u.startsWith('/remotes/mfe-content/'));
    // The new version's entry and the one chunk holding the changed catalogue; nothing else of the
    // remote (it loaded remoteFilesBefore.length files the first time).
    expect(fromRemote).toContain(map.remotes['mfe-content'].entry);
    const chunks = fromRemote.filter((u) => u !== map.remotes['mfe-content'].entry);
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatch(/^\/remotes\/mfe-content\/assets\/[\w-]+\.[0-9a-f]{8}\.js$/);
    // …and nothing of the shell either: past the page itself, only what is never cached.
    const others = [...repeat.keys()].filter(
      (u) => !u.startsWith('/remotes/mfe-content/') && !/^\/(en|favicon\.svg|builds\/latest\.json|api\/.*)$/.test(u),
    );
    expect(others).toEqual([]);
  } finally {
    await context.close();
    fs.writeFileSync(messages, original);
    if (originalMap) fs.writeFileSync(mapFile, originalMap);
    else fs.rmSync(mapFile, { force: true });
    buildContentRemote();
  }
});

test('a remote ships a new localized page alone: reachable in both languages, titled, switched, in the sitemap; the shell is untouched', async ({
  page,
  request,
}) => {
  // The real steps of README's "How to add a route", all in mfe-content (decision 300): a page
  // component, its declaration in src/pages.ts and its messages; then build and publish the remote.
  test.setTimeout(300_000);
  const dir = path.join(ROOT, 'mfe-content/src');
  const files = ['pages.ts', 'i18n/en.json', 'i18n/ms.json'].map((f) => path.join(dir, f));
  const originals = files.map((f) => fs.readFileSync(f, 'utf8'));
  const component = path.join(dir, 'features/faq/faq-page.tsx');
  const mapFile = path.join(ROOT, '.site/remotes.json');
  const originalMap = fs.existsSync(mapFile) ? fs.readFileSync(mapFile, 'utf8') : null;
  const shellBefore = hashDir(path.join(ROOT, 'shell/dist'));

  expect((await request.get('/en/questions')).status()).toBe(404);
  try {
    fs.mkdirSync(path.dirname(component), { recursive: true });
    fs.writeFileSync(
      component,
      `import { useIntl } from 'react-intl';
import { usePageTitle } from 'shared-kit';

export function FaqPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'content.faq.title', defaultMessage: 'Questions students ask' });
  usePageTitle(title);
  return (
    <div className="static-page">
      <h1 className="static-page__title">{title}</h1>
      <p>{intl.formatMessage({ id: 'content.faq.lead', defaultMessage: 'Short answers about the quiz and the guides.' })}</p>
    </div>
  );
}
`,
    );
    const [pages, en, ms] = originals;
    fs.writeFileSync(
      files[0]!,
      pages!.replace(
        /\n\} as const satisfies/,
        `
  faq: {
    en: '/en/questions',
    ms: '/ms/soalan-lazim',
    layout: 'about-us',
    title: 'content.faq.title',
    description: 'content.faq.lead',
    Page: () => import('./features/faq/faq-page').then((m) => ({ default: m.FaqPage })),
  },
} as const satisfies`,
      ),
    );
    const withMessages = (json: string, title: string, lead: string) =>
      `${JSON.stringify({ ...JSON.parse(json), 'content.faq.title': title, 'content.faq.lead': lead }, null, 2)}\n`;
    fs.writeFileSync(
      files[1]!,
      withMessages(en!, 'Questions students ask', 'Short answers about the quiz and the guides.'),
    );
    fs.writeFileSync(
      files[2]!,
      withMessages(ms!, 'Soalan lazim pelajar', 'Jawapan ringkas tentang kuiz dan panduan kerjaya.'),
    );
    buildContentRemote();
    execFileSync(process.execPath, ['scripts/publish-remote.mjs', 'mfe-content'], { cwd: ROOT, stdio: 'pipe' });

    // The server: a page with its own title and description, its hreflang pair, and the sitemap.
    const res = await request.get('/en/questions');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Questions students ask · Laluan Kerjaya</title>');
    expect(html).toContain('<meta name="description" content="Short answers about the quiz and the guides." />');
    expect(html).toMatch(/hreflang="ms" href="[^"]*\/ms\/soalan-lazim"/);
    expect((await request.get('/en/questions/more')).status()).toBe(404);
    expect((await request.get('/ms/questions')).status()).toBe(404); // a word of the wrong language
    expect(await (await request.get('/ms-sitemap.xml')).text()).toContain('/ms/soalan-lazim</loc>');

    // The browser: the page in English, then the language switch to its Malay path.
    await open(page, '/en/questions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Questions students ask');
    await expect(page).toHaveTitle('Questions students ask · Laluan Kerjaya');
    await page
      .locator('#chrome')
      .getByRole('link', { name: /Bahasa Melayu/ })
      .click();
    await expect(page).toHaveURL(/\/ms\/soalan-lazim$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soalan lazim pelajar');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expectAccessible(page);
    expect(hashDir(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    files.forEach((f, i) => fs.writeFileSync(f, originals[i]!));
    fs.rmSync(path.dirname(component), { recursive: true, force: true });
    if (originalMap) fs.writeFileSync(mapFile, originalMap);
    buildContentRemote();
  }
});
