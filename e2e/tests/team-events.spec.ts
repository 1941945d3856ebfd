import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEAM_EDITOR } from '../playwright.config';
import {
  cumulativeLayoutShift,
  expectAccessible,
  open,
  shot,
  signedIn,
  useSession,
  watchLayoutShifts,
} from './helpers';

// Issue 25 item 3: an editor publishes a real event from the team view, in both languages, and
// students see it on the events page (which stops saying "coming soon"); an event without the
// organiser's own page is not published. Runs after the 'site' project (playwright.config.ts): it
// changes what the events page shows, which other specs read as "coming soon". The home page's
// Events card follows too (decision 365): a link to the events page while an upcoming event is
// published, "coming soon" without, in the server's first paint and in the app alike.

/** "YYYY-MM-DD" of the day `days` from now in Malaysia (UTC+8, no daylight saving). */
function malaysiaDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
}

const HOME = {
  en: { path: '/en', cards: 'What you can do here', events: 'Events', href: '/en/event', soon: 'Events Coming soon' },
  ms: {
    path: '/ms',
    cards: 'Apa yang boleh anda buat di sini',
    events: 'Acara',
    href: '/ms/acara',
    soon: 'Acara Akan datang',
  },
} as const;

/**
 * The home page's Events card, live (a link to the events page) or "coming soon" (no link): first in
 * the server's first paint as read without JavaScript, then in the app at 390 and 1280 px, with no
 * layout shift in the hand-over (the paint and the app read the same configuration).
 */
async function expectHomeEventsCard(browser: Browser, locale: 'en' | 'ms', live: boolean) {
  const home = HOME[locale];
  const expectCard = async (page: Page, scope: string) => {
    const cards = page.locator(scope).getByRole('region', { name: home.cards });
    if (live) {
      await expect(cards.getByRole('link', { name: home.events, exact: true })).toHaveAttribute('href', home.href);
      await expect(cards.getByRole('heading', { level: 3, name: home.soon })).toHaveCount(0);
    } else {
      await expect(cards.getByRole('heading', { level: 3, name: home.soon })).toBeVisible();
      await expect(cards.getByRole('link', { name: home.events, exact: true })).toHaveCount(0);
    }
  };
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const paint = await noScript.newPage();
  await paint.goto(home.path);
  await expectCard(paint, '#first-paint');
  await noScript.close();
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await watchLayoutShifts(page);
    await open(page, home.path);
    await expectCard(page, 'main');
    if (live) {
      await expectAccessible(page);
      await shot(page, `home-events-live-${locale}-${width}`);
    }
    expect(await cumulativeLayoutShift(page), `CLS of ${home.path} at ${width} px`).toBe(0);
    if (live && width === 390) {
      // The card leads to the events page, which lists the event.
      await page
        .getByRole('region', { name: home.cards })
        .getByRole('link', { name: home.events, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${home.href}$`));
      await expect(page.getByRole('article').first()).toBeVisible();
    }
    await context.close();
  }
}

async function fillEvent(page: Page, day: string, source: string) {
  await page.getByRole('textbox', { name: 'Title in English' }).fill('E2E career talk: engineering after SPM');
  await page.getByRole('textbox', { name: 'Title in Malay' }).fill('Ceramah kerjaya E2E: kejuruteraan selepas SPM');
  await page
    .getByRole('textbox', { name: 'Summary in English' })
    .fill('What engineering diplomas and degrees involve.');
  await page
    .getByRole('textbox', { name: 'Summary in Malay' })
    .fill('Apa yang dipelajari dalam diploma dan ijazah kejuruteraan.');
  await page.getByLabel('Starts (Malaysia time)').fill(`${day}T09:00`);
  await page.getByLabel('Ends (Malaysia time)').fill(`${day}T11:30`);
  await page.getByRole('textbox', { name: 'Place in English (empty if online)' }).fill('Main hall, test campus');
  await page.getByRole('textbox', { name: 'Place in Malay (empty if online)' }).fill('Dewan utama, kampus ujian');
  await page.getByRole('combobox', { name: 'Who it is for' }).selectOption({ label: 'Students' });
  await page.getByRole('textbox', { name: 'Organiser', exact: true }).fill('E2E Test Organiser');
  await page.getByRole('textbox', { name: /organiser’s own page/ }).fill(source);
}

test('an editor publishes an event; students see it, and the home page links to it, in both languages; removing it brings back "coming soon"', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  // Before: only development examples, so the home page's Events card says "coming soon".
  await expectHomeEventsCard(browser, 'en', false);
  const token = await signedIn(page, page.request, TEAM_EDITOR);
  await useSession(page, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page, '/en/my-profile?view=team');
  const section = page.getByRole('region', { name: 'Events' });
  await expect(section).toBeVisible();
  const day = malaysiaDay(30);

  // Without the organiser's own page, a published event is refused, and what was typed stays.
  await fillEvent(page, day, '');
  await section.getByRole('button', { name: 'Save event' }).click();
  await expect(section.getByRole('status')).toHaveText('To publish, give the organiser’s own page for the event.');
  await expect(page.getByRole('textbox', { name: 'Title in English' })).toHaveValue(
    'E2E career talk: engineering after SPM',
  );
  await page.getByRole('textbox', { name: /organiser’s own page/ }).fill('https://example.org/e2e-career-talk');
  await section.getByRole('button', { name: 'Save event' }).click();
  await expect(section.getByRole('status')).toHaveText('Event saved.');
  await expect(section.getByText('E2E career talk: engineering after SPM', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // A student's phone, in Malay and in English.
  const student = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await student.newPage();
  await open(phone, '/ms/acara');
  const card = phone.getByRole('article', { name: 'Ceramah kerjaya E2E: kejuruteraan selepas SPM' });
  await expect(card).toBeVisible();
  await expect(phone.getByText('Akan datang.', { exact: true })).toHaveCount(0);
  await expect(card).toContainText('Dewan utama, kampus ujian');
  await expect(card).toContainText('E2E Test Organiser');
  await expect(card).toContainText('Pelajar');
  // Malaysia time, Malay style: the morning is "PG".
  await expect(card.locator('time')).toContainText(/9:00\s?–\s?11:30\sPG \(waktu Malaysia\)/);
  await expect(card.getByRole('link', { name: /Halaman acara penganjur/ })).toHaveAttribute(
    'href',
    'https://example.org/e2e-career-talk',
  );
  await expect(phone.locator('meta[name="robots"]')).toHaveCount(0);
  await expectAccessible(phone);
  await shot(phone, 'events-ms-390');
  await phone.setViewportSize({ width: 1280, height: 900 });
  await open(phone, '/en/event');
  const enCard = phone.getByRole('article', { name: 'E2E career talk: engineering after SPM' });
  await expect(enCard).toContainText('Main hall, test campus');
  await expect(enCard.locator('time')).toContainText(/9:00\s?–\s?11:30\sam \(Malaysia time\)/);
  await expect(enCard.getByRole('link', { name: /Add to calendar/ })).toBeVisible();
  await shot(phone, 'events-en-1280');

  // The home page's Events card now leads to the events page, in the first paint and the app.
  await expectHomeEventsCard(browser, 'ms', true);
  await expectHomeEventsCard(browser, 'en', true);

  // The editor removes it: the page says "coming soon" again.
  await section.getByRole('button', { name: 'Remove “E2E career talk: engineering after SPM”' }).click();
  await expect(section.getByText('No events entered yet.')).toBeVisible();
  await open(phone, '/en/event');
  await expect(phone.getByText('Coming soon.', { exact: true })).toBeVisible();
  await student.close();
  // …and so does the home page's card, at once (no restart).
  await expectHomeEventsCard(browser, 'en', false);
  await expectHomeEventsCard(browser, 'ms', false);
});
