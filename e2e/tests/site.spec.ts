import { expect, test } from '@playwright/test';
import { expectAccessible, open } from './helpers';

test.describe('home and one route of every remote, in both languages', () => {
  test('home in English', async ({ page }) => {
    await open(page, '/en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find a career that fits who you are');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Take the career quiz' })).toHaveAttribute('href', '/en/career-quiz');
    await expectAccessible(page);
  });

  test('home in Malay', async ({ page }) => {
    await open(page, '/ms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cari kerjaya yang sesuai dengan diri anda');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('link', { name: 'Jawab kuiz kerjaya' })).toHaveAttribute('href', '/ms/kuiz-kerjaya');
    await expectAccessible(page);
  });

  test('the bare root goes to a language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/(en|ms)$/);
  });

  test('mfe-quiz: the career quiz intro', async ({ page }) => {
    await open(page, '/ms/kuiz-kerjaya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jenis kerja apakah yang sesuai dengan anda?');
    await expect(page.getByRole('link', { name: 'Mulakan kuiz' })).toHaveAttribute('href', '/ms/kuiz-kerjaya/mula');
    await expectAccessible(page);
  });

  test('mfe-jobs: the directory of all jobs comes from the API', async ({ page }) => {
    await open(page, '/en/directory/all-jobs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All jobs');
    await expect(page.getByRole('heading', { level: 2, name: 'Health and Medicine' })).toBeVisible();
    // A virtual list (decision 141): every job is counted, the rows near the screen are drawn.
    const jobs = Number(/\d+/.exec((await page.locator('.jobs-directory__lead').textContent()) ?? '')?.[0]);
    expect(jobs).toBeGreaterThanOrEqual(120);
    await expectAccessible(page);
    await open(page, '/en/directory/all-jobs?industry=health');
    await expect(page.getByRole('link', { name: 'Nurse', exact: true })).toHaveAttribute('href', '/en/jobs/nurse');
  });

  test('mfe-jobs: a job guide in Malay', async ({ page }) => {
    await open(page, '/ms/pekerjaan/jururawat/pengetahuan-kerja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jururawat');
    await expect(page.getByRole('link', { name: 'Pengetahuan kerja' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });

  test('mfe-account: "my profile" opens the sign-up options for a visitor', async ({ page }) => {
    await open(page, '/en/my-profile');
    await expect(page).toHaveURL(/\/en$/);
    const dialog = page.getByRole('dialog', { name: 'Create your own profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sign up with email' })).toBeFocused();
    await expect(dialog.getByText('Keep your career quiz results')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('mfe-content: the about page has the drawer anchor', async ({ page }) => {
    await open(page, '/ms/tentang-kami#methodologies');
    await expect(page.locator('#methodologies')).toBeAttached();
    await expectAccessible(page);
  });
});

test.describe('the shell', () => {
  test('the drawer lists every item, highlights the current page and searches jobs', async ({ page }) => {
    await open(page, '/en/directory/all-jobs');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const nav = drawer.getByRole('navigation', { name: 'Menu' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Career quiz',
      'Subject quiz',
      'View all jobs',
      'My profile',
      'Get in touch',
    ]);
    await expect(nav.getByRole('link', { name: 'View all jobs' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'About' }).click();
    await expect(nav.getByRole('link', { name: 'Methodologies' })).toHaveAttribute(
      'href',
      '/en/about-us#methodologies',
    );
    await expectAccessible(page);

    // The search box is mfe-jobs' search bar, mounted in the drawer; a typo still finds engineers.
    const search = drawer.getByLabel('Search for a job');
    await search.fill('enginer');
    await expect(drawer.getByRole('link', { name: 'Civil Engineer', exact: true })).toBeVisible();
    await search.fill('zzqxv');
    await expect(drawer.getByText('No job found for “zzqxv”.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Request “zzqxv”' })).toBeVisible();
    await search.fill('jurutera aw');
    await drawer.getByRole('link', { name: 'Civil Engineer', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/jobs\/civil-engineer$/);
    await expect(drawer).toBeHidden();
  });

  test('Escape closes the drawer and focus returns to the menu button', async ({ page }) => {
    await open(page, '/en');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('the language switch keeps your place, job slug included', async ({ page }) => {
    await open(page, '/en/jobs/nurse/salary-and-progression');
    await page
      .locator('#chrome')
      .getByRole('link', { name: /Bahasa Melayu/ })
      .click();
    await expect(page.locator('#splash')).toBeVisible();
    await expect(page).toHaveURL(/\/ms\/pekerjaan\/jururawat\/gaji-dan-kemajuan$/);
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jururawat');
    await page
      .locator('#chrome')
      .getByRole('link', { name: /English/ })
      .click();
    await expect(page).toHaveURL(/\/en\/jobs\/nurse\/salary-and-progression$/);
  });

  test('below 1023 px the language switch is a dropdown', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/en/about-us');
    await expect(page.getByRole('button', { name: 'Search jobs' })).toBeHidden();
    // A <details> of two links (decision 346): it opens and switches without the app too.
    await page.locator('#chrome summary', { hasText: 'Language: EN (English)' }).click();
    await page.locator('#chrome').getByRole('link', { name: 'BM (Bahasa Melayu)' }).click();
    await expect(page).toHaveURL(/\/ms\/tentang-kami$/);
    await expectAccessible(page);
  });

  test('unknown paths and invalid params show "Page not found" with the full path', async ({ page }) => {
    await open(page, '/en/no-such-page');
    await expect(page.getByText('Page not found: /en/no-such-page')).toBeVisible();
    await expectAccessible(page);
    await open(page, '/en/about-us/methodology/not-a-page');
    await expect(page.getByText('Page not found: /en/about-us/methodology/not-a-page')).toBeVisible();
    await open(page, '/ms/pekerjaan/tiada-kerja-begini');
    await expect(page.getByText('Halaman tidak dijumpai: /ms/pekerjaan/tiada-kerja-begini')).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke laman utama' }).click();
    await expect(page).toHaveURL(/\/ms$/);
  });

  test('a busy API shows the 504 page, and "Cuba lagi" reloads', async ({ page }) => {
    // The directory's first load reads its list from the page (decision 245), so the busy API is met
    // by going there from another page, as a visitor does.
    await open(page, '/ms');
    await page.route('**/api/v1/directory**', (route) => route.fulfill({ status: 504, body: 'Gateway Timeout' }));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/ms/direktori/semua-pekerjaan');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Fuh, tak sangka pula sambutan luar biasa!' })).toBeVisible();
    await expect(
      page.getByText('Tunggu sekejap ya. Trafik tinggi buat sistem kami perlahan. Terima kasih atas kesabaran anda!'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.unroute('**/api/v1/directory**');
    await page.getByRole('button', { name: 'Cuba lagi' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Semua pekerjaan');
  });
});
