import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONTACT_INBOX, MAIL_URL } from '../playwright.config';
import { expectAccessible, open } from './helpers';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const COPY = {
  en: {
    path: '/en/contact-us',
    title: 'Contact us',
    name: 'Your name',
    email: 'Your email',
    role: 'Who are you?',
    roleValue: 'Parent',
    topic: 'What is it about?',
    topicValue: 'Correction to our content',
    message: 'Your message',
    send: 'Send message',
    errors: [
      '*Name is required',
      '*Email is required',
      '*Please select who you are',
      '*Please select a topic',
      '*Message is required',
    ],
    invalidEmail: '*Please enter a valid email',
    network: 'We could not send your message. Check your connection and try again: what you typed is still here.',
    again: 'Please check your message and press “Send message” again.',
    thanks: (name: string) => `Thank you, ${name}!`,
    ackSubject: 'We received your message — Laluan Kerjaya',
    teamSubject: (name: string) => `[Laluan Kerjaya] Correction to our content — ${name}`,
  },
  ms: {
    path: '/ms/hubungi-kami',
    title: 'Hubungi kami',
    name: 'Nama anda',
    email: 'E-mel anda',
    role: 'Siapakah anda?',
    roleValue: 'Ibu bapa',
    topic: 'Tentang apa?',
    topicValue: 'Pembetulan kandungan',
    message: 'Mesej anda',
    send: 'Hantar mesej',
    errors: [
      '*Nama diperlukan',
      '*E-mel diperlukan',
      '*Sila pilih siapa anda',
      '*Sila pilih topik',
      '*Mesej diperlukan',
    ],
    invalidEmail: '*Sila masukkan e-mel yang sah',
    network:
      'Mesej anda tidak dapat dihantar. Semak sambungan internet anda dan cuba lagi: apa yang anda taip masih ada di sini.',
    again: 'Sila semak mesej anda dan tekan “Hantar mesej” sekali lagi.',
    thanks: (name: string) => `Terima kasih, ${name}!`,
    ackSubject: 'Mesej anda telah kami terima — Laluan Kerjaya',
    teamSubject: (name: string) => `[Laluan Kerjaya] Correction to our content — ${name}`,
  },
} as const;

async function mailsTo(page: Page, address: string): Promise<Mail[]> {
  const res = await page.request.get(MAIL_URL);
  return ((await res.json()) as Mail[]).filter((m) => m.to.includes(address));
}

for (const locale of ['en', 'ms'] as const) {
  const t = COPY[locale];

  test(`contact us (${locale}): errors, values kept through a failed send, confirmation, both emails`, async ({
    page,
  }) => {
    const name = locale === 'en' ? 'Mei Ling' : 'Puan Rohana';
    const email = `contact.${locale}.${Date.now()}@example.my`;
    const text = `The salary page for nurses looks out of date.\nSecond line (${locale}).`;
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, t.path);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByLabel(t.message)).toHaveAttribute('rows', '6');
    await expectAccessible(page);

    // Empty: every field's message, focus on the first.
    await page.getByRole('button', { name: t.send }).click();
    for (const message of t.errors) await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel(t.name)).toBeFocused();
    await expectAccessible(page);

    // On blur: an invalid email.
    const emailField = page.getByRole('textbox', { name: t.email });
    await emailField.fill('not-an-email');
    await emailField.blur();
    await expect(page.getByText(t.invalidEmail)).toBeVisible();

    await page.getByLabel(t.name).fill(name);
    await emailField.fill(email);
    await page.getByLabel(t.role).selectOption({ label: t.roleValue });
    await page.getByLabel(t.topic).selectOption({ label: t.topicValue });
    await page.getByLabel(t.message).fill(text);
    await expect(page.getByRole('alert').filter({ hasText: '*' })).toHaveCount(0);

    // The network fails once: the message says so and nothing typed is lost.
    await page.route('**/api/v1/contact', (route) => route.abort('internetdisconnected'), { times: 1 });
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.network)).toBeVisible();
    await expect(page.getByLabel(t.name)).toHaveValue(name);
    await expect(emailField).toHaveValue(email);
    await expect(page.getByLabel(t.role)).toHaveValue('parent');
    await expect(page.getByLabel(t.topic)).toHaveValue('content_correction');
    await expect(page.getByLabel(t.message)).toHaveValue(text);

    // Sent again. A person faster than the form's minimum fill time is asked to press Send again
    // (decision 110), still with everything kept; the same token is older on the next press.
    const thanks = page.getByRole('heading', { name: t.thanks(name) });
    await expect(async () => {
      if (!(await thanks.isVisible())) await page.getByRole('button', { name: t.send }).click();
      await expect(thanks.or(page.getByText(t.again))).toBeVisible({ timeout: 2000 });
      await expect(thanks).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000, intervals: [1000] });
    await expect(thanks).toBeFocused();
    await expect(page.getByText(email, { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectAccessible(page);

    // Both emails went over SMTP: the acknowledgement in the page's language, the team's copy.
    let ack: Mail | undefined;
    let team: Mail | undefined;
    await expect
      .poll(async () => {
        ack = (await mailsTo(page, email))[0];
        team = (await mailsTo(page, CONTACT_INBOX)).find((m) => m.text.includes(email));
        return Boolean(ack && team);
      })
      .toBe(true);
    expect(ack!.subject).toBe(t.ackSubject);
    // It quotes nothing the sender typed (decision 281: no relay); the team's copy has it all.
    expect(ack!.text).not.toContain('Second line');
    expect(ack!.text).not.toContain(name);
    expect(team!.text).toContain('Second line');
    expect(team!.subject).toBe(t.teamSubject(name));
    expect(team!.text).toContain(text.split('\n')[0]);
  });
}

/** Tabs forward (keyboard only) until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('could not reach the element with Tab');
}

const MODAL = {
  en: {
    home: '/en',
    title: 'Get updates on WhatsApp',
    open: 'Open WhatsApp (opens in a new tab)',
    notNow: 'Not now',
    close: 'Close',
    home_text: 'Hi Laluan Kerjaya! I would like updates on new job guides, study funding and career events.',
    footer_text: 'Hi Laluan Kerjaya! Please keep me posted on what is new on the site.',
  },
  ms: {
    home: '/ms',
    title: 'Dapatkan berita terkini di WhatsApp',
    open: 'Buka WhatsApp (dibuka dalam tab baharu)',
    notNow: 'Bukan sekarang',
    close: 'Tutup',
    home_text:
      'Hai Laluan Kerjaya! Saya mahu terima berita terkini tentang panduan kerjaya baharu, pembiayaan pengajian dan acara kerjaya.',
    footer_text: 'Hai Laluan Kerjaya! Tolong maklumkan kepada saya apa yang baharu di laman ini.',
  },
} as const;

for (const locale of ['en', 'ms'] as const) {
  const t = MODAL[locale];

  test(`messaging modal (${locale}) from the home page and the footer, keyboard only`, async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await open(page, t.home);
      // Home: the section's button.
      const homeButton = page.getByRole('main').getByRole('button', { name: t.title });
      await tabTo(page, homeButton);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: t.title });
      await expect(dialog).toBeVisible();
      const link = dialog.getByRole('link', { name: t.open });
      await expect(link).toBeFocused();
      const href = new URL((await link.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe('https://wa.me/'); // no number configured: none made up
      expect(href.searchParams.get('text')).toBe(t.home_text);
      await expect(dialog.getByText(t.home_text)).toBeVisible();
      await expectAccessible(page);
      // Tab stays inside: link → Not now → Close → link.
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: t.notNow })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(homeButton).toBeFocused();

      // Footer: origin Footer, its own text; "Not now" closes.
      const footerButton = page.locator('#footer').getByRole('button', { name: t.title });
      await tabTo(page, footerButton);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(t.footer_text)).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: t.notNow })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(footerButton).toBeFocused();
    }
  });
}

test('a job request in the drawer: 2 s confirmation, then the messaging modal about that job', async ({ page }) => {
  const term = `zz-kerja-${Date.now()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('combobox', { name: 'Search for a job' }).fill(term);
  await drawer.getByRole('button', { name: `Request “${term}”` }).click();
  const note = drawer.getByText('Thanks! We have noted your request.');
  await expect(note).toBeVisible();
  const shownAt = Date.now();
  const modal = page.getByRole('dialog', { name: `Updates about “${term}”` });
  await expect(modal).toBeVisible({ timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1500);
  const link = modal.getByRole('link', { name: 'Open WhatsApp (opens in a new tab)' });
  await expect(link).toBeFocused();
  expect(new URL((await link.getAttribute('href'))!).searchParams.get('text')).toBe(
    `Hi Laluan Kerjaya! I asked for a guide to “${term}”. Please tell me when it is ready.`,
  );
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect(note).toBeFocused();
});
