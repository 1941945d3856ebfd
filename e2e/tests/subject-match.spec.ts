import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

// The subject → job match (issue 12): from the home page's second button to ranked, explained
// jobs, in both languages; the choice lives in the address (reload, Back, a shared link).

const T = {
  en: {
    home: '/en',
    cta: 'Match my SPM subjects',
    search: 'Search subjects',
    typos: [
      ['kimai', 'Chemistry'],
      ['biolgy', 'Biology'],
      ['add math', 'Additional Mathematics'],
    ],
    ticks: ['Mathematics', 'English'],
    remove: (s: string) => `Remove ${s}`,
    see: 'See matching jobs',
    jobsTitle: 'Jobs that fit your subjects',
    helps: 'Your subjects that help:',
    alsoAsk: /Its routes often also ask for/,
    routes: 'Usual routes after SPM',
    match: /\d+% match/,
    change: 'Change subjects',
  },
  ms: {
    home: '/ms',
    cta: 'Padankan subjek SPM saya',
    search: 'Cari subjek',
    typos: [
      ['chemestry', 'Kimia'],
      ['biologi', 'Biologi'],
      ['matematik tambahn', 'Matematik Tambahan'],
    ],
    ticks: ['Matematik', 'Bahasa Inggeris'],
    remove: (s: string) => `Buang ${s}`,
    see: 'Lihat kerjaya yang sepadan',
    jobsTitle: 'Kerjaya yang sesuai dengan subjek anda',
    helps: 'Subjek anda yang membantu:',
    alsoAsk: /Laluannya juga sering meminta/,
    routes: 'Laluan biasa selepas SPM',
    match: /\d+% sepadan/,
    change: 'Tukar subjek',
  },
} as const;

const jobNames = (page: Page) => page.locator('main article h2').allTextContents();

for (const lang of ['en', 'ms'] as const) {
  const t = T[lang];

  test(`${lang}: home → choose subjects by search with typos → ranked jobs with reasons; reload, share, Back`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, t.home);
    await page.getByRole('main').getByRole('link', { name: t.cta }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: t.cta })).toBeVisible();

    const search = page.getByRole('searchbox', { name: t.search });
    for (const [typed, subject] of t.typos) {
      await search.fill(typed);
      await search.press('Enter');
      await expect(page.getByRole('button', { name: t.remove(subject) })).toBeVisible();
      await expect(search).toHaveValue('');
    }
    for (const subject of t.ticks) await page.getByRole('checkbox', { name: subject, exact: true }).check();
    await expect(page).toHaveURL(/subjects=CHEM,BIO,ADDMATH,MATH,BI(&|$)/);
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page);

    await page.getByRole('button', { name: t.see }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.jobsTitle })).toBeFocused();
    await expect(page).toHaveURL(/subjects=CHEM,BIO,ADDMATH,MATH,BI&view=jobs$/);
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(20);
    await expect(articles.first()).toContainText(t.match);
    await expect(articles.first()).toContainText(t.helps);
    await expect(articles.first()).toContainText(t.routes);
    await expect(page.getByRole('main')).toContainText(t.alsoAsk);
    const ranked = await jobNames(page);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);

    // A reload keeps the choice and the result.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t.jobsTitle })).toBeVisible();
    await expect(articles).toHaveCount(20);
    expect(await jobNames(page)).toEqual(ranked);

    // A shared link (another browser, no cookies) opens the same result.
    const other = await browser.newContext();
    const shared = await other.newPage();
    await open(shared, page.url());
    await expect(shared.locator('main article')).toHaveCount(20);
    expect(await jobNames(shared)).toEqual(ranked);
    await other.close();

    // Back returns to the picker with the choice intact.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: t.cta })).toBeVisible();
    await expect(page.getByRole('button', { name: t.remove(t.typos[0][1]) })).toBeVisible();
  });
}

test('en: a job whose routes need a subject not chosen says so, and the guide link opens it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en/subject-job-match?subjects=ADDMATH,PHY&view=jobs');
  const aerospace = page.locator('main article').filter({ hasText: 'Aerospace Engineer' });
  await expect(aerospace).toContainText(
    'Most routes to Aerospace Engineer need Mathematics, which you did not choose.',
  );
  await expect(page.getByText(/With only 2 subjects, many jobs score alike/)).toBeVisible();
  // Switching language keeps the choice and the result.
  await page.getByRole('button', { name: 'BM (Bahasa Melayu)' }).click();
  await expect(page).toHaveURL(/\/ms\/padanan-subjek-kerjaya\?subjects=ADDMATH,PHY&view=jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kerjaya yang sesuai dengan subjek anda' })).toBeVisible();
  await expect(page.locator('main article').filter({ hasText: 'Jurutera Aeroangkasa' })).toContainText(
    'Kebanyakan laluan untuk menjadi Jurutera Aeroangkasa memerlukan Matematik',
  );
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/subject-job-match\?subjects=ADDMATH,PHY&view=jobs$/);
  await aerospace.getByRole('link', { name: 'Aerospace Engineer', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/jobs\/aerospace-engineer$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aerospace Engineer');
});

test('ms: an honest state when no job fits the choice', async ({ page }) => {
  await open(page, '/ms/padanan-subjek-kerjaya?subjects=SEJ&view=jobs');
  await expect(page.getByText(/Tiada kerjaya yang cukup sepadan dengan subjek ini/)).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(0);
  await expectAccessible(page);
});

test('onboarding resets outside the subject quiz; the survey is asked once; the drawer opens on its search', async ({
  page,
  context,
}) => {
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
  await open(page, '/en/subject-job-match?origin=hamburger');
  await page.getByRole('button', { name: 'Got it' }).click();
  expect(await cookie('onBoardingCompleted')).toBe('true');
  await page.getByRole('checkbox', { name: 'Biology' }).check();
  await page.getByRole('button', { name: 'See matching jobs' }).click();
  await expect(page).toHaveURL(/origin=hamburger&subjects=BIO&view=jobs$/);
  // Moving inside the subject quiz keeps it.
  expect(await cookie('onBoardingCompleted')).toBe('true');

  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for telling us.')).toBeVisible();
  expect(await cookie('answeredSubjectQuizSurvey')).toBe('true');

  const searchAll = page.getByRole('button', { name: /Search all jobs/ });
  await searchAll.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('combobox')).toBeFocused();
  // The first Escape closes the search's dropdown, the second the drawer; focus comes back.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(searchAll).toBeFocused();
  await page.getByRole('link', { name: 'Laluan Kerjaya — home' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect.poll(() => cookie('onBoardingCompleted')).toBe('false');

  await open(page, '/en/subject-job-match?subjects=BIO&view=jobs');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Was this useful?' })).toHaveCount(0);
});
