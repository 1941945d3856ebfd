import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

// Decision 175: the drawer's job search loads its index (the compact GET search-index, decision 395)
// when the drawer opens (decision 377; it was when the box was first focused) and then ranks in the
// browser with the API's own module: no request per search.

const isIndex = (url: string) => /\/api\/v1\/search-index(\?|$)/.test(url);
const isSearch = (url: string) => /\/api\/v1\/job-list\?/.test(url) && url.includes('search_term');

async function openSearch(page: Page, path: string, openMenu: string, label: string, { focus = true } = {}) {
  await open(page, path);
  const index = page.waitForResponse((r) => isIndex(r.url()) && r.ok());
  index.catch(() => undefined); // a test that holds the index back never awaits it
  await page.getByRole('button', { name: openMenu }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const input = drawer.getByLabel(label);
  if (focus) await input.focus();
  return { drawer, input, index };
}

for (const { lang, path, openMenu, label, typo, name } of [
  { lang: 'en', path: '/en/about-us', openMenu: 'Open menu', label: 'Search for a job', typo: 'nurce', name: 'Nurse' },
  {
    lang: 'ms',
    path: '/ms/tentang-kami',
    openMenu: 'Buka menu',
    label: 'Cari pekerjaan',
    typo: 'jururawt',
    name: 'Jururawat',
  },
]) {
  test.describe(`instant job search (${lang})`, () => {
    test('no index with the page; opening the menu loads it, and a typo finds the job with no search request', async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (r) => {
        if (isIndex(r.url()) || isSearch(r.url())) requests.push(r.url());
      });
      await open(page, path);
      expect(requests.filter(isIndex)).toEqual([]); // not on page load
      const { drawer, input, index } = await openSearch(page, path, openMenu, label, { focus: false });
      await index; // with the drawer, before the box is touched (377)
      expect(requests.filter(isIndex)).toHaveLength(1);
      await input.focus();
      await input.fill(typo);
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      await input.fill('');
      await input.fill('zzqqxx');
      await expect(drawer.getByRole('button', { name: /Request|Minta/ })).toBeVisible(); // request-a-job still offered
      expect(requests.filter(isSearch)).toEqual([]);
      expect(requests.filter(isIndex)).toHaveLength(1);
    });

    test('while the index is still loading, the API answers the search', async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/api/v1/search-index**', async (route) => {
        await held;
        await route.continue();
      });
      const searches: string[] = [];
      page.on('request', (r) => {
        if (isSearch(r.url())) searches.push(r.url());
      });
      const { drawer, input } = await openSearch(page, path, openMenu, label);
      await input.fill(name.toLowerCase());
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      expect(searches).toHaveLength(1);
      release();
    });

    test('axe at 390 px on the open drawer with results', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const { drawer, input, index } = await openSearch(page, path, openMenu, label);
      await index;
      await input.fill(typo);
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
      await page.screenshot({ path: `test-results/instant-search-${lang}-390.png` });
      await expectAccessible(page);
    });
  });
}
