import { expect, test } from '@playwright/test';
import { MAIL_URL } from '../playwright.config';
import { expectAccessible, open } from './helpers';

interface Mail {
  to: string[];
  subject: string;
  links: string[];
}

test('sign up with email, follow the verification link from the mail, then log in', async ({ page }) => {
  const email = `siti.${Date.now()}@example.my`;
  await open(page, '/en/my-profile');
  const dialog = page.getByRole('dialog', { name: 'Create your own profile' });
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();

  // The spec's validation messages, shown on submit.
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByText('*Email is required')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(dialog.getByText('*Password must be at least 8 characters')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill('kata-laluan-panjang');
  await dialog.getByRole('button', { name: 'Sign up', exact: true }).click();

  await expect(dialog.getByText('Check your inbox')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Resend' })).toBeDisabled();
  await expectAccessible(page);

  // The mail went over SMTP to the test's mail server; it carries the verification link.
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(MAIL_URL);
      const mails = (await res.json()) as Mail[];
      link = mails.find((m) => m.to.includes(email))?.links.find((l) => l.includes('verif')) ?? '';
      return link;
    })
    .toContain('verif');
  await page.goto(link);
  await expect(page).toHaveURL(/\/en(\?|$)/);
  const login = page.getByRole('dialog');
  await expect(login.getByText('Your email is verified. Log in to continue.')).toBeVisible();
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('kata-laluan-panjang');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login.getByText('You are logged in.')).toBeVisible();

  // After the reload the token cookie is there: "my profile" now opens the profile page.
  await expect(login).toBeHidden({ timeout: 15_000 });
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'authorization_token')?.secure).toBe(true);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/en\/my-profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);

  // The token cookie lives no longer than the server token (decision 036: 30 days), not a year.
  const token = cookies.find((c) => c.name === 'authorization_token')!;
  expect(token.expires).toBeLessThan(Date.now() / 1000 + 31 * 86_400);

  // The profile form does not move under a finger (walk review D3, decision 043).
  const age = page.getByLabel('Age', { exact: true });
  await age.click();
  await age.blur();
  await expect(page.getByText('*Age is required')).toBeVisible();
  const female = page.getByRole('radio', { name: 'Female' });
  const before = await female.boundingBox();
  await age.fill('16');
  await expect(page.getByText('*Age is required')).toBeHidden();
  expect((await female.boundingBox())?.y).toBe(before?.y);
  await female.click();
  await expect(female).toBeChecked();
  expect((await page.locator('label', { has: female }).boundingBox())!.height).toBeGreaterThanOrEqual(44);

  // Deleting the account (PDPA) asks for the password again; then it signs out and returns home,
  // and the same login fails.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  await confirm.getByLabel('Enter your password to confirm').fill('salah-kata-laluan');
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(confirm.getByText('*That password is not right. Please try again.')).toBeVisible();
  await confirm.getByLabel('Enter your password to confirm').fill('kata-laluan-panjang');
  await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/en$/);
  const res = await page.request.post('/api/v1/login', { data: { email, password: 'kata-laluan-panjang' } });
  expect(res.status()).toBe(401);
});

test('a wrong password shows the spec’s Malay error', async ({ page }) => {
  await open(page, '/ms/profil-saya');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log masuk' }).click();
  await dialog.getByLabel('E-mel').fill('tiada.sesiapa@example.my');
  await dialog.getByLabel('Kata laluan', { exact: true }).fill('salah-kata-laluan');
  await dialog.getByRole('button', { name: 'Log masuk', exact: true }).click();
  await expect(dialog.getByText('*Log Masuk Gagal')).toBeVisible();
  await expectAccessible(page);
});
