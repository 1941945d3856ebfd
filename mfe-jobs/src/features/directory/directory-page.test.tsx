/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DirectoryGroup, JobListItem } from 'api/contract';

type DirectoryJob = DirectoryGroup['jobs'][number];
import { on } from 'shared-kit';
import { resetQueryClient } from 'shared-kit/query';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { PAGES } from '../../pages';
import { DIRECTORY_FIRST_PAGE } from './api/get-directory';
import { DirectoryFirstView } from './directory-first-view';
import { DirectoryPage } from './directory-page';

const messages = { en, ms };
startApiServer();

function job(
  id: number,
  industry: string,
  name: string,
  name_bm: string,
  slug: string,
  slug_bm: string,
  bm: JobListItem['bm_data_status'] = 'complete',
  tvet = false,
): DirectoryJob {
  return {
    tvet,
    id,
    name,
    name_bm,
    industry,
    slug,
    slug_bm,
    en_data_status: 'complete',
    bm_data_status: bm,
    search_name: name.toLowerCase(),
    search_name_bm: name_bm.toLowerCase(),
  };
}

type Group = Omit<DirectoryGroup, 'count' | 'tvet_count'>;

/** The API's answer for these groups: each with its counts; with `limit`, only the first jobs. */
function answerFor(groups: readonly Group[], limit = Infinity): DirectoryGroup[] {
  let left = limit;
  return groups.map((g) => {
    const jobs = g.jobs.slice(0, Math.max(0, left));
    left -= jobs.length;
    return { ...g, count: g.jobs.length, tvet_count: g.jobs.filter((j) => j.tvet).length, jobs };
  });
}

const GROUPS: Group[] = [
  {
    id: 'health',
    name: 'Health',
    name_bm: 'Kesihatan',
    jobs: [
      job(1, 'health', 'Nurse', 'Jururawat', 'nurse', 'jururawat', 'complete', true),
      job(2, 'health', 'Pharmacist', 'Ahli farmasi', 'pharmacist', 'ahli-farmasi', 'coming_soon'),
    ],
  },
  {
    id: 'ict',
    name: 'ICT',
    name_bm: 'ICT',
    jobs: [job(3, 'ict', 'Software developer', 'Pembangun perisian', 'software-developer', 'pembangun-perisian')],
  },
];

/** Jobs, a function making a (fresh) response, or a promise that never settles. */
type Answer = Group[] | (() => Response) | Promise<never>;

const limitsAsked = new WeakMap<string[], (string | null)[]>();
/** The `limit` of each GET directory a serveDirectory() recorded (null: the whole list). */
const limitsOf = (langs: string[]) => limitsAsked.get(langs);

/**
 * The API answers GET directory with each answer in turn (the last one repeats), cut to `limit` as
 * the API does; the langs asked are recorded, and the limits (none: the whole list) in `limits`.
 */
function serveDirectory(...answers: Answer[]) {
  const langs: string[] = [];
  const limits: (string | null)[] = [];
  limitsAsked.set(langs, limits);
  server.use(
    http.get(api('/directory'), async ({ request }) => {
      const params = new URL(request.url).searchParams;
      langs.push(params.get('lang') ?? '');
      limits.push(params.get('limit'));
      const answer = await answers[Math.min(langs.length - 1, answers.length - 1)]!;
      if (typeof answer === 'function') return answer();
      return HttpResponse.json({ data: answerFor(answer, Number(params.get('limit') ?? Infinity)) });
    }),
  );
  return langs;
}

const failure = (status: number) => () =>
  HttpResponse.json({ error: { code: 'X', message: 'x', messageKey: 'errors.x' } }, { status });

function busyPages() {
  const seen: number[] = [];
  on('app:server-busy', (p) => seen.push(p.status));
  return seen;
}

/** The list's own count line (each row's job actions have a status line of their own). */
const countLine = () => screen.getAllByRole('status').find((el) => el.classList.contains('jobs-directory__count'))!;

describe('DirectoryPage', () => {
  it('groups jobs by industry with counts and English paths', async () => {
    const langs = serveDirectory(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'en', messages, path: '/en/directory/all-jobs' });
    // The heading comes with the rows (decision 366): until then the first paint, here a spinner.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'All jobs' })).toBeInTheDocument();
    expect(screen.getByText(/^3 jobs in 2 industries\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(langs).toEqual(['en']);
    expect(document.title).toBe('All jobs · Laluan Kerjaya');

    const health = screen.getByRole('region', { name: 'Health' });
    expect(health).toHaveAttribute('id', 'industry-health');
    expect(within(health).getAllByRole('listitem')).toHaveLength(2);
    expect(within(health).getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/en/jobs/nurse');
    expect(within(health).getByRole('link', { name: 'Pharmacist' })).toHaveAttribute('href', '/en/jobs/pharmacist');
    expect(within(health).queryByText(/coming soon/)).not.toBeInTheDocument();
    const ict = screen.getByRole('region', { name: 'ICT' });
    expect(within(ict).getByRole('link', { name: 'Software developer' })).toHaveAttribute(
      'href',
      '/en/jobs/software-developer',
    );
  });

  it('shows Malay names, Malay slugs and the Malay coming-soon note', async () => {
    const langs = serveDirectory(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'ms', messages, path: '/ms/direktori/semua-pekerjaan' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Semua pekerjaan' })).toBeInTheDocument();
    expect(screen.getByText(/^3 pekerjaan dalam 2 industri\./)).toBeInTheDocument();
    expect(langs).toEqual(['ms']);
    expect(document.title).toBe('Semua pekerjaan · Laluan Kerjaya');
    const health = screen.getByRole('region', { name: 'Kesihatan' });
    expect(within(health).getByRole('link', { name: 'Jururawat' })).toHaveAttribute('href', '/ms/pekerjaan/jururawat');
    expect(within(health).getByRole('link', { name: 'Ahli farmasi akan datang' })).toHaveAttribute(
      'href',
      '/ms/pekerjaan/ahli-farmasi',
    );
    expect(within(health).getByText(/akan datang/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kesihatan: 2 pekerjaan' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Industri' })).toHaveDisplayValue('Semua industri');
    expect(screen.getByRole('checkbox', { name: 'Hanya pekerjaan yang ada laluan TVET' })).not.toBeChecked();
  });

  it('lists each industry as a list that tells its size and each row its position', async () => {
    serveDirectory(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'en', messages });
    const health = await screen.findByRole('list', { name: 'Health: 2 jobs' });
    const rows = within(health).getAllByRole('listitem');
    expect(rows.map((li) => [li.getAttribute('aria-posinset'), li.getAttribute('aria-setsize')])).toEqual([
      ['1', '2'],
      ['2', '2'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Health' })).toHaveAttribute('id', 'industry-h-health');
    expect(screen.getByRole('list', { name: 'ICT: 1 job' })).toBeInTheDocument();
  });

  it("asks for the first page only, with every job's place; the rest when the keyboard comes into the list", async () => {
    const many: Group[] = [
      {
        id: 'big',
        name: 'Big',
        name_bm: 'Besar',
        jobs: Array.from({ length: 300 }, (_, i) =>
          job(100 + i, 'big', `Job ${i}`, `Kerja ${i}`, `job-${i}`, `kerja-${i}`),
        ),
      },
      { id: 'ict', name: 'ICT', name_bm: 'ICT', jobs: [job(3, 'ict', 'Developer', 'Pembangun', 'dev', 'pembangun')] },
    ];
    const langs = serveDirectory(many);
    renderIntl(<DirectoryPage />, { locale: 'en', messages });
    // The lead line and the filters from the whole counts; the list as long as the whole list.
    expect(await screen.findByText(/^301 jobs in 2 industries\./)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Big: 300 jobs' });
    expect(list).toHaveStyle({ height: `${300 * 52}px` });
    const rows = within(list).getAllByRole('listitem');
    // jsdom's window is 768 px tall: 768 / 52 ≈ 15 rows, plus the overscan of 5 (spec §9).
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(30);
    expect(rows[0]).toHaveAttribute('aria-setsize', '300');
    expect(screen.getByRole('option', { name: 'ICT' })).toBeInTheDocument();
    expect(countLine()).toHaveTextContent(/^$/);
    expect(limitsOf(langs)).toEqual([`${DIRECTORY_FIRST_PAGE}`]);

    act(() => within(rows[0]!).getByRole('link', { name: 'Job 0' }).focus());
    await waitFor(() => expect(limitsOf(langs)).toEqual([`${DIRECTORY_FIRST_PAGE}`, null]));
    expect(within(screen.getByRole('list', { name: 'Big: 300 jobs' })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Job 0',
    );
  });

  it('a job not here yet keeps its place and says it is loading; its row being drawn asks for the rest (ms)', async () => {
    const many: Group[] = [
      {
        id: 'b',
        name: 'B',
        name_bm: 'B',
        jobs: Array.from({ length: 60 }, (_, i) =>
          job(10 + i, 'b', `Job ${i}`, `Kerja ${i}`, `job-${i}`, `kerja-${i}`),
        ),
      },
    ];
    // A tall window (4,000 px ≈ 75 rows): the rows after the first page's 40 are drawn at once.
    const height = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { value: 4000, configurable: true });
    try {
      let release: () => void = () => undefined;
      const held = new Promise<Group[]>((r) => (release = () => r(many)));
      const langs = serveDirectory(many, held as unknown as Promise<never>);
      renderIntl(<DirectoryPage />, { locale: 'ms', messages });
      const list = await screen.findByRole('list', { name: 'B: 60 pekerjaan' });
      expect(list).toHaveStyle({ height: `${60 * 52}px` });
      expect(within(list).getByRole('link', { name: 'Kerja 39' })).toBeInTheDocument();
      const pending = within(list).getAllByText('Sedang dimuatkan…');
      expect(pending.length).toBeGreaterThan(10);
      expect(pending[0]!.closest('li')).toHaveAttribute('aria-posinset', '41');
      await waitFor(() => expect(limitsOf(langs)).toEqual([`${DIRECTORY_FIRST_PAGE}`, null]));
      release();
      expect(await within(list).findByRole('link', { name: 'Kerja 40' })).toBeInTheDocument();
      expect(within(list).queryByText('Sedang dimuatkan…')).not.toBeInTheDocument();
      expect(limitsOf(langs)).toHaveLength(2);
    } finally {
      Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
    }
  });

  it('a filter in the URL asks for every job at once (a first page cannot be filtered), in Malay', async () => {
    const many: Group[] = [
      {
        id: 'big',
        name: 'Big',
        name_bm: 'Besar',
        jobs: Array.from({ length: 60 }, (_, i) =>
          job(100 + i, 'big', `Job ${i}`, `Kerja ${i}`, `job-${i}`, `kerja-${i}`, 'complete', i >= 50),
        ),
      },
    ];
    const langs = serveDirectory(many);
    renderIntl(<DirectoryPage />, { locale: 'ms', messages, path: '/ms/direktori/semua-pekerjaan?tvet=1' });
    expect(await screen.findByRole('list', { name: 'Besar: 10 pekerjaan' })).toBeInTheDocument();
    expect(countLine()).toHaveTextContent('Menunjukkan 10 daripada 60 pekerjaan');
    expect(screen.getByRole('link', { name: 'Kerja 50' })).toBeInTheDocument();
    expect(limitsOf(langs)).toEqual([`${DIRECTORY_FIRST_PAGE}`, null]);
  });

  it.each([500, 503])(
    'when the rest fails (%s), the first page stays with a notice and a retry, not the 504 page',
    async (status) => {
      const many: Group[] = [
        {
          id: 'big',
          name: 'Big',
          name_bm: 'Besar',
          jobs: Array.from({ length: 50 }, (_, i) =>
            job(100 + i, 'big', `Job ${i}`, `Kerja ${i}`, `job-${i}`, `kerja-${i}`),
          ),
        },
      ];
      const langs = serveDirectory(many, failure(status), failure(status), many);
      const seen = busyPages();
      renderIntl(<DirectoryPage />, { locale: 'en', messages });
      const row = await screen.findByRole('link', { name: 'Job 0' });
      act(() => row.focus());
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('We could not load the jobs right now.');
      expect(screen.getByRole('link', { name: 'Job 0' })).toBeInTheDocument();
      await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('list', { name: 'Big: 50 jobs' })).toBeInTheDocument();
      expect(langs).toHaveLength(4);
      expect(seen).toEqual([]);
    },
  );

  it("the page's declared first data is the first page this list asks for (the server embeds it)", () => {
    expect(PAGES.directory.firstData).toBe(`/directory?lang=:locale&limit=${DIRECTORY_FIRST_PAGE}`);
  });

  it('filters by industry and by TVET through the URL, and says how many are shown', async () => {
    serveDirectory(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'en', messages, path: '/en/directory/all-jobs' });
    const industry = await screen.findByRole('combobox', { name: 'Industry' });
    await userEvent.selectOptions(industry, 'Health');
    expect(window.location.search).toBe('?industry=health');
    expect(screen.queryByRole('region', { name: 'ICT' })).not.toBeInTheDocument();
    expect(countLine()).toHaveTextContent('Showing 2 of 3 jobs');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only jobs with a TVET route' }));
    expect(window.location.search).toBe('?industry=health&tvet=1');
    expect(screen.getByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pharmacist/ })).not.toBeInTheDocument();
    expect(countLine()).toHaveTextContent('Showing 1 of 3 jobs');
    await userEvent.selectOptions(industry, 'ICT');
    expect(screen.getByText('No job matches these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show all jobs' }));
    expect(window.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Software developer' })).toBeInTheDocument();
  });

  it('opens with the filters of the URL (a shared link), in Malay', async () => {
    serveDirectory(GROUPS);
    renderIntl(<DirectoryPage />, { locale: 'ms', messages, path: '/ms/direktori/semua-pekerjaan?tvet=1' });
    expect(await screen.findByRole('checkbox', { name: 'Hanya pekerjaan yang ada laluan TVET' })).toBeChecked();
    expect(countLine()).toHaveTextContent('Menunjukkan 1 daripada 3 pekerjaan');
    expect(screen.getByRole('link', { name: 'Jururawat' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ICT' })).not.toBeInTheDocument();
  });

  it('uses the singular for one job in one industry', async () => {
    serveDirectory([GROUPS[1]!]);
    renderIntl(<DirectoryPage />, { locale: 'en', messages });
    expect(await screen.findByText(/^1 job in 1 industry\./)).toBeInTheDocument();
  });

  it('shows a loading state first', () => {
    serveDirectory(new Promise<never>(() => undefined));
    renderIntl(<DirectoryPage />, { locale: 'ms', messages });
    expect(screen.getByRole('status')).toHaveTextContent('Sedang dimuatkan…');
  });

  it('says when the list failed to load and tries again on request', async () => {
    // 500, and 500 again on the HTTP client's one retry: not a busy server, so the page says so.
    const langs = serveDirectory(failure(500), failure(500), GROUPS);
    const seen = busyPages();
    renderIntl(<DirectoryPage />, { locale: 'en', messages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the jobs right now.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Nurse' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(langs).toHaveLength(3);
    expect(seen).toEqual([]);
  });

  it('says so in Malay when the list failed to load', async () => {
    serveDirectory(failure(500));
    renderIntl(<DirectoryPage />, { locale: 'ms', messages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Senarai pekerjaan tidak dapat dimuatkan buat masa ini.');
    expect(within(alert).getByRole('button', { name: 'Cuba lagi' })).toBeInTheDocument();
  });

  // The directory is the page's own data: a busy server or none at all shows the 504 page.
  it.each([
    ['en', 503],
    ['ms', 503],
    ['en', 502],
  ] as const)('shows the 504 page when the directory answers %s %s', async (locale, status) => {
    const langs = serveDirectory(failure(status));
    const seen = busyPages();
    renderIntl(<DirectoryPage />, { locale, messages });
    await waitFor(() => expect(seen).toEqual([status]));
    expect(langs).toHaveLength(2); // one retry (spec §7)
  });

  it.each(['en', 'ms'] as const)('has no accessibility violations, loaded and failed (%s)', async (locale) => {
    serveDirectory(GROUPS, failure(404));
    const first = renderIntl(<DirectoryPage />, { locale, messages });
    await screen.findAllByRole('region');
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();
    resetQueryClient(); // else the second page shows the cached list
    const second = renderIntl(<DirectoryPage />, { locale, messages });
    await screen.findByRole('alert');
    expect(await axeViolations(second.container)).toEqual([]);
  });
});

describe('DirectoryFirstView (the server paint, decisions 351 and 366)', () => {
  it.each([
    [
      'en',
      '/en/directory/all-jobs',
      'All jobs',
      /^3 jobs in 2 industries\. Pick one/,
      'Health',
      'Nurse',
      '/en/jobs/nurse',
    ],
    [
      'ms',
      '/ms/direktori/semua-pekerjaan',
      'Semua pekerjaan',
      /^3 pekerjaan dalam 2 industri\./,
      'Kesihatan',
      'Jururawat',
      '/ms/pekerjaan/jururawat',
    ],
  ] as const)(
    'shows the lead and the first page’s rows as links to their guides, as the app draws them (%s)',
    async (locale, path, title, lead, industry, nurse, href) => {
      serveDirectory(GROUPS);
      renderIntl(<DirectoryFirstView />, { locale, messages, path });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByText(lead)).toBeInTheDocument();
      const group = screen.getByRole('region', { name: industry });
      expect(group).toHaveAttribute('id', 'industry-health');
      expect(within(group).getByRole('link', { name: nurse })).toHaveAttribute('href', href);
      const rows = within(group).getAllByRole('listitem');
      expect(rows.map((r) => [r.getAttribute('aria-posinset'), r.getAttribute('aria-setsize')])).toEqual([
        ['1', '2'],
        ['2', '2'],
      ]);
      // The filters are there as the app shows them (the server's harness makes their form inert).
      expect(screen.getByRole('combobox')).toHaveDisplayValue(locale === 'ms' ? 'Semua industri' : 'All industries');
      expect(screen.getByRole('checkbox')).not.toBeChecked();
      expect(await axeViolations(document.body)).toEqual([]);
    },
  );

  it('shows only the first page: an industry cut short says its whole size', async () => {
    const many: Group[] = [
      {
        id: 'health',
        name: 'Health',
        name_bm: 'Kesihatan',
        jobs: Array.from({ length: DIRECTORY_FIRST_PAGE + 5 }, (_, i) =>
          job(100 + i, 'health', `Job ${i}`, `Kerja ${i}`, `job-${i}`, `kerja-${i}`),
        ),
      },
      GROUPS[1]!,
    ];
    serveDirectory(many);
    renderIntl(<DirectoryFirstView />, { locale: 'en', messages, path: '/en/directory/all-jobs' });
    const list = await screen.findByRole('list', { name: `Health: ${DIRECTORY_FIRST_PAGE + 5} jobs` });
    expect(within(list).getAllByRole('link', { name: /^Job / })).toHaveLength(DIRECTORY_FIRST_PAGE);
    // An industry with no job in the first page is not drawn: the app draws it below, as pending rows.
    expect(screen.queryByRole('region', { name: 'ICT' })).not.toBeInTheDocument();
  });

  it('has no lead while the list is not there (it is not embedded)', () => {
    serveDirectory(new Promise<never>(() => undefined));
    renderIntl(<DirectoryFirstView />, { locale: 'en', messages, path: '/en/directory/all-jobs' });
    expect(screen.queryByText(/jobs in/)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
