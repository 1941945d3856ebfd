import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open } from './helpers';

const ROOT = path.resolve(__dirname, '..', '..');
const SHOTS = process.env.E2E_SHOTS; // a folder: screenshots to look at, when set
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const DIRECTORY = {
  en: {
    path: '/en/directory/all-jobs',
    industry: 'Industry',
    tvet: 'Only jobs with a TVET route',
    showing: /^Showing \d+ of \d+ jobs$/,
  },
  ms: {
    path: '/ms/direktori/semua-pekerjaan',
    industry: 'Industri',
    tvet: 'Hanya pekerjaan yang ada laluan TVET',
    showing: /^Menunjukkan \d+ daripada \d+ pekerjaan$/,
  },
} as const;

for (const locale of ['en', 'ms'] as const) {
  const t = DIRECTORY[locale];

  test(`directory (${locale}): a virtual list by industry with sticky headings, 72 px rows on a phone (52 px wider) and filters in the URL`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/directory')) asked.push(r.url());
    });
    await open(page, t.path);
    const lists = page.locator('.jobs-vlist__rows');
    await expect(lists.first()).toBeVisible();
    const rowsHeight = () =>
      page.$$eval('.jobs-vlist__rows', (uls) => uls.reduce((n, ul) => n + ul.getBoundingClientRect().height, 0));
    // The page carries its first 40 jobs (decision 395), and the list has every job's place from the
    // start: nothing was asked of the API yet.
    const jobs = Number(/\d+/.exec((await page.locator('.jobs-directory__lead').textContent()) ?? '')?.[0]);
    // On a phone a row is 72 px, so a long name wraps instead of being cut off (decision 268).
    expect(await rowsHeight()).toBe(jobs * 72);
    expect(asked).toEqual([]);
    const total = await page.evaluate(() =>
      [...document.querySelectorAll('.jobs-vlist__rows')].reduce((n, ul) => n + ul.children.length, 0),
    );
    // Every job is counted for assistive tech, but only the rows near the screen are in the DOM.
    expect(await page.locator('.jobs-vlist__row').first().getAttribute('aria-setsize')).toMatch(/^\d+$/);
    expect(jobs).toBeGreaterThan(100);
    expect(total).toBeLessThan(40);
    const row = page.locator('.jobs-vlist__row').first();
    expect((await row.boundingBox())!.height).toBe(72);
    expect((await row.getByRole('link').boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
    await shot(page, `directory-${locale}-phone`);

    // By keyboard: Tab walks the rows past the first screen; each focused row is rendered and in view.
    await row.getByRole('link').focus();
    // (each row has three stops: the guide's link, Save and Compare)
    for (let i = 0; i < 60; i += 1) await page.keyboard.press('Tab');
    const focused = page.locator('.jobs-vlist__row:focus-within');
    await expect(focused).toHaveCount(1);
    await expect(focused).toBeInViewport();
    // The focused row lies below the first screen, and the page scrolled to it. (Polled: the browser may
    // still be scrolling it into view on a loaded machine. Not a fixed scrollY: the rest of the list
    // arrives during the walk, and how far 60 stops reach varied, scrollY 485 once where 500 was asked.)
    await expect
      .poll(() =>
        focused.evaluate((el) => {
          const top = el.getBoundingClientRect().top;
          return top >= 0 && top + window.scrollY > window.innerHeight && window.scrollY > 0;
        }),
      )
      .toBe(true);

    // Scrolled to the middle of the list: the site header stays at the top, the group's heading right under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect
      .poll(async () => {
        const tops = await page.$$eval('.jobs-vlist__heading', (hs) =>
          hs.map((h) => Math.round(h.getBoundingClientRect().top)),
        );
        return tops.some((top) => top === 64);
      })
      .toBe(true);
    expect((await page.locator('header.shell-header').boundingBox())!.y).toBe(0);
    await expect(page.getByRole('button', { name: locale === 'en' ? 'Open menu' : 'Buka menu' })).toBeInViewport();
    await shot(page, `directory-${locale}-phone-scrolled`);

    // The bottom: the last group's last job is rendered and reachable (the rest of the list came when
    // its first row past the first page was drawn, or the keyboard came into the list: once, whole).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('.jobs-directory__pending')).toHaveCount(0);
    expect(asked.map((u) => new URL(u).search)).toEqual([`?lang=${locale}`]);
    expect(await rowsHeight()).toBe(jobs * 72);
    const lastList = lists.last();
    const lastSize = Number(await lastList.locator('li').first().getAttribute('aria-setsize'));
    await expect(lastList.locator(`li[aria-posinset="${lastSize}"] a`)).toBeInViewport();

    // Filters: an industry, then TVET only; both in the URL, the count said.
    await page.evaluate(() => window.scrollTo(0, 0));
    const industry = page.getByRole('combobox', { name: t.industry });
    const second = await industry.locator('option').nth(2).getAttribute('value');
    await industry.selectOption(second!);
    await expect(page).toHaveURL(new RegExp(`\\?industry=${second}$`));
    await expect(page.locator('.jobs-vlist__group')).toHaveCount(1);
    await expect(page.locator('.jobs-directory__count')).toHaveText(t.showing);
    await industry.selectOption('');
    await page.getByRole('checkbox', { name: t.tvet }).check();
    await expect(page).toHaveURL(/\?tvet=1$/);
    const tvetCount = await page.locator('.jobs-directory__count').textContent();
    const shown = Number(/\d+/.exec(tvetCount ?? '')?.[0]);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(jobs);
    // A shared link opens with the same filters.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t.tvet })).toBeChecked();
    await page.setViewportSize(DESKTOP);
    // Wider than a phone, spec §9's 52 px rows again (the list measures itself anew).
    await expect.poll(async () => (await page.locator('.jobs-vlist__row').first().boundingBox())!.height).toBe(52);
    expect(await rowsHeight()).toBe(shown * 52);
    await expectAccessible(page);
    await shot(page, `directory-${locale}-desktop-tvet`);
  });

  test(`directory (${locale}): the page's HTML carries only its first 40 jobs, with every industry's counts`, async ({
    request,
  }) => {
    const res = await request.get(t.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const block = /<script type="application\/json" id="career-data">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(block!) as Record<string, { data: { id: string; count: number; jobs: unknown[] }[] }>;
    expect(Object.keys(data)).toEqual([`/directory?lang=${locale}&limit=40`]);
    const groups = Object.values(data)[0]!.data;
    expect(groups.reduce((n, g) => n + g.jobs.length, 0)).toBe(40);
    const whole = (await (await request.get(`/api/v1/directory?lang=${locale}`)).json()) as (typeof data)[string];
    expect(groups.map((g) => [g.id, g.count])).toEqual(whole.data.map((g) => [g.id, g.jobs.length]));
    expect(whole.data.reduce((n, g) => n + g.jobs.length, 0)).toBeGreaterThan(100);
  });

  test(`search results (${locale}): the same list, 52 px rows, position and size, keyboard`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page, `/${locale}`);
    await page.getByRole('button', { name: locale === 'en' ? 'Open menu' : 'Buka menu' }).click();
    const input = page.getByRole('combobox', { name: locale === 'en' ? /Search/ : /Cari/ });
    await input.fill(locale === 'en' ? 'engineer' : 'jurutera');
    const list = page.locator('.jobs-search__panel .jobs-vlist__rows');
    await expect(list.locator('li').first()).toBeVisible();
    const size = Number(await list.locator('li').first().getAttribute('aria-setsize'));
    expect(size).toBeGreaterThan(1);
    expect((await list.locator('li').first().boundingBox())!.height).toBe(52);
    await input.press('ArrowDown');
    await expect(list.locator('li').first().locator('a.jobs-search__result')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.locator('li').nth(1).locator('a.jobs-search__result')).toBeFocused();
    await expectAccessible(page);
    await shot(page, `search-${locale}-phone`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(locale === 'en' ? /\/en\/jobs\// : /\/ms\/pekerjaan\//);
  });

  test(`job guide (${locale}): tabs on one sideways row on a phone; the interest code names its types`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await open(page, locale === 'en' ? '/en/jobs/medical-doctor' : '/ms/pekerjaan/doktor-perubatan');
    await expect(
      page.getByText(
        locale === 'en' ? /^Interest code [RIASEC]{3}: \w+, \w+, \w+$/ : /^Kod minat [RIASEC]{3}: \w+, \w+, \w+$/,
      ),
    ).toBeVisible();
    const tabs = page.locator('.jobs-guide__tabs ul');
    // Measured in one task: the router's guide replaces the first view's (the same tabs, a new
    // element) after it shows, and a strip measured in two calls could be the detached one (0 × 0).
    const strip = await page.evaluate(() => {
      const ul = document.querySelector('.jobs-guide__tabs ul')!;
      return {
        tops: [...ul.querySelectorAll('a')].map((a) => Math.round(a.getBoundingClientRect().top)),
        scroll: ul.scrollWidth,
        client: ul.clientWidth,
      };
    });
    // One line, not four: every tab starts at the same height.
    expect(strip.tops.length).toBeGreaterThan(4);
    expect(new Set(strip.tops).size).toBe(1);
    expect(strip.scroll).toBeGreaterThan(strip.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await shot(page, `guide-${locale}-phone`);
    // The last tab, once chosen, is scrolled into view.
    await tabs.getByRole('link').last().click();
    await expect(tabs.getByRole('link').last()).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link').last()).toBeInViewport();
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    await shot(page, `guide-${locale}-desktop`);
  });

  test(`job guide details (${locale}): requirements and bodies with their sources, entry results, demand and other names`, async ({
    page,
  }) => {
    const en = locale === 'en';
    await page.setViewportSize(PHONE);
    await open(page, en ? '/en/jobs/electrician/education-pathway' : '/ms/pekerjaan/juruelektrik/haluan-pendidikan');
    const main = page.locator('main');
    await expect(
      main.getByRole('heading', { level: 3, name: en ? 'Requirements and restrictions' : 'Syarat dan sekatan' }),
    ).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 3, name: en ? 'Minimum entry results' : 'Kelayakan masuk minimum' }),
    ).toBeVisible();
    await expect(
      main
        .getByRole('term')
        .filter({ hasText: en ? /^Licence$/ : /^Lesen$/ })
        .first(),
    ).toBeVisible();
    const source = main
      .getByRole('link', { name: en ? /^Source: .*opens in a new tab/ : /^Sumber: .*dibuka dalam tab baharu/ })
      .first();
    await expect(source).toHaveAttribute('href', /^https:\/\//);
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(
      main.getByRole('link', { name: en ? /^Energy Commission \(Suruhanjaya Tenaga\)/ : /^Suruhanjaya Tenaga/ }),
    ).toHaveAttribute('href', 'https://www.st.gov.my/');
    // Messages come from the details' own catalogue, compiled like the app's: no raw ICU text.
    expect(await main.innerText()).not.toMatch(/\{\w+, select,|\{source\}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await shot(page, `guide-details-${locale}-phone`);

    await page.setViewportSize(DESKTOP);
    await open(page, en ? '/en/jobs/software-developer' : '/ms/pekerjaan/pembangun-perisian');
    const demand = main.getByRole('region', { name: en ? 'In demand' : 'Permintaan tinggi' });
    await expect(demand).toContainText('2018/2019');
    await expect(main.getByText(en ? 'Also called:' : 'Juga dikenali sebagai:')).toBeVisible();
    await expectAccessible(page);
    await shot(page, `guide-details-${locale}-desktop`);
  });
}

const SIGNUP = {
  en: {
    title: 'Create your own profile',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    skip: 'Skip for now',
  },
  ms: {
    title: 'Cipta profil anda sendiri',
    google: 'Teruskan dengan Google',
    facebook: 'Teruskan dengan Facebook',
    skip: 'Langkau dahulu',
  },
} as const;

for (const [locale, provider] of [
  ['en', 'google'],
  ['ms', 'facebook'],
] as const) {
  test(`${provider} sign-in (${locale}) against the stand-in: a new account completes its profile, a known one is signed in`, async ({
    browser,
  }) => {
    const t = SIGNUP[locale];
    const who = { sub: `${provider}-${Date.now()}`, email: `${provider}.${Date.now()}@example.my`, name: 'Nur Aina' };
    const signIn = async () => {
      const context = await browser.newContext({ viewport: PHONE });
      await context.addInitScript((identity) => {
        (window as unknown as { __standInIdentity: unknown }).__standInIdentity = identity;
      }, who);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (/\/(gsi\/client|fb\/sdk\.js)$/.test(r.url())) scripts.push(r.url());
      });
      await open(page, locale === 'en' ? '/en/my-profile' : '/ms/profil-saya');
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog.getByRole('button', { name: t[provider] })).toBeVisible();
      return { context, page, dialog, scripts };
    };

    // First sign-in: a new account → complete profile (the profile form), skip → success.
    const first = await signIn();
    await expectAccessible(first.page);
    await shot(first.page, `signup-${locale}-social-options`);
    // The provider's script is loaded only now (the dialog is open), from the configured URL.
    expect(first.scripts.some((u) => u.includes(provider === 'google' ? '/gsi/client' : '/fb/sdk.js'))).toBe(true);
    await first.dialog.getByRole('button', { name: t[provider] }).click();
    await expect(
      first.dialog.getByRole('textbox', { name: locale === 'en' ? /Nickname/ : /Nama pendek/ }),
    ).toBeVisible();
    const token = (await first.context.cookies()).find((c) => c.name === 'authorization_token');
    expect(token?.value).toBeTruthy();
    await expectAccessible(first.page);
    await shot(first.page, `signup-${locale}-complete-profile`);
    await first.dialog.getByRole('button', { name: t.skip }).click();
    await expect(first.dialog.getByRole('textbox')).toHaveCount(0);
    await first.context.close();

    // Second sign-in, same person: a known account → token stored, the page reloads on the profile.
    const second = await signIn();
    await second.dialog.getByRole('button', { name: t[provider] }).click();
    await expect(second.page.getByRole('dialog')).toBeHidden({ timeout: 15_000 });
    await expect(second.page.getByRole('heading', { level: 1 })).toHaveText(
      locale === 'en' ? 'My profile' : 'Profil saya',
    );
    await expect(second.page.getByText(who.email)).toBeVisible();
    await second.context.close();
  });
}

test('a refused social sign-in is only tracked: nothing shows, the dialog stays usable', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __standInIdentity: unknown }).__standInIdentity = { refuse: true };
  });
  await open(page, '/en/my-profile');
  const dialog = page.getByRole('dialog', { name: SIGNUP.en.title });
  const button = dialog.getByRole('button', { name: SIGNUP.en.google });
  await button.click();
  await expect(button).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'authorization_token')).toBeUndefined();
});

test('build update: after a remote is republished, the open page offers a reload (en and ms)', async ({ page }) => {
  for (const [locale, text, reload] of [
    ['en', 'A new version of Laluan Kerjaya is ready. Reload to get it.', 'Reload'],
    ['ms', 'Versi baharu Laluan Kerjaya sudah tersedia. Muat semula halaman untuk menggunakannya.', 'Muat semula'],
  ] as const) {
    await page.clock.install();
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/builds/latest.json')) checks.push(r.url());
    });
    await page.setViewportSize(PHONE);
    await open(page, `/${locale}`);
    // The first check, 1 s after ready, finds this page's own build: nothing shows.
    await page.clock.runFor(1500);
    await expect.poll(() => checks.length).toBeGreaterThanOrEqual(1);
    expect(checks[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
    await expect(page.getByText(text)).toHaveCount(0);

    execFileSync(process.execPath, [path.join(ROOT, 'scripts/publish-remote.mjs'), 'mfe-jobs'], { stdio: 'ignore' });
    await page.clock.runFor('01:00:05'); // the hourly check
    const notice = page.getByRole('status').filter({ hasText: text });
    await expect(notice).toBeVisible();
    await expectAccessible(page);
    await shot(page, `update-${locale}-phone`);
    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: reload }).click();
    await reloaded;
    await expect(page.locator('#splash')).toBeHidden();
    await expect(page.getByText(text)).toHaveCount(0);
  }
});

test('the update notice is dismissable and goes by itself after 5 s', async ({ page }) => {
  await page.clock.install();
  await open(page, '/en');
  await page.clock.runFor(1500);
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/publish-remote.mjs'), 'mfe-jobs'], { stdio: 'ignore' });
  await page.clock.runFor('01:00:05');
  const text = 'A new version of Laluan Kerjaya is ready. Reload to get it.';
  await expect(page.getByText(text)).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page);
  await shot(page, 'update-en-desktop');
  await page.clock.runFor(5100);
  await expect(page.getByText(text)).toHaveCount(0);
  // An hour later it asks again; the close button dismisses it.
  await page.clock.runFor('01:00:00');
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('a remote whose code fails to load once reloads at the route, and a second failure within 10 s shows the fallback', async ({
  page,
}) => {
  // The federation runtime asks for a remote's entry once, so failing the first request makes the
  // first page load fail; the second (after the one reload) succeeds.
  let blocked = 0;
  await page.route('**/remotes/mfe-jobs/*/remoteEntry.js', (route) => {
    if (blocked < 1) {
      blocked += 1;
      return route.abort('connectionreset');
    }
    return route.continue();
  });
  // A reload can start before the first load event fires, so count the page's document requests.
  let documents: string[] = [];
  page.on('request', (req) => {
    if (req.isNavigationRequest() && req.frame() === page.mainFrame())
      documents.push(new URL(req.url()).pathname + new URL(req.url()).search);
  });
  await page.goto('/en/directory/all-jobs?tvet=1');
  await expect(page.getByRole('checkbox', { name: 'Only jobs with a TVET route' })).toBeChecked({ timeout: 20_000 });
  // Recovered by exactly one reload, at the same route with its query.
  expect(blocked).toBe(1);
  expect(documents).toEqual(['/en/directory/all-jobs?tvet=1', '/en/directory/all-jobs?tvet=1']);
  expect(page.url()).toMatch(/\/en\/directory\/all-jobs\?tvet=1$/);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Failing for good: one reload, then the fallback (no reload loop).
  await page.unroute('**/remotes/mfe-jobs/*/remoteEntry.js');
  await page.route('**/remotes/mfe-jobs/*/remoteEntry.js', (route) => route.abort('connectionreset'));
  await page.evaluate(() => sessionStorage.removeItem('forcedReload'));
  documents = [];
  await page.goto('/en/jobs/nurse');
  await expect(page.getByRole('alert')).toContainText('This part of the site did not load', { timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(documents).toEqual(['/en/jobs/nurse', '/en/jobs/nurse']);
});
