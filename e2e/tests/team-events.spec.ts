import { expect, test, type Page } from '@playwright/test';
import { TEAM_EDITOR } from '../playwright.config';
import { expectAccessible, open, shot, signedIn, useSession } from './helpers';

// Issue 25 item 3: an editor publishes a real event from the team view, in both languages, and
// students see it on the events page (which stops saying "coming soon"); an event without the
// organiser's own page is not published. Runs after the 'site' project (playwright.config.ts): it
// changes what the events page shows, which other specs read as "coming soon".

/** "YYYY-MM-DD" of the day `days` from now in Malaysia (UTC+8, no daylight saving). */
function malaysiaDay(days: number): string {
  return new Date(Date.now() + 8 * 3600_000 + days * 86400_000).toISOString().slice(0, 10);
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

test('an editor publishes an event; students see it in both languages; removing it brings back "coming soon"', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
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

  // The editor removes it: the page says "coming soon" again.
  await section.getByRole('button', { name: 'Remove “E2E career talk: engineering after SPM”' }).click();
  await expect(section.getByText('No events entered yet.')).toBeVisible();
  await open(phone, '/en/event');
  await expect(phone.getByText('Coming soon.', { exact: true })).toBeVisible();
  await student.close();
});
