import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

/** Console messages a page printed that say the Content Security Policy blocked something. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test.describe('error policy (spec §8): a failure shows where it happened', () => {
  for (const { lang, path, openMenu, label, none } of [
    {
      lang: 'en',
      path: '/en/about-us',
      openMenu: 'Open menu',
      label: 'Search for a job',
      none: 'No job found for “nurse”.',
    },
    {
      lang: 'ms',
      path: '/ms/tentang-kami',
      openMenu: 'Buka menu',
      label: 'Cari pekerjaan',
      none: 'Tiada pekerjaan dijumpai untuk “nurse”.',
    },
  ]) {
    test(`a busy job-list gives the drawer's search no results, not the 504 page (${lang})`, async ({ page }) => {
      // The search index too (decision 395): with it the browser would answer the search itself.
      await page.route('**/api/v1/{job-list,search-index}**', (route) =>
        route.fulfill({ status: 503, body: 'Service Unavailable' }),
      );
      await open(page, path);
      await page.getByRole('button', { name: openMenu }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByLabel(label).fill('nurse');
      await expect(drawer.getByText(none)).toBeVisible();
      // The page under the drawer is still the page: no high-traffic notice took it over.
      await expect(page.getByRole('heading', { name: /Fuh|Whoa/ })).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('the job guide is the page’s own data: a busy API shows the 504 page (en)', async ({ page }) => {
    await page.route('**/api/v1/jobs/**', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    // A busy API also leaves the page without the guide the server embeds (decision 150).
    await page.route('**/en/jobs/nurse', async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(/<script type="application\/json" id="career-data">[^<]*<\/script>/, '');
      await route.fulfill({ response: res, body });
    });
    await open(page, '/en/jobs/nurse');
    await expect(page.getByRole('heading', { name: 'Whoa, we did not expect such a big crowd!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('in-remote navigation (react-router from the route table)', () => {
  test('the job guide’s tabs change the section and the URL, and Back returns', async ({ page }) => {
    await open(page, '/ms/pekerjaan/jururawat');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jururawat');
    await page.getByRole('link', { name: 'Laluan pendidikan' }).click();
    await expect(page).toHaveURL(/\/ms\/pekerjaan\/jururawat\/haluan-pendidikan$/);
    await expect(page.getByRole('link', { name: 'Laluan pendidikan' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jururawat');
    await page.goBack();
    await expect(page).toHaveURL(/\/ms\/pekerjaan\/jururawat$/);
    await expect(page.getByRole('link', { name: 'Laluan pendidikan' })).not.toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });
});

test.describe('security headers and the dev outbox (issue 8)', () => {
  test('pages carry a style policy without unsafe-inline, and nothing is blocked by it', async ({ page }) => {
    const violations = cspViolations(page);
    const res = await page.goto('/en/jobs/nurse');
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nurse');
    const headers = res!.headers();
    expect(headers['content-security-policy']).toMatch(/style-src 'self'/);
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toContain('camera=()');
    // Styles arrive as files: the page looks styled (the header is a flex row), and no <style> was refused.
    await open(page, '/ms');
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).display),
    ).not.toBe('inline');
    expect(violations).toEqual([]);
  });

  test('a default start serves no dev outbox', async ({ request }) => {
    for (const path of ['/api/dev/outbox', '/api/dev/outbox?format=json']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(await res.text()).not.toMatch(/verify|reset_token|outbox\//);
    }
  });

  test('the login answer is never cached', async ({ request }) => {
    const res = await request.post('/api/v1/login', {
      data: { email: 'nobody@example.my', password: 'wrong-password' },
    });
    expect(res.status()).toBe(401);
    expect(res.headers()['cache-control']).toContain('no-store');
  });
});
