import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, open, shot } from './helpers';

// Pay that belongs to the job (issue 24 item 1, decision 285), on the real content: the guide's pay
// table holds only the job's own figure, the occupation-group median is a separate "for context"
// block, and the comparison never treats two equal group medians as the same pay — in both languages,
// at a phone's and a desktop's width.
const WIDTHS = [390, 1280] as const;

async function atBothWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 860 });
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `${name}-${width}`);
  }
}

const T = {
  en: {
    guide: '/en/jobs/mechanical-engineer/salary-and-progression',
    contextOnly: '/en/jobs/lawyer/salary-and-progression',
    title: 'Monthly pay for this job',
    entry: 'Entry',
    context: 'For context: the wider occupation group',
    median:
      /Malaysian citizen employees in the occupation group “Professionals” earned a median of RM\s?5,821 a month in 2024/,
    noPay: 'We have not found a published pay figure for this job itself yet.',
    compare: '/en/compare-jobs',
    pay: 'Pay per month',
    differs: 'Differs',
    noFigure: 'No figure for this job yet',
  },
  ms: {
    guide: '/ms/pekerjaan/jurutera-mekanikal/gaji-dan-kemajuan',
    contextOnly: '/ms/pekerjaan/peguam/gaji-dan-kemajuan',
    title: 'Gaji bulanan pekerjaan ini',
    entry: 'Permulaan',
    context: 'Sebagai gambaran: kumpulan pekerjaan yang lebih luas',
    median:
      /Pekerja warganegara Malaysia dalam kumpulan pekerjaan “Profesional” menerima gaji penengah RM\s?5,821 sebulan pada 2024/,
    noPay: 'Kami belum menemui angka gaji yang diterbitkan khusus untuk pekerjaan ini.',
    compare: '/ms/banding-pekerjaan',
    pay: 'Gaji sebulan',
    differs: 'Berbeza',
    noFigure: 'Belum ada angka untuk pekerjaan ini',
  },
} as const;

for (const locale of ['en', 'ms'] as const) {
  const t = T[locale];

  test(`${locale}: a guide's pay table holds the job's own figure; the group median is context beside it`, async ({
    page,
  }) => {
    await open(page, t.guide);
    await expect(page.getByRole('heading', { level: 3, name: t.title })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('rowheader', { name: t.entry })).toBeVisible();
    await expect(table).toContainText(/RM\s?3,380/);
    await expect(table).not.toContainText('5,821');
    const context = page.getByRole('complementary', { name: t.context });
    await expect(context).toContainText(t.median);
    await atBothWidths(page, `pay-${locale}-guide`);

    // A job with only the group median: no table, an honest gap, and the median as context.
    await open(page, t.contextOnly);
    await expect(page.getByRole('heading', { level: 3, name: t.title })).toBeVisible();
    await expect(page.getByText(t.noPay)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: t.context })).toContainText(t.median);
    await shot(page, `pay-${locale}-context-only`);
  });

  test(`${locale}: the comparison does not call two equal group medians the same pay, and marks own pay that differs`, async ({
    page,
  }) => {
    const payRow = () =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(t.pay) }) });
    // Preschool teacher and lawyer share the "Professionals" median and have no figure of their own.
    await open(page, `${t.compare}?jobs=preschool-teacher,lawyer`);
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    await expect(payRow()).toBeVisible();
    await expect(payRow().getByRole('rowheader')).not.toContainText(t.differs);
    await expect(payRow().getByRole('cell').first()).toContainText(t.noFigure);
    await expect(payRow().getByRole('cell').nth(1)).toContainText(t.noFigure);
    await atBothWidths(page, `pay-${locale}-compare-medians`);

    // Two jobs with their own starting pay that differs are marked.
    await open(page, `${t.compare}?jobs=mechanical-engineer,administrative-assistant`);
    await expect(payRow().getByRole('rowheader')).toContainText(t.differs);
    await shot(page, `pay-${locale}-compare-own`);
  });
}
