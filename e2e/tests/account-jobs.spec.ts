import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open, shot, verificationLink } from './helpers';

// Issue 10 items 1–4 and 8: save a job (a visitor is asked to sign up first, the job is saved once
// signed in), compare up to three, the profile's lists, read marks, the sign-up dialog's polish.

const PASSWORD = 'kata-laluan-panjang';
const WIDTHS = [390, 1280] as const;

/** axe at a phone's and a desktop's width. */
async function accessibleAtBothWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await expectAccessible(page);
    await shot(page, `${name}-${width}`);
  }
}

/** A verified account made through the API, signed in on this page's browser context. */
async function signedIn(page: Page, locale: 'en' | 'ms'): Promise<string> {
  const email = `aj.${locale}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.my`;
  expect(
    (await page.request.post('/api/v1/registration', { data: { email, password: PASSWORD, lang: locale } })).status(),
  ).toBe(201);
  await page.request.get(await verificationLink(page, email), { maxRedirects: 0 });
  const login = await page.request.post('/api/v1/login', { data: { email, password: PASSWORD } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await page
    .context()
    .addCookies([
      { name: 'authorization_token', value: token, domain: '127.0.0.1', path: '/', secure: true, sameSite: 'Lax' },
    ]);
  return token;
}

const T = {
  en: {
    guide: '/en/jobs/medical-doctor',
    name: 'Medical Doctor',
    jobHeader: 'Create an account to save this job',
    signUpEmail: 'Sign up with email',
    email: 'Email',
    password: 'Password',
    signUp: 'Sign up',
    loginTitle: 'Log in to your account',
    login: 'Log in',
    loggedIn: 'You are logged in.',
    save: /^Save\W*Medical Doctor$/,
    saved: /^Saved\W*Medical Doctor$/,
    count: (n: number) => `My saved jobs: ${n}`,
    profile: '/en/my-profile',
    savedTitle: 'Saved jobs',
    remove: 'Remove Medical Doctor from your saved jobs',
    savedEmpty: /No saved jobs yet/,
    directory: '/en/directory/all-jobs',
    compare: 'Compare',
    full: 'You can compare up to 3 jobs. Take one out of the comparison first.',
    seeComparison: 'See the comparison',
    compareTitle: 'Compare jobs',
    comparePath: '/en/compare-jobs',
    differs: 'Differs',
    visitorNote: 'Keep your comparisons',
    readMark: 'You have read this guide',
    readBefore: 'You have read this guide before',
    jobs: ['Medical Doctor', 'Nurse', 'Chef', 'Accountant'],
  },
  ms: {
    guide: '/ms/pekerjaan/doktor-perubatan',
    name: 'Doktor Perubatan',
    jobHeader: 'Cipta akaun untuk menyimpan pekerjaan ini',
    signUpEmail: 'Daftar dengan e-mel',
    email: 'E-mel',
    password: 'Kata laluan',
    signUp: 'Daftar',
    loginTitle: 'Log masuk ke akaun anda',
    login: 'Log masuk',
    loggedIn: 'Anda telah log masuk.',
    save: /^Simpan\W*Doktor Perubatan$/,
    saved: /^Disimpan\W*Doktor Perubatan$/,
    count: (n: number) => `Pekerjaan yang saya simpan: ${n}`,
    profile: '/ms/profil-saya',
    savedTitle: 'Pekerjaan yang disimpan',
    remove: 'Buang Doktor Perubatan daripada pekerjaan yang disimpan',
    savedEmpty: /Belum ada pekerjaan yang disimpan/,
    directory: '/ms/direktori/semua-pekerjaan',
    compare: 'Bandingkan',
    full: 'Anda boleh membandingkan sehingga 3 pekerjaan sahaja. Keluarkan satu daripada perbandingan dahulu.',
    seeComparison: 'Lihat perbandingan',
    compareTitle: 'Banding pekerjaan',
    comparePath: '/ms/banding-pekerjaan',
    differs: 'Berbeza',
    visitorNote: 'Simpan perbandingan anda',
    readMark: 'Anda sudah membaca panduan ini',
    readBefore: 'Anda pernah membaca panduan ini',
    jobs: ['Doktor Perubatan', 'Jururawat', 'Cef', 'Akauntan'],
  },
} as const;

for (const locale of ['en', 'ms'] as const) {
  const t = T[locale];

  test(`${locale}: a visitor saves a job, signs up, follows the emailed link, logs in; the job is saved and counted`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `aj.save.${locale}.${Date.now()}@example.my`;
    await open(page, t.guide);
    await page.getByRole('button', { name: t.save }).click();
    const dialog = page.getByRole('dialog', { name: t.jobHeader });
    await expect(dialog).toBeVisible();
    await accessibleAtBothWidths(page, `${locale}-dialog-job`);
    await dialog.getByRole('button', { name: t.signUpEmail }).click();
    await dialog.getByLabel(t.email).fill(email);
    await dialog.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: t.signUp, exact: true }).click();
    await expect(dialog.locator('svg.ck-ola')).toBeVisible(); // Ola on the verify view (D11)
    await shot(page, `${locale}-dialog-verify`);

    // The emailed link: the log-in view, titled for logging in, with the address filled in (D11).
    await page.goto(await verificationLink(page, email));
    const login = page.getByRole('dialog', { name: t.loginTitle });
    await expect(login).toBeVisible();
    await expect(login.getByLabel(t.email)).toHaveValue(email);
    await expect(login.locator('svg.ck-ola')).toBeVisible();
    await shot(page, `${locale}-dialog-verified`);
    await login.getByLabel(t.password, { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: t.login, exact: true }).click();
    await expect(login.getByText(t.loggedIn)).toBeVisible();
    await expect(login).toBeHidden({ timeout: 15_000 });

    // Saved once signed in; the header counts it.
    await expect(page.getByRole('link', { name: t.count(1) })).toBeVisible();
    await open(page, t.guide);
    await expect(page.getByRole('button', { name: t.saved })).toHaveAttribute('aria-pressed', 'true');
    await accessibleAtBothWidths(page, `${locale}-guide-saved`);

    // The profile lists it; removing it empties the list and the header's count follows.
    await page.getByRole('link', { name: t.count(1) }).click();
    await expect(page).toHaveURL(new RegExp(`${t.profile}#saved-jobs$`));
    const saved = page.locator('#saved-jobs');
    await expect(saved.getByRole('link', { name: t.name })).toBeVisible();
    await accessibleAtBothWidths(page, `${locale}-profile-saved`);
    await saved.getByRole('button', { name: t.remove }).click();
    await expect(saved.getByText(t.savedEmpty)).toBeVisible();
    await expect(page.getByRole('link', { name: t.count(0) })).toBeVisible();
  });

  test(`${locale}: compare three jobs, the fourth is refused; the comparison opens by URL, also for a visitor`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await open(page, t.directory);
    await signedIn(page, locale);
    const row = (name: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });
    // The directory is a virtual list: only rows near the screen exist, so each job is pressed in
    // its own industry (the filter in the URL); the tray is kept across the pages.
    const industries = ['health', 'health', 'hospitality', 'finance'];
    for (const [i, name] of t.jobs.slice(0, 3).entries()) {
      await open(page, `${t.directory}?industry=${industries[i]}`);
      await row(name)
        .getByRole('button', { name: new RegExp(`^${t.compare}\\W*${name}$`) })
        .click();
    }
    await open(page, `${t.directory}?industry=${industries[3]}`);
    const fourth = row(t.jobs[3]).getByRole('button', { name: new RegExp(`^${t.compare}\\W*${t.jobs[3]}$`) });
    await fourth.click();
    await expect(row(t.jobs[3]).getByRole('status')).toHaveText(t.full);
    await expect(fourth).toHaveAttribute('aria-pressed', 'false');
    await accessibleAtBothWidths(page, `${locale}-directory-compare`);

    // The tray survives a reload, and leads to the comparison with the slugs in the URL.
    await page.reload();
    await page.getByRole('complementary').getByRole('link', { name: t.seeComparison }).click();
    await expect(page).toHaveURL(new RegExp(`${t.comparePath}\\?jobs=medical-doctor%2Cnurse%2Cchef$`));
    await expect(page.getByRole('heading', { level: 1, name: t.compareTitle })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveCount(3);
    await expect(page.getByRole('rowheader').filter({ hasText: t.differs }).first()).toBeVisible();
    await accessibleAtBothWidths(page, `${locale}-compare`);
    const shared = page.url();

    // A visitor opening the shared link sees the same comparison and is invited to sign up.
    const visitor = await browser.newPage({ viewport: { width: 360, height: 800 } });
    await open(visitor, shared);
    await expect(visitor.getByRole('columnheader')).toHaveCount(3);
    await expect(visitor.getByRole('heading', { name: t.visitorNote })).toBeVisible();
    // Works on a 360 px screen: nothing wider than the screen.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(visitor, `${locale}-compare-visitor-360`);
    await visitor.close();
  });

  test(`${locale}: a guide read shows a quiet mark in the directory and says so when opened again`, async ({
    page,
  }) => {
    await open(page, t.guide);
    await expect(page.getByRole('button', { name: t.save })).toBeVisible();
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'readJobGuidesList')?.value ?? '')
      .toContain('%5B');
    await open(page, `${t.directory}?industry=health`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: t.name, exact: true }) });
    await expect(row.getByText(t.readMark)).toBeAttached();
    await shot(page, `${locale}-directory-read`);
    await open(page, t.guide);
    await expect(page.getByText(t.readBefore)).toBeVisible();
  });
}
