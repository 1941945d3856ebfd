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
    await page.getByLabel('Search by name, provider or keyword').fill('maybank');
    await page.getByLabel('Search by name, provider or keyword').press('Enter');
    await expect(page).toHaveURL(/\?q=maybank&type=scholarship&level=degree$/);
    await expect(page.getByRole('article', { name: 'Maybank Group Scholarship Programme' })).toBeVisible();
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
    await open(page, '/ms/funding-search?state=sabah&income=4000-7000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carian pembiayaan');
    await expect(page.getByLabel('Negeri anda')).toHaveValue('sabah');
    await expect(page.getByLabel('Pendapatan isi rumah (sebulan)')).toHaveValue('4000-7000');
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

  // Issue 27 item 3 (decision 260): filters that can match.
  for (const { lang, width, path, t } of [
    {
      lang: 'en',
      width: PHONE,
      path: '/en/funding-search',
      t: {
        applications: 'Applications',
        income: 'Household income (a month)',
        sspn: 'SSPN Matching Grant (Geran Sepadan)',
        sort: 'Sort by',
        sorts: ['Study level: after SPM first', 'Name (A–Z)'],
        match: /^\d+ (scheme matches|schemes match) your filters\. \d+ more may fit/,
        band: 'RM4,000–7,000',
        also: 'Also look at',
        form6: 'Form 6 (STPM)',
        pgNote: /only for postgraduate study/,
        ptptn: 'PTPTN Education Loan',
        anyIncome: /^Household income: any — No household income limit/,
        none: 'No scheme matches all three filters.',
        gives: /^Removing “Household income: RM7,000–10,000” gives (\d+) match(es)?\.$/,
        button: 'Remove “Household income: RM7,000–10,000”',
        after: (n: string) => `${n} ${n === '1' ? 'scheme matches' : 'schemes match'} your filters.`,
      },
    },
    {
      lang: 'ms',
      width: DESKTOP,
      path: '/ms/funding-search',
      t: {
        applications: 'Permohonan',
        income: 'Pendapatan isi rumah (sebulan)',
        sspn: 'Geran Sepadan Simpan SSPN Prime',
        sort: 'Susun ikut',
        sorts: ['Untuk lepasan SPM dahulu', 'Nama (A–Z)'],
        match: /^\d+ skim sepadan dengan penapis anda\. \d+ lagi mungkin sesuai/,
        band: 'RM4,000–7,000',
        also: 'Lihat juga',
        form6: 'Tingkatan 6 (STPM)',
        pgNote: /hanya untuk pengajian pascasiswazah/,
        ptptn: 'Pinjaman Pendidikan PTPTN',
        anyIncome: /^Pendapatan isi rumah: semua golongan — Tiada had pendapatan isi rumah/,
        none: 'Tiada skim yang memenuhi ketiga-tiga penapis.',
        gives: /^Jika “Pendapatan isi rumah: RM7,000–10,000” dibuang, (\d+) skim sepadan\.$/,
        button: 'Buang “Pendapatan isi rumah: RM7,000–10,000”',
        after: (n: string) => `${n} skim sepadan dengan penapis anda.`,
      },
    },
  ]) {
    test(`filters that can match: no dateless status filter, SPM levels first, each scheme's own ceiling, which filter to remove (${lang}, ${width.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(width);
      await open(page, path);
      await expect(count(page)).toBeVisible();
      // No scheme gives its round's dates: no "Applications" filter and no deadline sort.
      await expect(page.getByLabel(t.applications, { exact: true })).toHaveCount(0);
      await expect(page.getByLabel(t.sort).locator('option')).toHaveText(t.sorts);
      // A master's-only award is no use to an SPM leaver: shown only under "Postgraduate" (decision 290).
      const names = page.locator('.funding-card h3');
      await expect(names.filter({ hasText: 'APU' })).toHaveCount(0);
      await expect(page.getByText(t.pgNote)).toBeVisible();
      // Routes we cannot link yet are still named, with no link.
      const also = page.getByRole('region', { name: t.also });
      await expect(also.getByText(t.form6)).toBeVisible();
      await expect(also.getByRole('link')).toHaveCount(0);

      // The household band against each scheme's own ceiling: the SSPN grant (RM4,000 or less) is not
      // offered to a family on RM4,000–7,000; no B40/M40/T20 label anywhere.
      await open(page, `${path}?income=4000-7000`);
      await expect(count(page)).toBeVisible();
      await expect(page.getByLabel(t.income)).toHaveValue('4000-7000');
      await expect(page.getByLabel(t.income).locator('option:checked')).toHaveText(t.band);
      await expect(page.getByRole('article', { name: t.sspn })).toHaveCount(0);
      await expect(page.getByLabel(t.income).locator('option', { hasText: /B40|M40|T20/ })).toHaveCount(0);
      await expect(page.getByRole('article').first()).toBeVisible();
      await open(page, `${path}?income=below-4000`);
      await expect(page.getByRole('article', { name: t.sspn })).toBeVisible();

      // Below RM4,000 + Diploma + Engineering + Kelantan: PTPTN, open to every income, matches.
      await open(page, `${path}?level=diploma&field=engineering&income=below-4000&state=kelantan`);
      await expect(count(page)).toHaveText(t.match);
      const ptptn = page.getByRole('article', { name: t.ptptn });
      await expect(ptptn).toBeVisible();
      await expect(ptptn.getByText(t.anyIncome)).toBeVisible();
      await expect(ptptn.locator('.funding-card__unstated')).toHaveCount(0);
      await expectAccessible(page);

      // A combination that matches nothing says which filter to remove, and removes it. For TVET in Kelantan on
      // RM7,000–10,000 it is the income band: the TVET schemes' own ceilings are lower (decision 290).
      await open(page, `${path}?level=tvet&income=7000-10000&state=kelantan`);
      await expect(page.getByText(t.none)).toBeVisible();
      const gives = page.locator('.funding__loosen p');
      await expect(gives).toContainText(t.none);
      const text = (await gives.textContent())!.replace(t.none, '').trim();
      const [, n] = t.gives.exec(text)!;
      await expectAccessible(page);
      await page.getByRole('button', { name: t.button }).click();
      await expect(page).toHaveURL(/\?level=tvet&state=kelantan$/);
      await expect(count(page)).toHaveText(new RegExp(`^${t.after(n!).replace(/\./g, '\\.')}`));
      await expect(count(page)).toBeFocused();
      await expect(page.locator('.funding-results').first().getByRole('article')).toHaveCount(Number(n));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('events', () => {
  for (const { lang, path, soon, body, width } of [
    { lang: 'ms', path: '/ms/acara', soon: 'Akan datang.', body: /Belum ada acara disenaraikan/, width: PHONE },
    { lang: 'en', path: '/en/event', soon: 'Coming soon.', body: /No events are listed yet/, width: DESKTOP },
  ]) {
    test(`"coming soon" while only development examples exist: no example shown, noindex (${lang})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(width);
      await open(page, path);
      await expect(page.getByText(soon, { exact: true })).toBeVisible();
      await expect(page.getByText(body)).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await expect(page.getByText(/Example|Contoh|Open day|Hari terbuka/)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expectAccessible(page);
      // The examples are still served by the API (marked), for the calendar file's own tests.
      const events = (await (await request.get('/api/v1/events')).json()).data as { example: boolean }[];
      expect(events.length).toBeGreaterThan(0);
      expect(events.every((e) => e.example)).toBe(true);
    });
  }

  test('the calendar file: RFC 5545, Malaysia time in UTC, in the asked language', async ({ request }) => {
    for (const lang of ['ms', 'en']) {
      const res = await request.get(`/api/v1/events/3/calendar.ics?lang=${lang}`);
      expect(res.status()).toBe(200);
      const ics = await res.text();
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
    }
  });

  test('an unknown event has no calendar file: 404 with a stable code', async ({ request }) => {
    const res = await request.get('/api/v1/events/9999/calendar.ics');
    expect(res.status()).toBe(404);
    expect((await res.json()).error.code).toBe('EVENT_NOT_FOUND');
  });
});

test.describe('white papers', () => {
  test('the list says "coming soon" and shows no example, noindex; an example paper shows none of its text (1280 px)', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, '/en/white-paper');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White papers');
    await expect(page.getByText('Coming soon.', { exact: true })).toBeVisible();
    await expect(page.getByText(/No white paper has been published yet/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Example/ })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);

    // An old link to an example paper: "coming soon", none of its text, not indexed.
    await open(page, '/en/white-paper/example-how-to-compare-funding-options');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White papers');
    await expect(page.getByText('This white paper has not been published yet.')).toBeVisible();
    await expect(page.getByText(/compare funding options|development example/)).toHaveCount(0);
    await expect(page).toHaveTitle('White papers · Laluan Kerjaya');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessible(page);
    // The language switch still keeps the paper's place.
    await page.locator('#chrome').getByRole('link', { name: 'BM (Bahasa Melayu)' }).click();
    await expect(page).toHaveURL(/\/ms\/kertas-putih\/contoh-cara-membandingkan-pilihan-pembiayaan$/);
    await expect(page.getByText('Kertas putih ini belum diterbitkan.')).toBeVisible();
  });

  test('Malay list and an example paper on a phone (390 px)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, '/ms/kertas-putih');
    await expect(page.getByText('Akan datang.', { exact: true })).toBeVisible();
    await expect(page.getByText(/Belum ada kertas putih yang diterbitkan/)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible(page);
    await open(page, '/ms/kertas-putih/contoh-mengapa-tvet-wajar-dinilai-semula');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kertas putih');
    await expect(page.getByText(/Mengapa TVET/)).toHaveCount(0);
    await expectAccessible(page);
  });
});

// Issue 27 item 4 (decision 261): development examples are never linked, listed or indexed.
test.describe('nothing fake in front of a student', () => {
  const EXAMPLE = /\/(event|acara|white-paper|kertas-putih)(\/|$|\?)/;
  for (const lang of ['en', 'ms'] as const) {
    test(`the home page, the drawer and the sitemap never link example content (${lang})`, async ({
      page,
      request,
    }) => {
      await open(page, `/${lang}`);
      await expect(page.locator('.home__cards li')).toHaveCount(6);
      const homeLinks = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(homeLinks.filter((href) => EXAMPLE.test(href))).toEqual([]);
      await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : 'Buka menu' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      // Open the About group so its children are rendered too.
      await drawer.getByRole('button', { name: lang === 'en' ? /About/ : /Tentang/ }).click();
      const drawerLinks = await drawer.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      expect(drawerLinks.length).toBeGreaterThan(5);
      expect(drawerLinks.filter((href) => EXAMPLE.test(href) || /#(team|friends)$/.test(href))).toEqual([]);

      const sitemap = await (await request.get(`/${lang}-sitemap.xml`)).text();
      const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(locs.length).toBeGreaterThan(100);
      expect(locs.filter((p) => EXAMPLE.test(p))).toEqual([]);
    });
  }

  test('About has no placeholder Team or Friends section, and keeps the O*NET credit (en, ms)', async ({ page }) => {
    for (const [path, team] of [
      ['/en/about-us', /^Team$/],
      ['/ms/tentang-kami', /^Pasukan$/],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 2, name: team })).toHaveCount(0);
      await expect(page.locator('#team, #friends')).toHaveCount(0);
      await expect(page.locator('a[href="https://www.onetcenter.org/database.html"]')).toBeVisible();
    }
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
      // Events and white papers hold only development examples: their cards say so and link nowhere.
      await expect(cards.getByRole('heading', { level: 3, name: 'Acara Akan datang' })).toBeVisible();
      await expect(cards.getByRole('heading', { level: 3, name: 'Kertas putih Akan datang' })).toBeVisible();
      await expect(cards.getByRole('link')).toHaveCount(4);
      await expectAccessible(page);
      // The favicon is in the page (no request before the app, decision 367), and the same SVG is
      // served for /favicon.ico and crawlers.
      const href = (await page.locator('link[rel="icon"]').getAttribute('href')) ?? '';
      expect(href).toMatch(/^data:image\/svg\+xml,/);
      const icon = await request.get('/favicon.ico');
      expect(icon.status()).toBe(200);
      expect(icon.headers()['content-type']).toMatch(/image\/svg\+xml/);
      expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe((await icon.text()).trim());
    });
  }
});
