import { expect, test } from '@playwright/test';
import { expectAccessible, open } from './helpers';

// The six methodology pages (issue 11 item 4): each renders its title in both languages, the
// language switch keeps the page, and each page is accessible on a phone and on a desktop.
const PAGES = [
  {
    en: 'career-quiz',
    ms: 'kuiz-kerjaya',
    titleEn: 'How the career quiz works',
    titleMs: 'Cara kuiz kerjaya berfungsi',
  },
  {
    en: 'career-quiz-vs-imk',
    ms: 'kuiz-kerjaya-vs-imk',
    titleEn: 'Our career quiz and IMK',
    titleMs: 'Kuiz kerjaya kami dan IMK',
  },
  {
    en: 'job-guide',
    ms: 'panduan-kerjaya',
    titleEn: 'How a job guide is written',
    titleMs: 'Cara panduan kerjaya ditulis',
  },
  { en: 'job', ms: 'pekerjaan', titleEn: 'What a job entry holds', titleMs: 'Kandungan entri pekerjaan' },
  { en: 'salary', ms: 'gaji', titleEn: 'How we show pay', titleMs: 'Cara kami memaparkan gaji' },
  {
    en: 'subject-job-match',
    ms: 'padanan-subjek-kerjaya',
    titleEn: 'How the subject match works',
    titleMs: 'Cara padanan subjek berfungsi',
  },
];

test.describe('methodology pages', () => {
  for (const p of PAGES) {
    test(`${p.en}: English and Malay titles, and the language switch keeps the page`, async ({ page }) => {
      await open(page, `/en/about-us/methodology/${p.en}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.titleEn);
      await expect(page).toHaveTitle(`${p.titleEn} · Laluan Kerjaya`);
      await page
        .locator('#chrome')
        .getByRole('link', { name: /Bahasa Melayu/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/ms/tentang-kami/metodologi/${p.ms}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.titleMs);
      await page
        .locator('#chrome')
        .getByRole('link', { name: /English/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/en/about-us/methodology/${p.en}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.titleEn);
    });
  }

  for (const width of [390, 1280]) {
    for (const p of PAGES) {
      test(`${p.en} at ${width} px: no axe violations, in both languages`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, `/en/about-us/methodology/${p.en}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.titleEn);
        await expectAccessible(page);
        await open(page, `/ms/tentang-kami/metodologi/${p.ms}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.titleMs);
        await expectAccessible(page);
      });
    }
  }

  test('the About page links to the six pages, and a page links on to the others', async ({ page }) => {
    await open(page, '/ms/tentang-kami');
    const methods = page.getByRole('region', { name: 'Metodologi' });
    await expect(methods.getByRole('list').first().getByRole('link')).toHaveCount(6);
    await methods.getByRole('link', { name: 'Gaji' }).click();
    await expect(page).toHaveURL(/\/ms\/tentang-kami\/metodologi\/gaji$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cara kami memaparkan gaji');
    await expect(page.getByText(/23 daripada 160/)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Lagi tentang cara laman ini berfungsi' })
      .getByRole('link', { name: 'Kandungan entri pekerjaan' })
      .click();
    await expect(page).toHaveURL(/\/ms\/tentang-kami\/metodologi\/pekerjaan$/);
    await expect(page.getByText(/USDOL\/ETA/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Tentang kami: semua metodologi' }).click();
    await expect(page).toHaveURL(/\/ms\/tentang-kami#methodologies$/);
  });
});
