import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { cumulativeLayoutShift, watchLayoutShifts } from './helpers';

/**
 * The first paint is the app's own first view rendered on the server (decision 350): for the
 * pages of the sitemap, in both languages, at 390 and 1280 px, the words the page shows without
 * JavaScript are words the app shows once it has mounted, and nothing moves on the way (CLS 0).
 * Every sitemap page but the job guides is checked; of the guides (160 per language, one
 * component), every 40th of the sitemap's list. Loading placeholders (`role="status"`, a busy
 * button) are what the app shows while it fetches: they are left out of the comparison.
 */

const GUIDE_EVERY = 40;
const WIDTHS = [390, 1280] as const;

async function sitemap(request: APIRequestContext, locale: 'en' | 'ms'): Promise<string[]> {
  const xml = await (await request.get(`/${locale}-sitemap.xml`)).text();
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/', 'http://x').pathname);
  const guide = locale === 'en' ? /^\/en\/jobs\// : /^\/ms\/pekerjaan\//;
  const guides = all.filter((p) => guide.test(p));
  return [...all.filter((p) => !guide.test(p)), ...guides.filter((_, i) => i % GUIDE_EVERY === 0)];
}

/** The first paint's text lines, as a reader without JavaScript sees them (null: none). */
async function firstPaintLines(browser: Browser, path: string): Promise<string[] | null> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(path);
  const lines = await page.evaluate(() => {
    const paint = document.getElementById('first-paint');
    if (!paint) return null;
    const copy = paint.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[role="status"], [aria-busy="true"]').forEach((el) => el.remove());
    copy.style.position = 'static';
    document.body.append(copy); // innerText needs a rendered element
    const text = copy.innerText;
    copy.remove();
    return text
      .split('\n')
      .map((l) => l.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  });
  if (lines) await expect(page.locator('#splash')).toBeHidden();
  await context.close();
  return lines;
}

const mainText = (page: Page) =>
  page.evaluate(() => (document.getElementById('main')?.innerText ?? '').replace(/\s+/g, ' '));

for (const locale of ['en', 'ms'] as const) {
  for (const width of WIDTHS) {
    test(`${locale} sitemap at ${width} px: the first paint's words are the app's, and nothing moves`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const paths = await sitemap(request, locale);
      expect(paths.length).toBeGreaterThan(10);
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const problems: string[] = [];
      let painted = 0;
      for (const path of paths) {
        const lines = await firstPaintLines(browser, path);
        const page = await context.newPage();
        await watchLayoutShifts(page);
        await page.goto(path);
        await expect(page.locator('#first-paint')).toHaveCount(0, { timeout: 20_000 });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
        if (lines) {
          painted += 1;
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
        }
        await page.waitForTimeout(400);
        const cls = await cumulativeLayoutShift(page);
        if (cls !== 0) problems.push(`${path}: CLS ${cls}`);
        await page.close();
      }
      await context.close();
      expect(problems).toEqual([]);
      // The home page, the directory, the guides, events and funding have first views.
      expect(painted).toBeGreaterThanOrEqual(5);
    });
  }
}

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
