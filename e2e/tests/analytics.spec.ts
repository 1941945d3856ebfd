import { expect, test } from '@playwright/test';
import { TEAM_EDITOR } from '../playwright.config';
import { expectAccessible, open, shot, signedIn, useSession } from './helpers';

// Issue 25: a quiz taken in the browser reaches the site's own collector and shows in the team
// view's funnel; the team view refuses anyone who is not an editor.

// A phone's browser: the collector drops headless browsers' events as bots (decision 330).
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const API = '/api/v1';

type Funnel = { lang: string; step: string; sessions: number }[];
const count = (rows: Funnel, step: string, lang = 'en') =>
  rows.filter((r) => r.step === step && r.lang === lang).reduce((n, r) => n + r.sessions, 0);

test('a quiz taken in the browser shows up in the team view’s funnel', async ({ browser, page: editorPage }) => {
  test.setTimeout(120_000);
  const token = await signedIn(editorPage, editorPage.request, TEAM_EDITOR);
  const funnel = async () =>
    (
      (await (
        await editorPage.request.get(`${API}/team/funnel`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as {
        data: Funnel;
      }
    ).data;
  const before = await funnel();

  // A student's phone takes the quiz.
  const student = await browser.newContext({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });
  const page = await student.newPage();
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/analytics/collect')) beacons.push(r.postData() ?? '');
  });
  await open(page, '/en/career-quiz');
  await page.getByRole('link', { name: 'Start the quiz' }).click();
  await page.getByRole('button', { name: 'Start question 1' }).click();
  for (let n = 1; n <= 7; n++) {
    await expect(page.getByText(`Question ${n} of 7`, { exact: true })).toBeVisible();
    await page
      .getByRole('radiogroup')
      .getByRole('radio')
      .nth(n % 6)
      .click();
  }
  await expect(page).toHaveURL(/\/en\/career-quiz\/data-entry-student$/);
  await page.getByRole('textbox', { name: 'Nickname' }).fill('Aina');
  await page.getByRole('textbox', { name: /^Age/ }).fill('16');
  await page.getByRole('radio', { name: 'Prefer not to say' }).check();
  await page.getByRole('button', { name: 'See my result', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/career-quiz\/your-personality$/);
  await expect(page.getByRole('button', { name: /Save/ }).first()).toBeVisible();
  // Nothing typed leaves the browser: not the nickname, not the age.
  // Leaving the page sends what is left in one beacon.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await expect.poll(() => beacons.length).toBeGreaterThan(0);
  expect(beacons.join('\n')).not.toContain('Aina');

  await expect
    .poll(async () => {
      const now = await funnel();
      return [
        'Quiz Started',
        'Quiz Question Answered:1',
        'Quiz Question Answered:7',
        'Quiz Data Entry Shown',
        'Quiz Result Shown',
      ].map((step) => count(now, step) - count(before, step));
    })
    .toEqual([1, 1, 1, 1, 1]);
  await student.close();

  // The editor sees it in the team view, in both languages.
  await useSession(editorPage, token);
  await open(editorPage, '/en/my-profile?view=team');
  const region = editorPage.getByRole('region', { name: 'Career quiz: where students stop' });
  await expect(region.getByRole('row', { name: /^Question 7 [1-9]/ })).toBeVisible();
  await expect(region.getByRole('img', { name: /visits reaching each quiz step/ })).toBeVisible();
  await expectAccessible(editorPage);
  await shot(editorPage, 'team-en-1280');
  await editorPage.setViewportSize({ width: 390, height: 844 });
  await shot(editorPage, 'team-en-390');
  await editorPage.setViewportSize({ width: 1280, height: 900 });
  await open(editorPage, '/ms/profil-saya?view=team');
  await expect(editorPage.getByRole('region', { name: 'Kuiz kerjaya: di mana pelajar berhenti' })).toBeVisible();
  await expectAccessible(editorPage);
  await shot(editorPage, 'team-ms-1280');
  await editorPage.setViewportSize({ width: 390, height: 844 });
  await shot(editorPage, 'team-ms-390');
});

test('the privacy notice says what the statistics keep and turns them off; nothing is sent after', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: PHONE_UA });
  const page = await context.newPage();
  for (const [path, name, box] of [
    ['/en/privacy-cookie-notice', 'Usage statistics', 'Count my visits in the site’s usage statistics'],
    ['/ms/notis-privasi-cookie', 'Statistik penggunaan', 'Kira lawatan saya dalam statistik penggunaan laman ini'],
  ] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, path);
      const section = page.getByRole('region', { name });
      await expect(section.getByRole('checkbox', { name: box })).toBeChecked();
      await expectAccessible(page);
      await section.scrollIntoViewIfNeeded();
      await shot(page, `privacy-${path.slice(1, 3)}-${width}`, { fullPage: false });
    }
  }
  await page.getByRole('checkbox', { name: 'Kira lawatan saya dalam statistik penggunaan laman ini' }).uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'tidak lagi dikira' })).toBeVisible();
  // From here on nothing is sent, this page or the next.
  const beacons: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/analytics/collect')) beacons.push(r.url());
  });
  await open(page, '/ms/kuiz-kerjaya');
  await page.waitForTimeout(2500);
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(500);
  expect(beacons).toEqual([]);
  await context.close();
});

test('the team view refuses a signed-in visitor who is not an editor', async ({ page }) => {
  const token = await signedIn(page, page.request, `student-${Date.now()}@example.com`);
  const res = await page.request.get(`${API}/team/funnel`, { headers: { authorization: `Bearer ${token}` } });
  expect([res.status(), (await res.json()).error.code]).toEqual([403, 'EDITOR_ROLE_REQUIRED']);
  await open(page, '/en');
  await useSession(page, token);
  await open(page, '/en/my-profile?view=team');
  await expect(page.getByRole('alert')).toHaveText(
    'This page is for the site team’s editors. Your account is not one of them.',
  );
});
