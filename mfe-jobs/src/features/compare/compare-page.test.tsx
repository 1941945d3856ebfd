/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail } from 'api/contract';
import { getLocal, on, removeCookie, setCookie, setLocal, type BusEvents, type Locale } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { JOB } from '../../shared/job.fixture';
import { ComparePage, slugsOf } from './compare-heading';
import { COMPARE_LIMIT } from 'shared-kit/job-actions';
import { firstDataEachPaths } from 'shared-kit/pages';
import { PAGES } from '../../pages';

startApiServer();
beforeEach(() => {
  window.localStorage.clear();
  removeCookie('authorization_token');
});

const CHEF: JobDetail = {
  ...JOB,
  id: 2002,
  slug: 'chef',
  slug_bm: 'cef',
  name: 'Chef',
  name_bm: 'Cef',
  industry: { id: 'hospitality', name: 'Hospitality', name_bm: 'Hospitaliti' },
  holland_code: 'RAE',
  tvet: true,
  summary: { en: 'Chefs plan menus and cook.', ms: 'Cef merancang menu dan memasak.' },
  salary: {
    entry: {
      min: 1800,
      max: 1800,
      basis: 'starting_guide',
      source: { name: 'Test survey', year: 2024, url: 'https://example.org/guide' },
    },
    mid: null,
    senior: null,
    group_median: null,
    note: { en: null, ms: null },
  },
  subjects: [{ code: 'BM', name: 'Malay Language', name_bm: 'Bahasa Melayu', group: 'core', weight: 3 }],
};
const PILOT: JobDetail = {
  ...CHEF,
  id: 2003,
  slug: 'pilot',
  slug_bm: 'juruterbang',
  name: 'Pilot',
  name_bm: 'Juruterbang',
};
const ANALYST: JobDetail = {
  ...CHEF,
  id: 2004,
  slug: 'analyst',
  slug_bm: 'penganalisis',
  name: 'Analyst',
  name_bm: 'Penganalisis',
  masco_2020: '2120',
  salary: {
    entry: null,
    mid: null,
    senior: null,
    group_median: {
      median: 5821,
      basis: 'occupation_group_median',
      source: { name: 'Test wages survey', year: 2024, url: 'https://example.org/survey' },
    },
    note: { en: null, ms: null },
  },
};
/** Another job of the same occupation group: the same group median, and no pay figure of its own. */
const TEACHER: JobDetail = { ...ANALYST, id: 2005, slug: 'teacher', slug_bm: 'guru', name: 'Teacher', name_bm: 'Guru' };
/** A job with its own starting pay and, as context, the same group median. */
const LAWYER: JobDetail = {
  ...ANALYST,
  id: 2006,
  slug: 'lawyer',
  slug_bm: 'peguam',
  name: 'Lawyer',
  name_bm: 'Peguam',
  salary: { ...ANALYST.salary!, entry: { ...CHEF.salary!.entry!, min: 3280, max: 3280 } },
};

function serve(jobs: JobDetail[]) {
  const asked: string[] = [];
  server.use(
    http.get(api('/jobs/:slug'), ({ params }) => {
      const slug = String(params.slug);
      asked.push(slug);
      const job = jobs.find((j) => j.slug === slug || j.slug_bm === slug);
      return job
        ? HttpResponse.json({ data: job })
        : HttpResponse.json({ error: { code: 'JOB_NOT_FOUND', message: 'x', messageKey: 'x' } }, { status: 404 });
    }),
  );
  return asked;
}

const T = {
  en: {
    base: '/en/compare-jobs',
    title: 'Compare jobs',
    differs: 'Differs',
    interest: 'Interest code',
    social: 'S · Social',
    realistic: 'R · Realistic',
    soon: 'Coming soon',
    start: 'Starting: RM 1,800',
    median: 'For context, not this job’s pay: the whole occupation group’s median is RM 5,821',
    noPay: 'No figure for this job yet',
    source: 'Source: Test survey (2024)',
    tvet: 'TVET route',
    yes: 'Yes',
    remove: 'Remove Chef from the comparison',
    signUp: 'Sign up',
    empty: 'Nothing to compare yet',
    route: 'Diploma',
  },
  ms: {
    base: '/ms/banding-pekerjaan',
    title: 'Banding pekerjaan',
    differs: 'Berbeza',
    interest: 'Kod minat',
    social: 'S · Sosial',
    realistic: 'R · Realistik',
    soon: 'Akan datang',
    start: 'Permulaan: RM 1,800',
    median: 'Sebagai gambaran, bukan gaji pekerjaan ini: gaji penengah seluruh kumpulan pekerjaan ialah RM 5,821',
    noPay: 'Belum ada angka untuk pekerjaan ini',
    source: 'Sumber: Test survey (2024)',
    tvet: 'Laluan TVET',
    yes: 'Ya',
    remove: 'Keluarkan Cef daripada perbandingan',
    signUp: 'Daftar',
    empty: 'Belum ada apa-apa untuk dibandingkan',
    route: 'Diploma',
  },
} as const;

test('slugsOf reads ?jobs= without blanks or repeats', () => {
  expect(slugsOf('?jobs=nurse,chef,,nurse, pilot')).toEqual(['nurse', 'chef', 'pilot']);
  expect(slugsOf('')).toEqual([]);
});

test('the server embeds the GETs the comparison makes, for as many jobs as it compares (decision 358)', () => {
  const each = PAGES['jobs.compare'].firstDataEach;
  expect(each.max).toBe(COMPARE_LIMIT);
  expect(firstDataEachPaths(each, '?jobs=nurse,chef,,nurse,pilot,analyst')).toEqual([
    '/jobs/nurse',
    '/jobs/chef',
    '/jobs/pilot',
  ]);
});

describe.each(['en', 'ms'] as Locale[])('the comparison (%s)', (locale) => {
  const t = T[locale];
  const open = (search: string) =>
    renderIntl(<ComparePage />, { locale, messages: { en, ms }, path: `${t.base}${search}` });
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ');

  it('labels an occupation-group median as such, never as starting pay', async () => {
    serve([CHEF, ANALYST]);
    open('?jobs=chef,analyst');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const pay = within(table)
      .getByRole('rowheader', { name: new RegExp(locale === 'ms' ? 'Gaji' : 'Pay') })
      .closest('tr')!;
    const [chefPay, analystPay] = within(pay).getAllByRole('cell');
    expect(norm(chefPay!.textContent)).toContain(t.start);
    expect(norm(analystPay!.textContent)).toContain(t.noPay);
    expect(norm(analystPay!.textContent)).toContain(t.median);
    expect(norm(analystPay!.textContent)).not.toContain(t.start);
  });

  const payRow = async () => {
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    return within(table)
      .getByRole('rowheader', { name: new RegExp(locale === 'ms' ? 'Gaji' : 'Pay') })
      .closest('tr')!;
  };

  it('does not call two jobs with the same group median "the same pay", nor mark them as differing', async () => {
    serve([ANALYST, TEACHER]);
    open('?jobs=analyst,teacher');
    const pay = await payRow();
    expect(pay.className).not.toContain('differs');
    expect(pay).not.toHaveTextContent(t.differs);
    for (const cell of within(pay).getAllByRole('cell')) expect(norm(cell.textContent)).toContain(t.noPay);
  });

  it('never sets a job’s own pay against another job’s group median', async () => {
    serve([LAWYER, ANALYST]);
    open('?jobs=lawyer,analyst');
    expect((await payRow()).className).not.toContain('differs');
  });

  it('marks two different starting pays as differing, whatever their group medians', async () => {
    serve([LAWYER, CHEF]);
    open('?jobs=lawyer,chef');
    const pay = await payRow();
    expect(pay.className).toContain('differs');
    expect(norm(within(pay).getAllByRole('cell')[0]!.textContent)).toContain(t.median);
  });

  it('shows the jobs of the URL side by side and marks the rows that differ', async () => {
    serve([JOB, CHEF]);
    open('?jobs=nurse,chef');
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const cols = within(table).getAllByRole('columnheader');
    expect(cols.map((c) => c.querySelector('.jobs-compare__name')?.textContent)).toEqual(
      locale === 'ms' ? ['Jururawat', 'Cef'] : ['Nurse', 'Chef'],
    );
    const interest = within(table).getByRole('rowheader', { name: new RegExp(t.interest) });
    expect(interest).toHaveTextContent(t.differs);
    const row = interest.closest('tr')!;
    expect(row).toHaveTextContent(t.social);
    expect(row).toHaveTextContent(t.realistic);
    // Pay: coming soon for the nurse (no figures), the chef's band with its source.
    const pay = within(table)
      .getByRole('rowheader', { name: new RegExp(locale === 'ms' ? 'Gaji' : 'Pay') })
      .closest('tr')!;
    const [nursePay, chefPay] = within(pay).getAllByRole('cell');
    expect(nursePay).toHaveTextContent(t.soon);
    expect(norm(chefPay!.textContent)).toContain(t.start);
    expect(chefPay).toHaveTextContent(t.source);
    const tvet = within(table)
      .getByRole('rowheader', { name: new RegExp(t.tvet) })
      .closest('tr')!;
    expect(tvet).toHaveTextContent(t.yes);
    expect(tvet.className).toContain('differs');
    // The usual route after SPM is the same: not marked.
    const route = within(table).getAllByRole('row')[5]!;
    expect(route).toHaveTextContent(t.route);
    expect(route.className).not.toContain('differs');
    // A duration is shown as the guide writes it ("About …", "Ongoing", "3 years"), never with an
    // "About" of our own in front of it.
    expect(norm(route.textContent)).toContain(locale === 'ms' ? 'Tempoh: 3 tahun' : 'How long: 3 years');
    expect(await axeViolations()).toEqual([]);
  });

  it('without ?jobs= shows the tray and puts its slugs in the URL, so it can be shared', async () => {
    serve([JOB, CHEF, PILOT]);
    setLocal('compareJobs', ['nurse', 'chef', 'pilot']);
    open('');
    await screen.findByRole('table', {}, { timeout: 5000 });
    await waitFor(() => expect(window.location.search).toBe('?jobs=nurse%2Cchef%2Cpilot'));
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('taking a job out updates the URL and the tray', async () => {
    serve([JOB, CHEF]);
    setCookie('authorization_token', 'tok');
    setLocal('compareJobs', ['nurse', 'chef']);
    open('?jobs=nurse,chef');
    await userEvent.click(await screen.findByRole('button', { name: t.remove }, { timeout: 5000 }));
    await waitFor(() => expect(window.location.search).toBe('?jobs=nurse'));
    expect(getLocal('compareJobs')).toEqual(['nurse']);
    expect(screen.getAllByRole('columnheader')).toHaveLength(1);
    // A signed-in user is not asked to sign up.
    expect(screen.queryByRole('button', { name: t.signUp })).toBeNull();
  });

  it('a visitor sees the comparison and is asked to sign up (compareJobs); an empty one says what to do', async () => {
    serve([JOB]);
    const asked: BusEvents['account:open-signup'][] = [];
    on('account:open-signup', (p) => asked.push(p));
    open('');
    expect(await screen.findByRole('heading', { name: t.empty }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.signUp }));
    expect(asked).toEqual([{ context: 'compareJobs' }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('with nothing to compare, the empty state shows at once: no spinner, nothing fetched (decision 348)', () => {
    const asked = serve([JOB]);
    open('');
    // In the same render, not after a chunk or a request: the server's first paint is this state too.
    expect(screen.getByRole('heading', { name: t.empty })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: locale === 'ms' ? 'Lihat semua pekerjaan' : 'See all jobs' }),
    ).toHaveAttribute('href', locale === 'ms' ? '/ms/direktori/semua-pekerjaan' : '/en/directory/all-jobs');
    expect(screen.queryByRole('status')).toBeNull();
    expect(asked).toEqual([]);
  });

  it("under the server's paint of the table, shows nothing of its own until it has the table: never a spinner (358)", async () => {
    serve([JOB, CHEF]);
    const paint = document.createElement('div');
    paint.id = 'first-paint';
    paint.innerHTML = `<h1>${t.title}</h1>`;
    document.body.append(paint);
    try {
      open('?jobs=nurse,chef');
      const frame = document.querySelector('.jobs-compare') as HTMLElement;
      expect(frame.hidden).toBe(true);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1); // the paint's
      expect(screen.queryByRole('status')).toBeNull(); // no spinner shown
      const table = await screen.findByRole('table', {}, { timeout: 5000 });
      expect(frame.hidden).toBe(false);
      expect(frame).toContainElement(table);
      expect(within(frame).getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    } finally {
      paint.remove();
    }
  });

  it('with jobs in the tray but not in the address, it compares the tray, not the empty state', async () => {
    serve([JOB, CHEF]);
    setLocal('compareJobs', ['nurse', 'chef']);
    open('');
    expect(screen.queryByRole('heading', { name: t.empty })).toBeNull();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
  });

  it('an unknown slug is left out with a notice; more than three shows the first three', async () => {
    serve([JOB, CHEF, PILOT]);
    open('?jobs=nurse,nope,chef,pilot');
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getAllByRole('columnheader')).toHaveLength(2);
    expect(
      screen.getByText(locale === 'ms' ? /Kami tidak menjumpai “nope”/ : /We could not find “nope”/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(locale === 'ms' ? /Hanya 3 pekerjaan pertama/ : /Only the first 3 jobs/),
    ).toBeInTheDocument();
  });
});
