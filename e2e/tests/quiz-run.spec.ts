import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

// The career quiz from the intro to the result route (issue 9 items 1–3): the start page, seven
// picture questions answered by keyboard alone, data entry, in both languages, against the real
// API (generate-affinity, career-quiz/result, leads).

const LANGS = [
  {
    lang: 'en',
    intro: '/en/career-quiz',
    start: '/en/career-quiz/start',
    startLink: 'Start the quiz',
    onboarding: 'Before you start',
    begin: 'Start question 1',
    prompt: 'Which of these would you enjoy most?',
    position: (n: number) => `Question ${n} of 7`,
    dataEntry: '/en/career-quiz/data-entry-student',
    dataHeading: 'Nearly there! Tell us a little about you',
    nickname: 'Nickname',
    age: /^Age/,
    gender: 'Prefer not to say',
    submit: 'See my result',
    result: '/en/career-quiz/your-personality',
    openMenu: 'Open menu',
    quizItem: 'Career quiz',
    home: '/en',
  },
  {
    lang: 'ms',
    intro: '/ms/kuiz-kerjaya',
    start: '/ms/kuiz-kerjaya/mula',
    startLink: 'Mulakan kuiz',
    onboarding: 'Sebelum anda mula',
    begin: 'Mula soalan 1',
    prompt: 'Antara aktiviti ini, yang mana paling anda suka?',
    position: (n: number) => `Soalan ${n} daripada 7`,
    dataEntry: '/ms/kuiz-kerjaya/kemasukan-data-pelajar',
    dataHeading: 'Hampir siap! Ceritakan sedikit tentang diri anda',
    nickname: 'Nama pendek',
    age: /^Umur/,
    gender: 'Tidak mahu nyatakan',
    submit: 'Lihat keputusan saya',
    result: '/ms/kuiz-kerjaya/personaliti-anda',
    openMenu: 'Buka menu',
    quizItem: 'Kuiz kerjaya',
    home: '/ms',
  },
] as const;
type Lang = (typeof LANGS)[number];

const group = (page: Page) => page.getByRole('radiogroup');
const labels = (page: Page) => group(page).getByRole('radio').allTextContents();

/** Answers the question on screen by keyboard: `moves` arrow presses, then Space (or Enter). */
async function answerByKeyboard(page: Page, l: Lang, n: number, moves: number, key: 'Space' | 'Enter') {
  await expect(page.getByText(l.position(n), { exact: true })).toBeVisible();
  // Focus is on the question's first card (or its answer): the group is reached without a pointer.
  await expect(group(page).getByRole('radio').first()).toBeFocused();
  for (let i = 0; i < moves; i++) await page.keyboard.press('ArrowRight');
  await page.keyboard.press(key);
}

/** Intro → start → onboarding → question 1, by keyboard (the intro's link and the start button). */
async function startByKeyboard(page: Page, l: Lang) {
  await open(page, l.intro);
  await page.getByRole('link', { name: l.startLink }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${l.start}$`));
  await expect(page.getByRole('heading', { level: 1, name: l.onboarding })).toBeVisible();
  const begin = page.getByRole('button', { name: l.begin });
  await expect(begin).toBeEnabled();
  await begin.focus();
  await page.keyboard.press('Enter');
  await expect(group(page)).toBeVisible();
}

async function menuTo(page: Page, l: Lang) {
  await page.getByRole('button', { name: l.openMenu }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: l.quizItem, exact: true }).click();
}

for (const l of LANGS) {
  test.describe(`career quiz run (${l.lang})`, () => {
    test('intro → start → seven answers by keyboard alone → data entry → the result route; the menu follows', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await startByKeyboard(page, l);
      await expect(page.getByRole('radiogroup', { name: l.prompt })).toBeVisible();
      for (let n = 1; n <= 7; n++) await answerByKeyboard(page, l, n, n % 6, n % 2 ? 'Space' : 'Enter');

      await expect(page).toHaveURL(new RegExp(`${l.dataEntry}$`));
      await expect(page.getByRole('heading', { level: 1, name: l.dataHeading })).toBeVisible();
      const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
      const full = JSON.parse(decodeURIComponent(cookies.userSelectionsFull ?? '[]')) as {
        question: number;
        shown: string[];
      }[];
      expect(full.map((a) => a.question)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(full.every((a) => a.shown.length === 6)).toBe(true);
      expect(cookies.currentQuestion).toBe('8');

      // The form by keyboard: type, tab, choose a gender with Space, submit with Enter.
      await page.getByRole('textbox', { name: l.nickname }).focus();
      await page.keyboard.type('Aina');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: l.age })).toBeFocused();
      await page.keyboard.type('16e');
      await expect(page.getByRole('textbox', { name: l.age })).toHaveValue('16');
      await page.getByRole('radio', { name: l.gender }).focus();
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: l.submit, exact: true }).focus();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`${l.result}$`));
      await expect(page.locator('main h1').first()).toBeVisible();
      const after = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
      expect(after.leadsID).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.parse(decodeURIComponent(after.userLeadFormData!))).toMatchObject({
        user_type: 'student',
        name: 'Aina',
      });

      // completedQuiz: the menu's career quiz goes to the result.
      await open(page, l.home);
      await menuTo(page, l);
      await expect(page).toHaveURL(new RegExp(`${l.result}$`));
    });

    test('a reload in the middle resumes at the same question with the same pictures; the menu resumes too', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await startByKeyboard(page, l);
      const first = await labels(page);
      await answerByKeyboard(page, l, 1, 1, 'Space');
      await answerByKeyboard(page, l, 2, 2, 'Enter');
      await expect(page.getByText(l.position(3), { exact: true })).toBeVisible();
      const third = await labels(page);
      expect(third).not.toEqual(first);

      await page.reload();
      await expect(page.locator('#splash')).toBeHidden();
      await expect(page.getByText(l.position(3), { exact: true })).toBeVisible();
      expect(await labels(page)).toEqual(third);
      // Back to question 2: its answer (the third card) is still chosen.
      await page.getByRole('button', { name: l.lang === 'en' ? /Previous question/ : /Soalan sebelumnya/ }).click();
      await expect(group(page).getByRole('radio').nth(2)).toHaveAttribute('aria-checked', 'true');

      // completingQuiz: the menu's career quiz brings the visitor back to the same question.
      await open(page, l.home);
      await menuTo(page, l);
      await expect(page).toHaveURL(new RegExp(`${l.start}$`));
      await expect(page.getByText(l.position(2), { exact: true })).toBeVisible();
    });

    test('axe at 390 and 1280 px on the start, a question and data entry (with its errors)', async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.context().clearCookies();
        await open(page, l.start);
        await expect(page.getByRole('button', { name: l.begin })).toBeEnabled();
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        await page.getByRole('button', { name: l.begin }).click();
        await expect(group(page)).toBeVisible();
        // Every card is a target of at least 48 × 48 px, and nothing scrolls sideways.
        for (const box of await group(page)
          .getByRole('radio')
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect())))
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(48);
        if (width === 390) {
          // The spec's smallest phone: six cards, nothing sideways.
          await page.setViewportSize({ width: 360, height: 740 });
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
          await page.setViewportSize({ width, height: 844 });
        }
        await group(page).getByRole('radio').first().focus();
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (let n = 1; n <= 7; n++)
          await group(page)
            .getByRole('radio')
            .nth(n % 6)
            .click();

        await expect(page).toHaveURL(new RegExp(`${l.dataEntry}$`));
        await page.getByRole('button', { name: l.submit, exact: true }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  });
}

test('the language switch maps the data-entry role word both ways and keeps the quiz', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en/career-quiz/start');
  await page.getByRole('button', { name: 'Start question 1' }).click();
  for (let n = 1; n <= 7; n++)
    await group(page)
      .getByRole('radio')
      .nth(n % 6)
      .click();
  await expect(page).toHaveURL(/\/en\/career-quiz\/data-entry-student$/);
  await page.getByRole('radio', { name: 'Parent' }).check();
  await expect(page).toHaveURL(/\/en\/career-quiz\/data-entry-parent$/);
  await page.locator('#chrome').getByRole('link', { name: /^BM/ }).click();
  await expect(page).toHaveURL(/\/ms\/kuiz-kerjaya\/kemasukan-data-ibu-bapa$/);
  await expect(page.getByRole('radio', { name: 'Ibu bapa' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '19 hingga 25 tahun' })).toBeVisible();
  await page.getByRole('radio', { name: 'Guru' }).check();
  await expect(page).toHaveURL(/\/ms\/kuiz-kerjaya\/kemasukan-data-guru$/);
  await page.locator('#chrome').getByRole('link', { name: /^EN/ }).click();
  await expect(page).toHaveURL(/\/en\/career-quiz\/data-entry-teacher$/);
  await expect(page.getByRole('radio', { name: 'Teacher' })).toBeChecked();
});

test('the menu: a visitor with no quiz starts afresh; seven answers and no lead go on to data entry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en');
  await menuTo(page, LANGS[0]);
  await expect(page).toHaveURL(/\/en\/career-quiz\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
  await page.getByRole('button', { name: 'Start question 1' }).click();
  for (let n = 1; n <= 7; n++)
    await group(page)
      .getByRole('radio')
      .nth(n % 6)
      .click();
  await expect(page).toHaveURL(/\/en\/career-quiz\/data-entry-student$/);

  // submittingForm: the menu's career quiz takes the visitor on to data entry, not a new quiz.
  await open(page, '/en/about-us');
  await menuTo(page, LANGS[0]);
  await expect(page).toHaveURL(/\/en\/career-quiz\/data-entry-student$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nearly there! Tell us a little about you' })).toBeVisible();
});

test('a failed or hanging lead save never keeps the visitor from the result route', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const skip = () => page.getByRole('button', { name: 'Langkau dan lihat keputusan saya' }).click();
  const leadsId = async () => (await page.context().cookies()).find((c) => c.name === 'leadsID')?.value;

  await page.route('**/api/v1/leads', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await open(page, '/ms/kuiz-kerjaya/mula');
  await page.getByRole('button', { name: 'Mula soalan 1' }).click();
  for (let n = 1; n <= 7; n++)
    await group(page)
      .getByRole('radio')
      .nth(n % 6)
      .click();
  await skip();
  await expect(page).toHaveURL(/\/ms\/kuiz-kerjaya\/personaliti-anda$/);
  expect(await leadsId()).toBeUndefined();
  await expect(page.getByRole('heading', { name: /Fuh/ })).toHaveCount(0);

  // No lead yet (submittingForm): the start sends the visitor on to data entry, where a save that
  // never answers holds them at most six seconds.
  await page.unroute('**/api/v1/leads');
  await page.route('**/api/v1/leads', () => undefined);
  await open(page, '/ms/kuiz-kerjaya/mula');
  await expect(page).toHaveURL(/\/ms\/kuiz-kerjaya\/kemasukan-data-pelajar$/);
  const started = Date.now();
  await skip();
  await expect(page).toHaveURL(/\/ms\/kuiz-kerjaya\/personaliti-anda$/, { timeout: 15_000 });
  expect(Date.now() - started).toBeLessThan(9_000);
  expect(await leadsId()).toBeUndefined();
});

test('the intro fetches the start page’s code once it is on screen: "Start the quiz" loads no more quiz code', async ({
  page,
}) => {
  await open(page, '/en/career-quiz');
  const quizScripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.includes('/remotes/mfe-quiz/') && n.endsWith('.js')),
    );
  await expect.poll(async () => (await quizScripts()).length, { timeout: 5_000 }).toBeGreaterThan(2);
  await page.waitForTimeout(1500);
  const before = await quizScripts();
  await page.getByRole('link', { name: 'Start the quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
  expect(await quizScripts()).toEqual(before);
});
