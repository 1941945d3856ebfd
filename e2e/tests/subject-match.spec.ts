import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');

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
  await page.locator('#chrome').getByRole('link', { name: 'BM (Bahasa Melayu)' }).click();
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

// The worked example of content/subject-match.md §7 (the walk-through's science-stream pupil),
// read from the page itself: the site must show the page's counts and the top of its list.
const doc = fs.readFileSync(path.join(ROOT, 'content/subject-match.md'), 'utf8');
const seven = doc.split(/^## /m).find((s) => s.startsWith('7. '))!;
const EXAMPLE = {
  fits: Number(/`fits` = (\d+)/.exec(seven)![1]),
  total: Number(/`total` = (\d+)/.exec(seven)![1]),
  top: [...seven.matchAll(/^\d+\. \*\*(.+?)\*\* — (\d+)%/gm)].map((m) => ({ name: m[1]!, percent: Number(m[2]) })),
};
const job = (slug: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'content/jobs', `${slug}.json`), 'utf8')) as {
    name: string;
    name_bm: string;
  };
const nameBmOf = (name: string) => {
  const file = fs
    .readdirSync(path.join(ROOT, 'content/jobs'))
    .find((f) => job(f.replace(/\.json$/, '')).name === name)!;
  return job(file.replace(/\.json$/, '')).name_bm;
};

const SCIENCE = {
  en: {
    path: '/en/subject-job-match?subjects=BM,BI,MATH,ADDMATH,PHY,CHEM&view=jobs',
    count: `${EXAMPLE.fits} jobs fit your subjects. ${EXAMPLE.total - EXAMPLE.fits} other jobs are weaker links. Showing the best 20.`,
    match: (p: number) => `${p}% match`,
    weak: 'Weaker link',
    name: (n: string) => n,
    pilot: ['Flight school: About 1.5–2 years', 'Cadet programme: Depends on the programme'],
    lecturer: ['Pre-university: 1–1.5 years', 'Degree: 3–4 years', 'Master’s degree: 1–2 years', 'PhD: 3–4 years'],
  },
  ms: {
    path: '/ms/padanan-subjek-kerjaya?subjects=BM,BI,MATH,ADDMATH,PHY,CHEM&view=jobs',
    count: `${EXAMPLE.fits} kerjaya sesuai dengan subjek anda. ${EXAMPLE.total - EXAMPLE.fits} kerjaya lain padanannya lebih lemah. Berikut 20 yang terbaik.`,
    match: (p: number) => `${p}% sepadan`,
    weak: 'Padanan lemah',
    name: nameBmOf,
    pilot: ['Sekolah latihan penerbangan: Kira-kira 1.5–2 tahun', 'Program kadet: Bergantung pada program'],
    lecturer: [
      'Pra-universiti: 1–1.5 tahun',
      'Ijazah: 3–4 tahun',
      'Ijazah sarjana: 1–2 tahun',
      'PhD (ijazah kedoktoran): 3–4 tahun',
    ],
  },
} as const;

for (const lang of ['en', 'ms'] as const) {
  const t = SCIENCE[lang];
  test(`${lang}: the science-stream example of content/subject-match.md — engineers first, real fits counted, steps named`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, t.path);
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(20);
    await expect(page.getByText(t.count)).toBeVisible();

    // The top of the list, as the page gives it, each a fit (no "weaker link" label).
    const top = articles.locator('h2');
    expect((await top.allTextContents()).slice(0, EXAMPLE.top.length)).toEqual(EXAMPLE.top.map((j) => t.name(j.name)));
    for (const [i, j] of EXAMPLE.top.entries()) {
      await expect(articles.nth(i)).toContainText(t.match(j.percent));
      await expect(articles.nth(i)).not.toContainText(t.weak);
    }
    // The weak links the walk-through saw at the top are gone from the first 20.
    for (const name of ['Lecturer', 'E-hailing Driver', 'Delivery Rider (P-hailing)'])
      expect(await top.allTextContents()).not.toContain(t.name(name));
    // After the fits come weaker links, labelled.
    await expect(articles.nth(EXAMPLE.fits)).toContainText(t.weak);

    // Airline Pilot's flight school is named as such.
    const pilot = articles.filter({ has: page.getByRole('heading', { level: 2, name: t.name('Airline Pilot') }) });
    const chips = await pilot.locator('.subject-match__routes li').allTextContents();
    expect(chips.slice(0, 2)).toEqual(t.pilot);
    expect(new Set(chips).size).toBe(chips.length);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectAccessible(page);

    // Lecturer, asked for with the subjects it lists, shows its master's and PhD as such.
    await open(page, t.path.replace('BM,BI,MATH,ADDMATH,PHY,CHEM', 'BI,BM,MATH,SEJ,KMS,LIT'));
    const lecturer = articles.filter({ has: page.getByRole('heading', { level: 2, name: t.name('Lecturer') }) });
    await expect(lecturer.locator('.subject-match__routes li')).toHaveText(t.lecturer);
  });
}
