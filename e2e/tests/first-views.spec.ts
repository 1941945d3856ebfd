import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { layoutShifts, signedIn, watchLayoutShifts } from './helpers';

/**
 * The first paint is the app's own first view rendered on the server (decisions 350, 351): for the
 * pages of the sitemap and those it leaves out (the quiz's screens and result, the comparison, the
 * account page), in both languages, at 390 and 1280 px, every page has one; the words the page
 * shows without JavaScript are words the app shows once it has mounted, its heading is the app's,
 * and nothing moves on the way (CLS 0).
 * Every sitemap page but the job guides is checked; of the guides (160 per language, one
 * component), every 40th of the sitemap's list. Loading placeholders (`role="status"`, a busy
 * button) are what the app shows while it fetches, and a virtual list's rows past the first screen
 * are ones the app draws only once scrolled to: they are left out of the comparison.
 */

const GUIDE_EVERY = 40;
/** Shared result links (`?picks=`, decision 085): seven activities, one per question. */
const PICKS = {
  en: 'doing_experiments-solving_puzzles-researching_and_investigating-solving_maths_problems-building_things-fixing_engines-teaching_others',
  ms: 'drawing_and_painting-playing_music-writing_stories-singing_songs-teaching_others-caring_for_sick_people-being_in_charge',
};
const WIDTHS = [390, 1280] as const;

async function sitemap(request: APIRequestContext, locale: 'en' | 'ms'): Promise<string[]> {
  const xml = await (await request.get(`/${locale}-sitemap.xml`)).text();
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/', 'http://x').pathname);
  const guide = locale === 'en' ? /^\/en\/jobs\// : /^\/ms\/pekerjaan\//;
  const guides = all.filter((p) => guide.test(p));
  return [...all.filter((p) => !guide.test(p)), ...guides.filter((_, i) => i % GUIDE_EVERY === 0)];
}

type Cookie = { name: string; value: string };
const withCookies = async (context: BrowserContext, cookies: readonly Cookie[]) => {
  if (cookies.length) {
    await context.addCookies(
      cookies.map((c) => ({ ...c, domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax' as const })),
    );
  }
};

/** The first paint's text lines and heading, as a reader without JavaScript sees them (null: none). */
async function firstPaint(
  browser: Browser,
  path: string,
  cookies: readonly Cookie[] = [],
): Promise<{ lines: string[]; heading: string | null } | null> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  await withCookies(context, cookies);
  const page = await context.newPage();
  await page.goto(path);
  const paint = await page.evaluate(() => {
    const paint = document.getElementById('first-paint');
    if (!paint) return null;
    const heading = paint.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
    // A virtual list's rows (the directory's, decision 366) past the first screen: the app draws
    // only the rows near the screen, so those are not compared.
    paint.querySelectorAll('.jobs-vlist__row').forEach((row) => {
      if (row.getBoundingClientRect().top > innerHeight) row.setAttribute('data-below-fold', '');
    });
    const copy = paint.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="status"], [aria-busy="true"], [data-below-fold]').forEach((el) => el.remove());
    copy.style.position = 'static';
    document.body.append(copy); // innerText needs a rendered element
    const text = copy.innerText;
    copy.remove();
    const lines = text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    return { lines, heading };
  });
  if (paint) await expect(page.locator('#splash')).toBeHidden();
  await context.close();
  return paint;
}

const mainText = (page: Page) =>
  page.evaluate(() => (document.getElementById('main')?.innerText ?? '').replace(/\s+/g, ' '));

/**
 * One page: its first paint read without JavaScript, then the app at `width`. Returns the problems
 * found (words of the paint the app does not show, a first heading that is not the app's, CLS) and
 * whether there was a first paint.
 */
async function comparePage(
  browser: Browser,
  path: string,
  width: number,
  cookies: readonly Cookie[] = [],
): Promise<{ problems: string[]; painted: boolean }> {
  const problems: string[] = [];
  const paint = await firstPaint(browser, path, cookies);
  const context = await browser.newContext({ viewport: { width, height: 844 } });
  await withCookies(context, cookies);
  const page = await context.newPage();
  await watchLayoutShifts(page);
  await page.goto(path);
  await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  if (paint) {
    const { lines, heading } = paint;
    // The app may fill in what the first view showed in parts (a lazy section): wait for it.
    await expect
      .poll(async () => {
        const text = await mainText(page);
        return lines.filter((l) => !text.includes(l));
      })
      .toEqual([])
      .catch(async () => {
        const text = await mainText(page);
        problems.push(`${path}: not in the app: ${JSON.stringify(lines.filter((l) => !text.includes(l)))}`);
      });
    // Where the paint's heading sits in a loading frame (aria-busy), it is still the app's heading.
    if (heading) {
      await expect(page.locator('#main h1').first())
        .toHaveText(heading)
        .catch(() => problems.push(`${path}: the first paint's heading "${heading}" is not the app's`));
    }
  }
  await page.waitForTimeout(400);
  const shifts = await layoutShifts(page);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (cls !== 0) problems.push(`${path}: CLS ${cls} (${shifts.flatMap((shift) => shift.sources).join(', ')})`);
  await context.close();
  return { problems, painted: paint !== null };
}

for (const locale of ['en', 'ms'] as const) {
  for (const width of WIDTHS) {
    test(`${locale} sitemap at ${width} px: the first paint's words are the app's, and nothing moves`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const paths = await sitemap(request, locale);
      expect(paths.length).toBeGreaterThan(10);
      const problems: string[] = [];
      let painted = 0;
      const unpainted: string[] = [];
      for (const path of paths) {
        const result = await comparePage(browser, path, width);
        problems.push(...result.problems);
        if (result.painted) painted += 1;
        else unpainted.push(path);
      }
      expect(problems).toEqual([]);
      // Every page of the sitemap has a first view (decision 351): none shows only the splash.
      expect(unpainted).toEqual([]);
      expect(painted).toBe(paths.length);
    });
  }
}

// Pages the sitemap leaves out (decision 351): the quiz's screens, its result (none yet, and a
// shared link's), the comparison. Each must have a first paint.
const UNLISTED = {
  en: [
    '/en/career-quiz/start',
    '/en/career-quiz/data-entry-student',
    '/en/career-quiz/your-personality',
    `/en/career-quiz/your-personality?picks=${PICKS.en}`,
    '/en/compare-jobs',
    '/en/compare-jobs?jobs=nurse,chef,pharmacist',
  ],
  ms: [
    '/ms/kuiz-kerjaya/mula',
    '/ms/kuiz-kerjaya/kemasukan-data-guru',
    '/ms/kuiz-kerjaya/personaliti-anda',
    `/ms/kuiz-kerjaya/personaliti-anda?picks=${PICKS.ms}`,
    '/ms/banding-pekerjaan',
    '/ms/banding-pekerjaan?jobs=nurse,chef',
  ],
};

for (const locale of ['en', 'ms'] as const) {
  for (const width of WIDTHS) {
    test(`${locale} pages outside the sitemap at ${width} px: a first paint, the app's words, nothing moves`, async ({
      browser,
    }) => {
      test.setTimeout(180_000);
      const problems: string[] = [];
      for (const path of UNLISTED[locale]) {
        const result = await comparePage(browser, path, width);
        problems.push(...result.problems);
        if (!result.painted) problems.push(`${path}: no first paint`);
      }
      expect(problems).toEqual([]);
    });
  }
}

for (const [path, empty, link, directory] of [
  ['/en/compare-jobs', 'Nothing to compare yet', 'See all jobs', '/en/directory/all-jobs'],
  [
    '/ms/banding-pekerjaan',
    'Belum ada apa-apa untuk dibandingkan',
    'Lihat semua pekerjaan',
    '/ms/direktori/semua-pekerjaan',
  ],
] as const) {
  test(`${path} with nothing to compare paints the empty state and a real link to all jobs (decision 348)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const paint = page.locator('#first-paint');
    await expect(paint.getByRole('heading', { level: 2, name: empty })).toBeVisible();
    // No spinner waiting for an app that never comes.
    await expect(paint.getByRole('status')).toHaveCount(0);
    await paint.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${directory}$`));
    await context.close();
  });
}

test('the quiz result without answers paints "no result yet" and a real link into the quiz', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/career-quiz/your-personality');
  const paint = page.locator('#first-paint');
  await expect(paint.getByRole('heading', { level: 1 })).toHaveText('No result yet');
  await paint.getByRole('link', { name: 'Start the quiz' }).click();
  await expect(page).toHaveURL(/\/en\/career-quiz\/start$/);
  await expect(page.locator('#first-paint').getByRole('button', { name: 'Start question 1' })).toBeVisible();
  // A shared link: its heading and the result's space, not "no result".
  await page.goto(`/en/career-quiz/your-personality?picks=${PICKS.en}`);
  await expect(paint.getByRole('heading', { level: 1 })).toHaveText('A shared career quiz result');
  await expect(paint.getByRole('status')).toHaveCount(1);
  await context.close();
});

test('account pages: painted as a frame for a signed-in visitor, never for anyone else', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await signedIn(page, request, 'first-views@laluankerjaya.test');
  const session = [{ name: 'authorization_token', value: token }];
  const problems: string[] = [];
  for (const width of WIDTHS) {
    for (const path of ['/en/my-profile', '/ms/profil-saya']) {
      const result = await comparePage(browser, path, width, session);
      problems.push(...result.problems);
      if (!result.painted) problems.push(`${path}: no first paint`);
    }
  }
  expect(problems).toEqual([]);
  // The frame holds no one's details: the server does not ask who is signed in.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await withCookies(context, session);
  const noJs = await context.newPage();
  await noJs.goto('/en/my-profile');
  await expect(noJs.locator('#first-paint h1')).toHaveText('My profile');
  await expect(noJs.locator('#first-paint')).not.toContainText('first-views@laluankerjaya.test');
  // Signed out: no "My profile" on the way home.
  await context.clearCookies();
  await noJs.goto('/en/my-profile');
  await expect(noJs.locator('#first-paint')).toHaveCount(0);
  await context.close();
});

test("a build's server first views are read from disk by the server, never served to browsers", async ({ request }) => {
  const map = (await (await request.get('/remotes.json')).json()) as {
    remotes: Record<string, { version: string }>;
  };
  const { version } = map.remotes['mfe-jobs']!;
  expect((await request.get(`/remotes/mfe-jobs/${version}/remoteEntry.js`)).status()).toBe(200);
  const routes = (await (await request.get(`/remotes/mfe-jobs/${version}/routes.json`)).json()) as {
    firstViews?: { js: string };
  };
  expect(routes.firstViews?.js).toMatch(/^server\//);
  expect((await request.get(`/remotes/mfe-jobs/${version}/${routes.firstViews!.js}`)).status()).toBe(404);
});
