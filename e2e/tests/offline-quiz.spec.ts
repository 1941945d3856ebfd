import { expect, test, type Page } from '@playwright/test';
import { open, shot } from './helpers';

// A quiz started online can be finished with no connection (decision 361): the service worker and
// the quiz keep the questions' pictures and the next screens' code; the result is scored once the
// connection is back, and the page says so meanwhile, in the page's language. The rest of the
// suite blocks service workers (playwright.config.ts): this spec needs one.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

const LANGS = [
  {
    lang: 'en',
    intro: '/en/career-quiz',
    startLink: 'Start the quiz',
    begin: 'Start question 1',
    position: (n: number) => `Question ${n} of 7`,
    dataHeading: 'Nearly there! Tell us a little about you',
    nickname: 'Nickname',
    age: /^Age/,
    gender: 'Prefer not to say',
    submit: 'See my result',
    result: '/en/career-quiz/your-personality',
    offlineTitle: 'You are offline',
    offlineBody: 'Your result will appear here as soon as you are back online',
    resultHeading: 'Your career personality',
  },
  {
    lang: 'ms',
    intro: '/ms/kuiz-kerjaya',
    startLink: 'Mulakan kuiz',
    begin: 'Mula soalan 1',
    position: (n: number) => `Soalan ${n} daripada 7`,
    dataHeading: 'Hampir siap! Ceritakan sedikit tentang diri anda',
    nickname: 'Nama pendek',
    age: /^Umur/,
    gender: 'Tidak mahu nyatakan',
    submit: 'Lihat keputusan saya',
    result: '/ms/kuiz-kerjaya/personaliti-anda',
    offlineTitle: 'Anda di luar talian',
    offlineBody: 'Keputusan anda akan dipaparkan di sini sebaik sahaja anda kembali dalam talian',
    resultHeading: 'Personaliti kerjaya anda',
  },
] as const;

/** Every picture URL of the stored quiz (localStorage affinitySelections, decision 080). */
const pictures = (page: Page) =>
  page.evaluate(() => {
    const quiz = JSON.parse(localStorage.getItem('affinitySelections') ?? '[]') as {
      selections: { image: string }[];
    }[];
    return quiz.flatMap((q) => q.selections.map((s) => new URL(s.image, location.href).href));
  });

/** The URLs the service worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });

/** Whether one of the quiz's cached files holds `text` (the code of a screen not yet shown). */
const cachedCodeHas = (page: Page, text: string) =>
  page.evaluate(async (needle) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (!request.url.includes('/remotes/mfe-quiz/')) continue;
        if ((await (await cache.match(request))!.text()).includes(needle)) return true;
      }
    }
    return false;
  }, text);

for (const l of LANGS) {
  test(`a quiz started online is finished offline; the result comes once back online (${l.lang})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await open(page, l.intro);
    await page.getByRole('link', { name: l.startLink }).click();
    await page.getByRole('button', { name: l.begin }).click();
    await expect(page.getByText(l.position(1), { exact: true })).toBeVisible();

    // The service worker is registered once the app is up, and takes the page over.
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 20_000 });
    // Question 1 on screen: the other questions' pictures and the next screens' code are kept.
    const wanted = await pictures(page);
    expect(wanted.length).toBeGreaterThanOrEqual(7 * 6);
    await expect
      .poll(async () => {
        const cached = new Set(await cachedUrls(page));
        return wanted.filter((u) => !cached.has(u)).length;
      })
      .toBe(0);
    await expect.poll(() => cachedCodeHas(page, 'quiz.result.offline.title')).toBe(true);

    await context.setOffline(true);
    for (let n = 1; n <= 7; n++) {
      await expect(page.getByText(l.position(n), { exact: true })).toBeVisible();
      const cards = page.getByRole('radiogroup').getByRole('radio');
      // Every picture of the question is there with no connection.
      for (const img of await cards.locator('img').all()) {
        await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
      }
      await cards.nth(n % 6).click();
    }

    await expect(page.getByRole('heading', { level: 1, name: l.dataHeading })).toBeVisible();
    await page.getByRole('textbox', { name: l.nickname }).fill('Aina');
    await page.getByRole('textbox', { name: l.age }).fill('16');
    await page.getByRole('radio', { name: l.gender }).check();
    await page.getByRole('button', { name: l.submit, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${l.result}$`));
    const status = page.getByRole('status').filter({ hasText: l.offlineTitle });
    await expect(status).toBeVisible();
    await expect(status).toContainText(l.offlineBody);
    await shot(page, `offline-quiz-result-${l.lang}-390`, { fullPage: false });

    // Back online: the answers are scored and the result shown; the lead is saved too.
    await context.setOffline(false);
    await expect(page.locator('.quiz-result__type')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: l.resultHeading })).toBeVisible();
    await expect(status).toHaveCount(0);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'leadsID')?.value ?? '')
      .toMatch(/^[0-9a-f-]{36}$/);

    // Nothing the API answered is kept but the quiz's public pictures: no personal data.
    const api = (await cachedUrls(page)).filter((u) => new URL(u).pathname.startsWith('/api/'));
    expect(api.filter((u) => !/\/assets\/activities\/[\w.-]+\.(svg|png)\?v=/.test(u))).toEqual([]);
  });
}

test('a page seen before opens offline from the service worker; one never seen says it is offline, in both languages', async ({
  page,
  context,
}) => {
  await open(page, '/en/career-quiz');
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 20_000 });
  await open(page, '/ms/kuiz-kerjaya'); // seen with the worker in charge: kept
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jenis kerja apakah yang sesuai dengan anda?');
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Anda di luar talian' })).toBeVisible();
  await context.setOffline(false);
});
