import { expect, test, type Page } from '@playwright/test';
import { cumulativeLayoutShift, watchLayoutShifts } from './helpers';

/**
 * The first paint (decision 245): the server writes the route's first view as static HTML, so its
 * words show before any script runs; the app's own view replaces it without moving anything.
 */

const PAGES = [
  { path: '/en', h1: 'Find a career that fits who you are' },
  { path: '/ms/kuiz-kerjaya/mula', h1: 'Sebelum anda mula' },
  { path: '/en/career-quiz/start', h1: 'Before you start' },
  { path: '/ms/direktori/semua-pekerjaan', h1: 'Semua pekerjaan', lead: /^\d+ pekerjaan dalam \d+ industri\./ },
  { path: '/en/jobs/nurse', h1: 'Nurse' },
  { path: '/ms/pekerjaan/jururawat', h1: 'Jururawat' },
  { path: '/ms/tentang-kami', h1: 'Tentang kami' },
  { path: '/en/event', h1: 'Events' },
  { path: '/ms/funding-search', h1: 'Carian pembiayaan' },
];

for (const { path, h1, lead } of PAGES) {
  test(`${path}: the words are in the page before any script, then the app's own view replaces them with no layout shift`, async ({
    page,
    request,
  }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<div id="first-paint" class="slot">`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    // The inline style is allowed by its hash, not by 'unsafe-inline'.
    expect(res.headers()['content-security-policy']).not.toContain('unsafe-inline');

    const blocked: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
    });
    await watchLayoutShifts(page);
    await page.goto(path);
    await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    if (lead) await expect(page.locator('.jobs-directory__lead')).toHaveText(lead);
    await page.waitForTimeout(500);
    expect(await cumulativeLayoutShift(page)).toBe(0);
    expect(blocked).toEqual([]);
  });
}

test('without JavaScript the first view still reads, in the page language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ms/kuiz-kerjaya/mula');
  await expect(page.getByRole('heading', { level: 1, name: 'Sebelum anda mula' })).toBeVisible();
  await expect(page.getByText('Percuma, tak perlu mendaftar')).toBeVisible();
  await expect(page.locator('#splash')).toBeHidden();
  await context.close();
});

test('a quiz in progress gets no first paint of the start page (the user is past it)', async ({ request }) => {
  const res = await request.get('/en/career-quiz/start', { headers: { cookie: 'currentQuestion=3' } });
  expect(await res.text()).not.toContain('id="first-paint"');
  // Every route has a first view (decision 351); a path that is no route has none.
  const other = await request.get('/en/no-such-page');
  expect(await other.text()).not.toContain('id="first-paint"');
});

test("the quiz start's questions come with the page: no request for them, and question 1 is one tap away", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/data/generate-affinity')) asked.push(req.url());
  });
  await page.goto('/en/career-quiz/start');
  // The first paint's button waits for the app (disabled, decision 351): the tap lands on the app's.
  await page.getByRole('button', { name: 'Start question 1' }).click();
  await expect(page.getByRole('radiogroup')).toBeVisible();
  expect(asked).toEqual([]);
});

for (const path of ['/ms/tentang-kami/metodologi/gaji', '/en/about-us/methodology/career-quiz']) {
  test(`${path} (its whole text in the first paint) loads without a layout shift at 390 px`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await watchLayoutShifts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(800);
    expect(await cumulativeLayoutShift(page)).toBe(0);
  });
}

/**
 * The header in the first paint (decision 346): the shell's own header, rendered by the server. Its
 * logo, home link and language switch are real links, so a tap on them works before the app (and
 * without JavaScript); the menu and search buttons, whose drawer is the app's, are disabled and say
 * they are loading. The app's header takes over without a shift.
 */
const SCRIPTS = /\.js(\?|$)/;
/** Holds back every script of the page until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const GUIDE = { en: { path: '/en/jobs/nurse', h1: 'Nurse' }, ms: { path: '/ms/pekerjaan/jururawat', h1: 'Jururawat' } };
const HEADER = {
  en: {
    home: 'Laluan Kerjaya — home',
    other: 'BM (Bahasa Melayu)',
    language: 'Language: EN (English)',
    menu: 'Menu loading…',
  },
  ms: {
    home: 'Laluan Kerjaya — laman utama',
    other: 'EN (English)',
    language: 'Bahasa: BM (Bahasa Melayu)',
    menu: 'Menu sedang dimuatkan…',
  },
} as const;

/** The paint's language link to the other language: the toggle on wide screens, the dropdown below 1023 px. */
async function otherLanguage(page: import('@playwright/test').Page, lang: 'en' | 'ms', width: number) {
  const header = page.locator('#chrome');
  if (width < 1024) await header.locator('summary', { hasText: HEADER[lang].language }).click();
  return header.getByRole('link', { name: HEADER[lang].other });
}

for (const lang of ['en', 'ms'] as const) {
  const other = lang === 'en' ? 'ms' : 'en';
  for (const width of [390, 1280]) {
    test(`the header works without JavaScript: home and the same page in the other language (${lang}, ${width} px)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(GUIDE[lang].path);
      await expect(page.getByRole('heading', { level: 1, name: GUIDE[lang].h1 })).toBeVisible();
      // The drawer needs the app: its button says it is loading, and cannot be pressed.
      await expect(page.locator('#chrome').getByRole('button', { name: HEADER[lang].menu })).toBeDisabled();
      await (await otherLanguage(page, lang, width)).click();
      await expect(page).toHaveURL(GUIDE[other].path);
      await expect(page.getByRole('heading', { level: 1, name: GUIDE[other].h1 })).toBeVisible();
      await page.locator('#chrome').getByRole('link', { name: HEADER[other].home }).click();
      await expect(page).toHaveURL(`/${other}`);
      await expect(page.locator('#chrome-paint .shell-header')).toBeVisible();
      await context.close();
    });

    test(`a tap on the header while the app is still loading is not lost (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // The app is late: every script waits until the test lets it through.
      const release = await holdScripts(page);
      await page.goto(GUIDE[lang].path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: GUIDE[lang].h1 })).toBeVisible();
      await (await otherLanguage(page, lang, width)).click();
      await expect(page).toHaveURL(GUIDE[other].path);
      await expect(page.locator('#chrome-paint')).toHaveCount(1);
      // Then the app arrives and its header takes over, without a shift, and opens the menu.
      await watchLayoutShifts(page);
      await page.reload({ waitUntil: 'commit' });
      await expect(page.locator('#chrome-paint .shell-header')).toBeVisible();
      release();
      await expect(page.locator('#chrome-paint')).toHaveCount(0, { timeout: 20_000 });
      await expect(page.locator('#chrome .shell-header')).toHaveCount(1);
      await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
      await page.waitForTimeout(500);
      expect(await cumulativeLayoutShift(page)).toBe(0);
      // (The page is now the other language's.)
      await page.getByRole('button', { name: other === 'en' ? 'Open menu' : 'Buka menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    });
  }
}

for (const lang of ['en', 'ms'] as const) {
  test(`keyboard focus in the first paint goes on from the app's same link when the app takes over (${lang})`, async ({
    page,
  }) => {
    // Decision 368: a visitor who tabbed into the painted header or page is not sent back to the top.
    const release = await holdScripts(page);
    await page.goto(GUIDE[lang].path, { waitUntil: 'commit' });
    const home = page.locator('#chrome-paint').getByRole('link', { name: HEADER[lang].home });
    await expect(home).toBeVisible();
    await home.focus();
    release();
    await expect(page.locator('#chrome-paint')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('#chrome').getByRole('link', { name: HEADER[lang].home })).toBeFocused();

    // The same in the page: a guide's section link.
    await page.unroute(SCRIPTS);
    const releasePage = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    const painted = page.locator('#first-paint a[href*="/"]').last();
    await expect(painted).toBeVisible();
    const href = await painted.getAttribute('href');
    await painted.focus();
    releasePage();
    await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator(`#main a[href="${href}"]`).first()).toBeFocused();
  });
}

const DIRECTORY = {
  en: { path: '/en/directory/all-jobs', guide: /^\/en\/jobs\/[a-z0-9-]+$/ },
  ms: { path: '/ms/direktori/semua-pekerjaan', guide: /^\/ms\/pekerjaan\/[a-z0-9-]+$/ },
} as const;

for (const lang of ['en', 'ms'] as const) {
  test(`the directory's first page is links to the guides without JavaScript, and a job opens from it (${lang})`, async ({
    browser,
  }) => {
    // Decision 366: the first view draws the page's embedded first 40 jobs as the app does.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(DIRECTORY[lang].path);
    const rows = page.locator('#first-paint a.jobs-row__link');
    await expect(rows).toHaveCount(40);
    // The filters look as the app's, in a form that takes no input before the app (351).
    await expect(page.locator('#first-paint form.jobs-directory__filters')).toHaveAttribute('inert', '');
    const hrefs = await rows.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !DIRECTORY[lang].guide.test(h))).toEqual([]);
    expect(new Set(hrefs).size).toBe(40);
    const name = (await rows.first().locator('.jobs-row__name').innerText()).trim();
    await rows.first().click();
    await expect(page).toHaveURL(hrefs[0]!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await context.close();
  });

  for (const width of [390, 1280]) {
    test(`a directory row tapped while the app is still loading opens its guide; the app takes over in place (${lang}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      const release = await holdScripts(page);
      await page.goto(DIRECTORY[lang].path, { waitUntil: 'commit' });
      const painted = page.locator('#first-paint a.jobs-row__link');
      await expect(painted.first()).toBeVisible();
      // Where the paint draws the rows on screen is where the app draws them (same boxes, same order).
      const paintedBoxes = await painted.evaluateAll((links) =>
        links
          .map((a) => ({ href: a.getAttribute('href'), top: Math.round(a.getBoundingClientRect().top) }))
          .filter((r) => r.top < innerHeight),
      );
      const href = paintedBoxes[2]!.href!;
      await page.locator(`#first-paint a[href="${href}"]`).click();
      await expect(page).toHaveURL(href);

      await watchLayoutShifts(page);
      await page.goto(DIRECTORY[lang].path, { waitUntil: 'commit' });
      await expect(painted.first()).toBeVisible();
      release();
      await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
      const appBoxes = await page
        .locator('#main a.jobs-row__link')
        .evaluateAll((links) =>
          links
            .map((a) => ({ href: a.getAttribute('href'), top: Math.round(a.getBoundingClientRect().top) }))
            .filter((r) => r.top < innerHeight),
        );
      expect(appBoxes).toEqual(paintedBoxes);
      await page.waitForTimeout(400);
      expect(await cumulativeLayoutShift(page)).toBe(0);
    });
  }
}

// A button of the page's paint waits for the app (aria-disabled). Tapped before the app has come,
// it says it is loading, and the app's button of the same name gets the tap (decision 376): the
// quiz starts without a second tap. The remote's scripts are held; the shell's run.
const START = {
  en: { path: '/en/career-quiz/start', begin: 'Start question 1' },
  ms: { path: '/ms/kuiz-kerjaya/mula', begin: 'Mula soalan 1' },
} as const;
for (const lang of ['en', 'ms'] as const) {
  test(`a tap on the quiz start's button before the app has come is not lost (${lang}, 390 px)`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/remotes\/.*\.js(\?|$)/, async (route) => {
      await gate;
      await route.continue().catch(() => undefined);
    });
    await page.goto(START[lang].path, { waitUntil: 'commit' });
    const painted = page.locator('#first-paint').getByRole('button', { name: START[lang].begin });
    await expect(painted).toBeVisible();
    await expect(painted).toBeDisabled(); // aria-disabled: it cannot do anything yet
    // The shell has started (its header replaced the paint's) while the quiz's app is held back.
    await expect(page.locator('#chrome-paint')).toHaveCount(0);
    await painted.click({ force: true });
    await expect(painted).toHaveAttribute('aria-busy', 'true');
    await page.waitForTimeout(300);
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    release();
    await expect(page.getByRole('radiogroup')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#first-paint')).toHaveCount(0);
  });
}

test("the header's first paint holds nothing of the visitor's account", async ({ request }) => {
  const header = async (cookie?: string) => {
    const res = await request.get('/en/jobs/nurse', cookie ? { headers: { cookie } } : {});
    // The header's markup, its stylesheet left out (the shell's CSS names .shell-saved for the app).
    return /<div id="chrome">([\s\S]*?)<\/header><\/div>/
      .exec(await res.text())?.[1]
      ?.replace(/<style>[\s\S]*?<\/style>/, '');
  };
  const visitor = await header();
  expect(visitor).toContain('<div id="chrome-paint"><a class="shell-skip"');
  const signedIn = await header('authorization_token=e2e-token; savedBookmarksCount=7');
  // The same bytes for everyone: no saved-jobs count, no profile link of a session.
  expect(signedIn).toBe(visitor);
  expect(signedIn).not.toContain('shell-saved');
  expect(signedIn).not.toContain('saved-jobs');
});
