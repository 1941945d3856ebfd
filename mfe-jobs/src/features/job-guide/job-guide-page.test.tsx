/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobDetail } from 'api/contract';
import { buildPath, EMBEDDED_DATA_ID, navigate, on, resetEmbedded, type BusEvents } from 'shared-kit';
import { RemoteRoutes } from 'shared-kit/router';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, delay, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { JOB } from './job.fixture';
import { JOB_GUIDE_PAGES } from './routed-guide';
import type { Section } from './sections';

const messages = { en, ms };
startApiServer();

const WITH_SALARY: JobDetail = {
  ...JOB,
  masco_2020: '3221',
  salary: {
    entry: {
      min: 2000,
      max: 2000,
      basis: 'appointment_pay',
      source: { name: 'Test schedule', year: 2016, url: 'https://example.org/schedule' },
    },
    mid: null,
    senior: {
      min: 3000,
      max: 9000,
      basis: 'grade_range',
      source: { name: 'Test schedule', year: 2016, url: 'https://example.org/schedule' },
    },
    group_median: {
      median: 3541,
      basis: 'occupation_group_median',
      source: { name: 'Test survey', year: 2024, url: 'https://example.org/survey' },
    },
    note: { en: null, ms: null },
  },
};

/** The API answers GET jobs/:slug with `job` (404 for null), and records the slugs asked for. */
function serve(job: JobDetail | null = JOB) {
  const asked: string[] = [];
  server.use(
    http.get(api('/jobs/:slug'), ({ params }) => {
      asked.push(String(params.slug));
      return job
        ? HttpResponse.json({ data: job })
        : HttpResponse.json(
            { error: { code: 'JOB_NOT_FOUND', message: 'No such job', messageKey: 'errors.job_not_found' } },
            { status: 404 },
          );
    }),
  );
  return asked;
}

/** The API answers every GET jobs/:slug with `status` and records how many calls came. */
function failWith(status: number) {
  const calls = { count: 0 };
  server.use(
    http.get(api('/jobs/:slug'), () => {
      calls.count += 1;
      return HttpResponse.json({ error: { code: 'X', message: 'x', messageKey: 'errors.x' } }, { status });
    }),
  );
  return calls;
}

function busyPages() {
  const seen: number[] = [];
  on('app:server-busy', (p) => seen.push(p.status));
  return seen;
}

// The guide as mfe-jobs routes it: react-router from the route table, tabs as nested routes.
const PAGES = JOB_GUIDE_PAGES;

/** Opens a guide's path (e.g. /en/jobs/nurse) as the remote's router would. */
function open(path: string, locale: 'en' | 'ms' = 'en') {
  return renderIntl(<RemoteRoutes remote="mfe-jobs" pages={PAGES} />, { locale, messages, path });
}

function show(section: Section | null, locale: 'en' | 'ms' = 'en', job: JobDetail | null = JOB) {
  serve(job);
  const slug = locale === 'ms' ? 'jururawat' : 'nurse';
  return open(
    section ? buildPath('jobs.section', locale, { slug, section }) : buildPath('jobs.detail', locale, { slug }),
    locale,
  );
}

describe('JobGuidePage', () => {
  it('shows the overview with its tabs in English', async () => {
    const asked = serve();
    open('/en/jobs/nurse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    expect(asked).toEqual(['nurse']);
    expect(document.title).toBe('Nurse · Laluan Kerjaya');
    expect(screen.getByText('Health')).toBeInTheDocument();
    expect(screen.getByText('Interest code SIC: Social, Investigative, Conventional')).toBeInTheDocument();
    expect(screen.getByText('Nurses care for patients in wards and clinics.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Job knowledge' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What you do day to day' })).toBeInTheDocument();
    expect(screen.getByText('Check patients')).toBeInTheDocument();

    const tabs = screen.getByRole('navigation', { name: 'Job guide sections' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Overview', '/en/jobs/nurse'],
      ['Job knowledge', '/en/jobs/nurse/job-knowledge'],
      ['Education pathway', '/en/jobs/nurse/education-pathway'],
      ['Salary and progression', '/en/jobs/nurse/salary-and-progression'],
      ['Experts say', '/en/jobs/nurse/experts-say'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');

    const related = screen.getByRole('complementary', { name: 'Related jobs' });
    expect(within(related).getByRole('link', { name: 'Dietitian' })).toHaveAttribute('href', '/en/jobs/dietitian');
  });

  it('renders from the answer the server embedded in the page, without asking the API (decision 150)', async () => {
    const asked = serve({ ...JOB, name: 'Nurse (from the API)' });
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = EMBEDDED_DATA_ID;
    block.textContent = JSON.stringify({ '/jobs/nurse': { data: JOB } });
    document.body.append(block);
    resetEmbedded();
    open('/en/jobs/nurse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    expect(screen.getByText('Nurses care for patients in wards and clinics.')).toBeInTheDocument();
    expect(asked).toEqual([]);
    resetEmbedded();
  });

  it('shows the overview in Malay with Malay section paths', async () => {
    show(null, 'ms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jururawat' })).toBeInTheDocument();
    expect(document.title).toBe('Jururawat · Laluan Kerjaya');
    expect(screen.getByText('Kesihatan')).toBeInTheDocument();
    expect(screen.getByText('Kod minat SIC: Sosial, Investigatif, Konvensional')).toBeInTheDocument();
    expect(screen.getByText('Jururawat menjaga pesakit di wad dan klinik.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Tugas harian' })).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Bahagian panduan kerjaya' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Gambaran keseluruhan', '/ms/pekerjaan/jururawat'],
      ['Pengetahuan kerja', '/ms/pekerjaan/jururawat/pengetahuan-kerja'],
      ['Laluan pendidikan', '/ms/pekerjaan/jururawat/haluan-pendidikan'],
      ['Gaji dan perkembangan kerjaya', '/ms/pekerjaan/jururawat/gaji-dan-kemajuan'],
      ['Kata pakar', '/ms/pekerjaan/jururawat/kata-pakar'],
    ]);
    expect(screen.getByRole('link', { name: 'Pakar diet' })).toHaveAttribute('href', '/ms/pekerjaan/pakar-diet');
  });

  it('shows a section tab as the current page with its content', async () => {
    show('education-pathway');
    expect(await screen.findByRole('heading', { level: 2, name: 'Education pathway' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Education pathway' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 3, name: 'SPM subjects that help' })).toBeInTheDocument();
    expect(screen.getByText('Biology')).toBeInTheDocument();
    expect(screen.getByText('Diploma')).toBeInTheDocument();
    expect(screen.getByText('Diploma in Nursing.')).toBeInTheDocument();
  });

  it('switches tabs through the router, in place, without fetching the guide again', async () => {
    const asked = serve();
    open('/en/jobs/nurse');
    await screen.findByRole('heading', { level: 1, name: 'Nurse' });
    await userEvent.click(screen.getByRole('link', { name: 'Education pathway' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Education pathway' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/en/jobs/nurse/education-pathway');
    expect(screen.getByRole('link', { name: 'Education pathway' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Overview' }));
    expect(await screen.findByText('Nurses care for patients in wards and clinics.')).toBeInTheDocument();
    expect(asked).toEqual(['nurse']);
  });

  it('shows the same section in Malay', async () => {
    show('education-pathway', 'ms');
    expect(await screen.findByRole('heading', { level: 2, name: 'Laluan pendidikan' })).toBeInTheDocument();
    expect(screen.getByText('Biologi')).toBeInTheDocument();
    expect(screen.getByText('Diploma Kejururawatan.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Apprenticeship'],
    ['ms', 'Perantisan'],
  ] as const)('names an apprenticeship (SLDN) route in %s', async (locale, label) => {
    const withApprenticeship: JobDetail = {
      ...JOB,
      pathway: {
        ...JOB.pathway!,
        routes: [
          {
            type: 'apprenticeship',
            duration: { en: '1 year', ms: '1 tahun' },
            description: { en: 'SLDN at a company.', ms: 'SLDN di syarikat.' },
          },
        ],
      },
    };
    show('education-pathway', locale, withApprenticeship);
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText(locale === 'en' ? 'SLDN at a company.' : 'SLDN di syarikat.')).toBeInTheDocument();
    expect(screen.queryByText(locale === 'en' ? 'Other' : 'Lain-lain')).not.toBeInTheDocument();
  });

  it('says salary is coming soon when there is no salary, but still shows the career ladder', async () => {
    show('salary-and-progression');
    expect(await screen.findByRole('heading', { level: 2, name: 'Salary and progression' })).toBeInTheDocument();
    const note = screen.getByRole('note');
    expect(within(note).getByRole('heading', { level: 3, name: 'Coming soon' })).toBeInTheDocument();
    expect(note).toHaveTextContent('We only publish what we can back with a source.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Career ladder' })).toBeInTheDocument();
    expect(screen.getByText('Sister')).toBeInTheDocument();
  });

  it('says coming soon in Malay when there is no salary', async () => {
    show('salary-and-progression', 'ms');
    const note = await screen.findByRole('note');
    expect(within(note).getByRole('heading', { name: 'Akan datang' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Kami hanya menerbitkan maklumat yang ada sumbernya.');
  });

  it('says what each pay figure is, with its own source, year and link; the group median is not in the table', async () => {
    show('salary-and-progression', 'en', WITH_SALARY);
    expect(await screen.findByRole('heading', { level: 3, name: 'Monthly pay for this job' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
    expect(row('Entry')).toHaveTextContent(
      /^Entry\s*RM\s?2,000Starting basic pay in the public service, before allowances/,
    );
    expect(row('Senior')).toHaveTextContent(/RM\s?3,000 – RM\s?9,000Public-service pay for the grade, from its lowest/);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(table).not.toHaveTextContent(/3,541|median|All levels/i);
    expect(within(row('Entry')).getByRole('link', { name: 'Source: Test schedule (2016)' })).toHaveAttribute(
      'href',
      'https://example.org/schedule',
    );
    const context = screen.getByRole('complementary', { name: 'For context: the wider occupation group' });
    expect(context).toHaveTextContent(
      /Malaysian citizen employees in the occupation group “Technicians and associate professionals” earned a median of RM\s?3,541 a month in 2024, across all levels of experience\. This is the whole group, not this job’s pay\./,
    );
    expect(within(context).getByRole('link', { name: 'Source: Test survey (2024)' })).toHaveAttribute(
      'href',
      'https://example.org/survey',
    );
  });

  it('with only a group median, says the job has no figure of its own and gives the median as context (ms)', async () => {
    show('salary-and-progression', 'ms', {
      ...WITH_SALARY,
      salary: { ...WITH_SALARY.salary!, entry: null, senior: null },
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Gaji bulanan pekerjaan ini' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText('Kami belum menemui angka gaji yang diterbitkan khusus untuk pekerjaan ini.'),
    ).toBeInTheDocument();
    const context = screen.getByRole('complementary', { name: 'Sebagai gambaran: kumpulan pekerjaan yang lebih luas' });
    expect(context).toHaveTextContent(
      /Pekerja warganegara Malaysia dalam kumpulan pekerjaan “Juruteknik dan profesional bersekutu” menerima gaji penengah RM\s?3,541 sebulan pada 2024, merangkumi semua tahap pengalaman\. Angka ini bagi seluruh kumpulan, bukan gaji pekerjaan ini\./,
    );
    expect(within(context).getByRole('link', { name: 'Sumber: Test survey (2024)' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows only the coming-soon note for a job whose guide is not written yet', async () => {
    show(null, 'en', { ...JOB, en_data_status: 'coming_soon' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Coming soon' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows one coming-soon heading on the coming-soon sub-page', async () => {
    show('coming-soon', 'ms');
    expect(await screen.findAllByRole('heading', { name: 'Akan datang' })).toHaveLength(1);
  });

  it('announces route:not-found for an unknown slug', async () => {
    const seen: BusEvents['route:not-found'][] = [];
    const off = on('route:not-found', (p) => seen.push(p));
    serve(null);
    const { container } = open('/en/jobs/no-such-job');
    await waitFor(() => expect(seen).toEqual([{ path: '/en/jobs/no-such-job' }]));
    expect(container).toBeEmptyDOMElement();
    off();
  });

  it('ignores a late answer for a slug the user has already left', async () => {
    const seen: BusEvents['route:not-found'][] = [];
    const off = on('route:not-found', (p) => seen.push(p));
    let answerOld: () => void = () => undefined;
    const oldAnswered = new Promise<void>((r) => (answerOld = r));
    server.use(
      http.get(api('/jobs/old-slug'), async () => {
        await oldAnswered;
        return HttpResponse.json({ error: { code: 'JOB_NOT_FOUND' } }, { status: 404 });
      }),
      http.get(api('/jobs/nurse'), () => HttpResponse.json({ data: JOB })),
    );
    open('/en/jobs/old-slug');
    await act(async () => navigate('/en/jobs/nurse'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    answerOld();
    await delay(50);
    expect(seen).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
    off();
  });

  it('offers to try again when the guide fails to load', async () => {
    server.use(
      http.get(api('/jobs/nurse'), () => HttpResponse.json({ error: { code: 'INTERNAL_ERROR' } }, { status: 500 }), {
        once: true,
      }),
      http.get(api('/jobs/nurse'), () => HttpResponse.json({ error: { code: 'INTERNAL_ERROR' } }, { status: 500 }), {
        once: true,
      }),
      http.get(api('/jobs/nurse'), () => HttpResponse.json({ data: JOB })),
    );
    const seen = busyPages();
    open('/en/jobs/nurse');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this job guide right now.');
    expect(seen).toEqual([]); // a 500, after its one retry, is not a busy server: the page stays
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nurse' })).toBeInTheDocument();
  });

  it.each(['en', 'ms'] as const)('shows the 504 page when the guide meets a busy server (%s)', async (locale) => {
    const calls = failWith(503);
    const seen = busyPages();
    const slug = locale === 'ms' ? 'jururawat' : 'nurse';
    open(buildPath('jobs.detail', locale, { slug }), locale);
    await waitFor(() => expect(seen).toEqual([503]));
    expect(calls.count).toBe(2); // the HTTP client's one retry (spec §7), none from the data layer
  });

  it('shows the 504 page when no answer comes at all', async () => {
    server.use(http.get(api('/jobs/nurse'), () => HttpResponse.error()));
    const seen = busyPages();
    open('/en/jobs/nurse');
    await waitFor(() => expect(seen).toEqual([0]));
  });

  it.each([
    ['en', null],
    ['ms', null],
    ['en', 'salary-and-progression'],
    ['ms', 'education-pathway'],
  ] as const)('has no accessibility violations (%s, %s)', async (locale, section) => {
    const { container } = show(section, locale, WITH_SALARY);
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations(container)).toEqual([]);
  });
});
