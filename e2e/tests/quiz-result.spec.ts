import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

/**
 * The career quiz result (issue 9 items 5–7), against the composed site and the real API: the
 * seven answers are seeded in the cookie the quiz screens write (userSelectionsFull), with real
 * activity keys from GET /api/data/generate-affinity, then the result route is opened.
 */

interface Question {
  question: number;
  selections: { label: string; value: string; label_en: string; label_ms: string }[];
}

/** A real quiz, answered by picking the activity of `letters[q]` in question q. */
async function seedAnswers(context: BrowserContext, request: APIRequestContext, baseURL: string, letters = 'RRRIICE') {
  const { data } = (await (await request.get('/api/data/generate-affinity')).json()) as { data: Question[] };
  const picks = data.map((q, i) => q.selections.find((s) => s.value === letters[i])!);
  const stored = data.map((q, i) => ({
    question: q.question,
    activity: picks[i]!.label,
    value: picks[i]!.value,
    shown: q.selections.map((s) => s.label),
  }));
  await context.addCookies([
    { name: 'userSelectionsFull', value: encodeURIComponent(JSON.stringify(stored)), url: baseURL, sameSite: 'Lax' },
  ]);
  return picks;
}

const LANGS = [
  {
    lang: 'en',
    path: '/en/career-quiz/your-personality',
    title: 'Your career personality',
    primary: 'Realistic (R)',
    table: 'Times each interest type was picked, out of 7',
    chose: 'You chose',
    label: (p: { label_en: string }) => p.label_en,
    save: 'Save my results',
    dialog: 'Create an account to save your results',
    linkLabel: 'Link to this result',
    sharedNote: 'Someone shared this result with you.',
    openMenu: 'Open menu',
    quizItem: 'Career quiz',
    matchNote: /clearer than 55 in 100 sets of random answers, so no match here can be higher than 55%/,
    flatLetters: 'RIASECR',
    flatTitle: 'Your interests are spread out',
    flatNote: /here are two jobs that lead with it: ideas to explore, not a ranking/,
    flatJobs: 'Jobs to explore',
    flatFor: [
      'For Realistic',
      'For Investigative',
      'For Artistic',
      'For Social',
      'For Enterprising',
      'For Conventional',
    ],
    percent: /\d+% match/,
    notMatch: 'An idea to explore, not a match.',
  },
  {
    lang: 'ms',
    path: '/ms/kuiz-kerjaya/personaliti-anda',
    title: 'Personaliti kerjaya anda',
    primary: 'Realistik (R)',
    table: 'Berapa kali setiap jenis minat dipilih, daripada 7',
    chose: 'Anda memilih',
    label: (p: { label_ms: string }) => p.label_ms,
    save: 'Simpan keputusan saya',
    dialog: 'Cipta akaun untuk menyimpan keputusan anda',
    linkLabel: 'Pautan ke keputusan ini',
    sharedNote: 'Seseorang berkongsi keputusan ini dengan anda.',
    openMenu: 'Buka menu',
    quizItem: 'Kuiz kerjaya',
    matchNote:
      /lebih jelas daripada 55 dalam setiap 100 set jawapan rawak, jadi tiada padanan di sini boleh melebihi 55%/,
    flatLetters: 'SSAIRCE',
    flatTitle: 'Minat anda tersebar luas',
    flatNote:
      /berikut dua pekerjaan yang minat utamanya ialah jenis itu: idea untuk diterokai, bukan senarai kedudukan/,
    flatJobs: 'Pekerjaan untuk diterokai',
    flatFor: [
      'Untuk Sosial',
      'Untuk Artistik',
      'Untuk Investigatif',
      'Untuk Realistik',
      'Untuk Konvensional',
      'Untuk Enterprising',
    ],
    percent: /\d+% sepadan/,
    notMatch: 'Ia idea untuk diterokai, bukan padanan.',
  },
] as const;

const jobCards = (page: Page) => page.locator('.quiz-result__job');

for (const t of LANGS) {
  test.describe(`the quiz result (${t.lang})`, () => {
    test('seeded answers → the result: type, hexagon table, ten explained jobs; a reload keeps it', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const picks = await seedAnswers(context, request, baseURL!);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, t.path);
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(page.getByText(t.primary, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('table', { name: t.table }).getByRole('row')).toHaveCount(7);
      await expect(jobCards(page)).toHaveCount(10);
      // Three R picks of seven are not very clear answers: the page says so, and no match is higher.
      await expect(page.getByText(t.matchNote)).toBeVisible();
      for (const badge of await page.locator('.quiz-result__match').allInnerTexts()) {
        expect(Number.parseInt(badge, 10)).toBeLessThanOrEqual(55);
      }
      // The first jobs share R: their why-text names the Realistic activities picked.
      const why = await jobCards(page).first().locator('.quiz-result__why').innerText();
      expect(why).toContain(t.chose);
      const realistic = picks.filter((p) => p.value === 'R').map((p) => t.label(p).toLocaleLowerCase());
      expect(realistic.some((label) => why.toLocaleLowerCase().includes(label))).toBe(true);
      const firstJob = await jobCards(page).first().getByRole('link').first().innerText();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/quiz-result-${t.lang}-390.png`, fullPage: true });

      await page.reload();
      await expect(page.locator('#splash')).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await expect(jobCards(page).first().getByRole('link').first()).toHaveText(firstJob);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/quiz-result-${t.lang}-1280.png`, fullPage: true });

      // The result cookies hold codes and ids only.
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
      expect(cookies.resultsCode).toBe('RI');
      expect(cookies.tookQuiz).toBe('true');
      expect(JSON.parse(cookies.recommendedJobs!)).toHaveLength(10);
      for (const name of [
        'resultsCode',
        'primaryTraits',
        'secondaryTraits',
        'matchingTraits',
        'recommendedJobs',
        'numberOfJobs',
        'userTraits',
      ]) {
        expect(cookies[name]!.length).toBeLessThan(120);
      }
    });

    test(`a spread-out result (${t.flatLetters}): no percentage, two jobs to explore per picked type, explained`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await seedAnswers(context, request, baseURL!, t.flatLetters);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, t.path);
      await expect(page.locator('.quiz-result__type')).toHaveText(t.flatTitle);
      await expect(page.getByRole('heading', { level: 2, name: t.flatJobs })).toBeVisible();
      await expect(page.getByText(t.flatNote)).toBeVisible();
      // Six picked types, two jobs each, in the order the types were picked; not all 160.
      await expect(jobCards(page)).toHaveCount(12);
      expect(await page.locator('.quiz-result__match').allInnerTexts()).toEqual(t.flatFor.flatMap((f) => [f, f]));
      await expect(page.getByText(t.percent)).toHaveCount(0);
      await expect(jobCards(page).first()).toContainText(t.notMatch);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/quiz-result-flat-${t.lang}-390.png`, fullPage: true });
      const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
      expect(cookies.tookQuiz).toBe('true');
      expect(cookies.resultsCode).toBeUndefined(); // no code on a flat result
      expect(JSON.parse(cookies.numberOfJobs!)).toBe(12);
    });

    test('the share link re-opens the same result, read-only, for someone without answers', async ({
      page,
      context,
      request,
      baseURL,
      browser,
    }) => {
      await seedAnswers(context, request, baseURL!, 'SSAASEC');
      await open(page, t.path);
      const link = await page.getByLabel(t.linkLabel).inputValue();
      expect(link).toContain(`${t.path}?picks=`);
      const whatsApp = await page.locator('a[href^="https://wa.me/?text="]').getAttribute('href');
      expect(decodeURIComponent(whatsApp!)).toContain(link);
      const ownJobs = await jobCards(page).getByRole('heading').allInnerTexts();

      const stranger = await browser.newContext();
      const other = await stranger.newPage();
      await open(other, link.replace(/^https?:\/\/[^/]+/, baseURL!));
      await expect(other.getByText(t.sharedNote)).toBeVisible();
      await expect(other.getByRole('button', { name: t.save })).toHaveCount(0);
      expect(await jobCards(other).getByRole('heading').allInnerTexts()).toEqual(ownJobs);
      await expectAccessible(other);
      await stranger.close();
    });

    test('"Save my results" opens the sign-up dialog with the quiz context', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await seedAnswers(context, request, baseURL!);
      await open(page, t.path);
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('dialog').getByText(t.dialog)).toBeVisible();
    });

    test('the menu’s career quiz item goes to the result once the quiz is complete', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await seedAnswers(context, request, baseURL!);
      await context.addCookies([{ name: 'leadsID', value: 'lead-e2e', url: baseURL!, sameSite: 'Lax' }]);
      await open(page, t.lang === 'en' ? '/en' : '/ms');
      await page.getByRole('button', { name: t.openMenu }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByText(t.quizItem, { exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    });
  });
}

test('through the quiz screens: seven picks, skip the form, and the result names what was picked', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/en/career-quiz/start');
  await page.getByRole('button', { name: 'Start question 1' }).click();
  // The pictures the quiz generated and stored (affinitySelections): pick R R R I I C E by label.
  const quiz = (await page.evaluate(() =>
    JSON.parse(localStorage.getItem('affinitySelections') ?? '[]'),
  )) as Question[];
  const picked = [...'RRRIICE'].map((letter, i) => quiz[i]!.selections.find((s) => s.value === letter)!.label_en);
  for (let n = 1; n <= 7; n++) {
    await expect(page.getByText(`Question ${n} of 7`, { exact: true })).toBeVisible();
    await page
      .getByRole('radiogroup')
      .getByRole('radio', { name: new RegExp(`^${picked[n - 1]}`) })
      .click();
  }
  await page.getByRole('button', { name: 'Skip and see my result' }).click();
  await expect(page).toHaveURL(/\/en\/career-quiz\/your-personality$/);
  await expect(page.locator('.quiz-result__type')).toHaveText('Your strongest interest is Realistic (R)');
  await expect(page.getByText('Next comes Investigative (I). Interest code: RI.')).toBeVisible();
  await expect(page.locator('.quiz-result__hex-table tbody td')).toHaveText([
    '3 of 7',
    '2 of 7',
    '0 of 7',
    '0 of 7',
    '1 of 7',
    '1 of 7',
  ]);
  // The first job's "why" names all three Realistic pictures picked on screen.
  const why = (await page.locator('.quiz-result__why-main').nth(1).innerText()).toLocaleLowerCase();
  expect(why).toContain('you chose');
  expect(picked.slice(0, 3).filter((label) => why.includes(label.toLocaleLowerCase()))).toHaveLength(3);
});

test('no answers: the page says so and offers the quiz; axe at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/ms/kuiz-kerjaya/personaliti-anda');
  await expect(page.getByRole('heading', { level: 1, name: 'Belum ada keputusan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mulakan kuiz' }).first()).toHaveAttribute(
    'href',
    '/ms/kuiz-kerjaya/mula',
  );
  await expectAccessible(page);
});

test('the IMK bridge compares letters and links to the methodology page', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await seedAnswers(context, request, baseURL!);
  await open(page, '/en/career-quiz/your-personality');
  await page.getByLabel('Your top IMK letters').fill('rk');
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await expect(page.getByText('Both put Realistic (R) first.')).toBeVisible();
  await expect(page.getByText('Conventional (K): IMK names it', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How this quiz and IMK differ' })).toHaveAttribute(
    'href',
    '/en/about-us/methodology/career-quiz-vs-imk',
  );
  await expectAccessible(page);
});

for (const lang of ['en', 'ms'] as const) {
  test(`print: the result fits one A4 page (${lang})`, async ({ page, context, request, baseURL }) => {
    await seedAnswers(context, request, baseURL!);
    await open(page, lang === 'en' ? '/en/career-quiz/your-personality' : '/ms/kuiz-kerjaya/personaliti-anda');
    await expect(page.locator('.quiz-result__job')).toHaveCount(10);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#chrome')).toBeHidden();
    await expect(page.getByRole('button', { name: lang === 'en' ? 'Print' : 'Cetak' })).toBeHidden();
    await page.screenshot({ path: `test-results/quiz-result-print-${lang}.png`, fullPage: true });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });
}
