import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The funding search's result count line (a live region). */
const count = (page: Page) => page.locator('.funding__count');

test.describe('funding search', () => {
  test('filters go into the URL, a shared link opens the same search, Back restores the filters (en, 390 px)', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/en/funding-search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funding search');
    await expect(count(page)).toHaveText(/^\d+ schemes in our list\./);
    await expectAccessible(page);

    await page.getByLabel('Type').selectOption('scholarship');
    await expect(page).toHaveURL(/\/en\/funding-search\?type=scholarship$/);
    await page.getByLabel('Study level').selectOption('degree');
    await expect(page).toHaveURL(/\?type=scholarship&level=degree$/);
    await expect(count(page)).toHaveText(/^\d+ schemes? match your filters\./);
    const matched = await count(page).textContent();
    const firstCard = await page.locator('.funding-card h3').first().textContent();
    await page.getByLabel('Search by name, provider or keyword').fill('gamuda');
    await page.getByLabel('Search by name, provider or keyword').press('Enter');
    await expect(page).toHaveURL(/\?q=gamuda&type=scholarship&level=degree$/);
    await expect(page.getByRole('article', { name: 'Gamuda Scholarship' })).toBeVisible();
    await expectAccessible(page);

    // Back: the search word goes, the two filters stay.
    await page.goBack();
    await expect(page).toHaveURL(/\?type=scholarship&level=degree$/);
    await expect(page.getByLabel('Search by name, provider or keyword')).toHaveValue('');
    await expect(count(page)).toHaveText(matched!);
    await page.goBack();
    await expect(page).toHaveURL(/\?type=scholarship$/);
    await expect(page.getByLabel('Study level')).toHaveValue('');
    await expect(page.getByLabel('Type')).toHaveValue('scholarship');

    // The shared link, in a new tab.
    const shared = await context.newPage();
    await shared.setViewportSize(PHONE);
    await open(shared, '/en/funding-search?type=scholarship&level=degree');
    await expect(shared.getByLabel('Type')).toHaveValue('scholarship');
    await expect(shared.getByLabel('Study level')).toHaveValue('degree');
    await expect(count(shared)).toHaveText(matched!);
    await expect(shared.locator('.funding-card h3').first()).toHaveText(firstCard!);
    // Nothing on the phone is wider than the screen.
    const overflow = await shared.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('Malay: labels, a state filter, Malay dates, schemes that do not say set apart (1280 px)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/ms/funding-search?state=sabah&income=B40');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carian pembiayaan');
    await expect(page.getByLabel('Negeri anda')).toHaveValue('sabah');
    await expect(page.getByLabel('Pendapatan isi rumah')).toHaveValue('B40');
    await expect(page.getByRole('heading', { level: 2, name: 'Mungkin sesuai — semak dengan penyedia' })).toBeVisible();
    const sabah = page.getByRole('article', { name: 'Biasiswa Kerajaan Negeri Sabah (BKNS)' });
    await expect(sabah.getByText('Hanya untuk mereka yang berasal dari Sabah')).toBeVisible();
    await expect(sabah.getByText('Tidak menyatakan: pendapatan isi rumah')).toBeVisible();
    await expect(sabah.getByText('Kali terakhir kami semak: 24 November 2026')).toBeVisible();
    // Schemes for another state are left out.
    await expect(page.getByRole('article', { name: /Selangor/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/ms/funding-search?q=tiadaskimseperti');
    await expect(page.getByText('Tiada skim yang sepadan dengan penapis ini.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('events', () => {
  for (const { lang, path, upcoming, past, example, date, add, width } of [
    {
      lang: 'ms',
      path: '/ms/acara',
      upcoming: 'Acara akan datang',
      past: 'Acara lepas',
      example: 'Contoh',
      date: 'Sabtu, 20 Mac 2027, 10:00 PG – 3:00 PTG (waktu Malaysia)',
      add: /Tambah ke kalendar/,
      width: PHONE,
    },
    {
      lang: 'en',
      path: '/en/event',
      upcoming: 'Upcoming events',
      past: 'Past events',
      example: 'Example',
      date: 'Saturday, 20 March 2027, 10:00 am – 3:00 pm (Malaysia time)',
      add: /Add to calendar/,
      width: DESKTOP,
    },
  ]) {
    test(`upcoming and past, Malaysia time, examples marked, .ics download (${lang})`, async ({ page }) => {
      await page.setViewportSize(width);
      await open(page, path);
      const soon = page.getByRole('region', { name: upcoming });
      const card = soon.getByRole('article').filter({ hasText: date });
      await expect(card).toBeVisible();
      await expect(card.getByText(example, { exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: past }).getByRole('article').first()).toBeVisible();
      await expectAccessible(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: add }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('example-open-day-study-options-after-spm.ics');
      const ics = fs.readFileSync((await download.path())!, 'utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      expect(ics).toContain('DTSTART:20270320T020000Z\r\n');
      expect(ics).toContain('DTEND:20270320T070000Z\r\n');
      expect(ics).toMatch(/\r\nUID:event-3@[^\r\n]+\r\n/);
      expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
      expect(ics).toContain(
        lang === 'ms'
          ? 'SUMMARY:Contoh: Hari terbuka pilihan pengajian lepasan SPM'
          : 'SUMMARY:Example: Open day on study options after SPM',
      );
      expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    });
  }

  test('an unknown event has no calendar file: 404 with a stable code', async ({ request }) => {
    const res = await request.get('/api/v1/events/9999/calendar.ics');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('EVENT_NOT_FOUND');
  });
});

test.describe('white papers', () => {
  test('the list, a paper marked as an example, and the language switch keeps the paper (1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/en/white-paper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White papers');
    await expect(page.getByRole('article')).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Example: How to compare funding options after SPM' }).click();
    await expect(page).toHaveURL(/\/en\/white-paper\/example-how-to-compare-funding-options$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Example: How to compare funding options after SPM',
    );
    await expect(page.locator('.paper-example__badge')).toHaveText('Example');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'BM (Bahasa Melayu)' }).click();
    await expect(page).toHaveURL(/\/ms\/kertas-putih\/contoh-cara-membandingkan-pilihan-pembiayaan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Contoh: Cara membandingkan pilihan pembiayaan selepas SPM',
    );
    await expect(page.locator('.paper-example__badge')).toHaveText('Contoh');
    await page.getByRole('button', { name: 'EN (English)' }).click();
    await expect(page).toHaveURL(/\/en\/white-paper\/example-how-to-compare-funding-options$/);
  });

  test('Malay list and paper on a phone, with the language dropdown (390 px)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/ms/kertas-putih/contoh-mengapa-tvet-wajar-dinilai-semula');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contoh: Mengapa TVET wajar dinilai semula');
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await expect(page).toHaveURL(/\/en\/white-paper\/example-why-tvet-deserves-a-second-look$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Example: Why TVET deserves a second look');
  });
});

test.describe('home page', () => {
  for (const width of [PHONE, DESKTOP]) {
    test(`SVG icons, no emoji, a favicon (${width.width} px)`, async ({ page, request }) => {
      await page.setViewportSize(width);
      await open(page, '/ms');
      const cards = page.getByRole('region', { name: 'Apa yang boleh anda buat di sini' });
      await expect(cards.locator('li svg')).toHaveCount(6);
      const text = await page.locator('main').innerText();
      expect(text).not.toMatch(/\p{Extended_Pictographic}/u);
      await expect(cards.getByRole('link', { name: 'Kertas putih' })).toHaveAttribute('href', '/ms/kertas-putih');
      await expectAccessible(page);
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect(href).toBe('/favicon.svg');
      const icon = await request.get(href!);
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/image\/svg\+xml/);
    });
  }
});
