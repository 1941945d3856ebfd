/** @jest-environment ./test/msw-environment.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  configure,
  emit,
  getCookie,
  getLocal,
  on,
  removeCookie,
  resetBus,
  resetHttp,
  setCookie,
  setLocal,
  type Locale,
} from 'shared-kit';
import { resetQueryClient } from 'shared-kit/query';
import { renderIntl } from '../testing/render';
import { CompareTrayBar, JobActions, ReadMark, resetGuideReads, useGuideRead, type JobRef } from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetQueryClient();
});
afterAll(() => server.close());
beforeEach(() => {
  resetHttp();
  resetBus();
  configure({ apiBase: '/api', apiVersion: '/v1' });
  resetGuideReads();
  window.localStorage.clear();
  for (const c of ['authorization_token', 'savedBookmarksCount', 'readJobGuidesList'] as const) removeCookie(c);
});

const api = (path: string) => `https://localhost/api/v1${path}`;
const job = (id: number, slug: string, name: string, name_bm: string): JobRef => ({
  id,
  slug,
  slug_bm: `${slug}-bm`,
  name,
  name_bm,
});
const nurse = job(1001, 'nurse', 'Nurse', 'Jururawat');
const doctor = job(1002, 'medical-doctor', 'Medical Doctor', 'Doktor Perubatan');
const chef = job(1003, 'chef', 'Chef', 'Cef');
const pilot = job(1004, 'pilot', 'Pilot', 'Juruterbang');

function signIn() {
  setCookie('authorization_token', 'tok');
}

function savedJobs(ids: number[]) {
  server.use(
    mock.get(api('/user/saved-jobs'), () =>
      HttpResponse.json({
        type: 'success',
        count: ids.length,
        data: ids.map((id) => ({ ...nurse, id, industry: 'health', saved_at: '2026-11-01T00:00:00Z' })),
      }),
    ),
  );
}

const T = {
  en: { save: /^Save/, saved: /^Saved/, compare: /^Compare/, full: 'You can compare up to 3 jobs' },
  ms: { save: /^Simpan/, saved: /^Disimpan/, compare: /^Bandingkan/, full: 'Anda boleh membandingkan sehingga 3' },
} as const;

describe.each(['en', 'ms'] as Locale[])('job actions in %s', (locale) => {
  const t = T[locale];

  test('a visitor pressing Save gets the sign-up dialog with the job context; the save waits for sign-in', () => {
    const asked: unknown[] = [];
    on('account:open-signup', (p) => asked.push(p));
    renderIntl(<JobActions job={nurse} />, { locale });
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(asked).toEqual([{ context: 'job' }]);
    expect(getLocal('pendingJobAction')).toEqual({ kind: 'save', id: 1001, slug: 'nurse' });
  });

  test('signed in: shows what is saved, saves and unsaves through the API, and the count is announced', async () => {
    signIn();
    savedJobs([1002]);
    const posted: unknown[] = [];
    const deleted: string[] = [];
    server.use(
      mock.post(api('/user/saved-jobs'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ type: 'success', data: { job_id: 1001, saved: true, count: 2 } });
      }),
      mock.delete(api('/user/saved-jobs/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ type: 'success', data: { job_id: 1002, saved: false, count: 0 } });
      }),
    );
    const counts: string[] = [];
    on('state:changed', (c) => c.key === 'savedBookmarksCount' && counts.push(c.key));
    renderIntl(
      <>
        <JobActions job={nurse} />
        <JobActions job={doctor} size="row" />
      </>,
      { locale },
    );
    const doctorSave = await screen.findByRole('button', {
      name: new RegExp(`${t.saved.source}.*${locale === 'ms' ? 'Doktor' : 'Medical'}`),
    });
    expect(doctorSave).toHaveAttribute('aria-pressed', 'true');
    const nurseSave = screen.getByRole('button', {
      name: new RegExp(`${t.save.source}\\W*${locale === 'ms' ? 'Jururawat' : 'Nurse'}$`),
    });
    expect(nurseSave).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(nurseSave);
    await waitFor(() => expect(getCookie('savedBookmarksCount')).toBe(2));
    expect(posted).toEqual([{ job_id: 1001 }]);
    expect(
      await screen.findByText(
        locale === 'ms' ? 'Jururawat disimpan dalam profil anda.' : 'Nurse is saved in your profile.',
      ),
    ).toBeInTheDocument();

    fireEvent.click(doctorSave);
    await waitFor(() => expect(getCookie('savedBookmarksCount')).toBe(0));
    expect(deleted).toEqual(['1002']);
    expect(counts.length).toBe(2);
  });

  test('a failed save says so and changes nothing', async () => {
    signIn();
    savedJobs([]);
    server.use(mock.post(api('/user/saved-jobs'), () => HttpResponse.json({ error: { code: 'X' } }, { status: 500 })));
    renderIntl(<JobActions job={nurse} />, { locale });
    await waitFor(() => expect(screen.getByRole('button', { name: t.save })).toHaveAttribute('aria-pressed', 'false'));
    fireEvent.click(screen.getByRole('button', { name: t.save }));
    expect(
      await screen.findByText(locale === 'ms' ? /Kami tidak dapat menyimpannya/ : /We could not save that/),
    ).toBeInTheDocument();
    expect(getCookie('savedBookmarksCount')).toBe(0);
  });

  test('compare: three jobs go in the tray, a fourth is refused in a polite live region', () => {
    signIn();
    savedJobs([]);
    renderIntl(
      <>
        {[nurse, doctor, chef, pilot].map((j) => (
          <JobActions key={j.id} job={j} size="row" />
        ))}
        <CompareTrayBar />
      </>,
      { locale },
    );
    const compareButtons = screen.getAllByRole('button', { name: t.compare });
    for (const b of compareButtons.slice(0, 3)) fireEvent.click(b);
    expect(getLocal('compareJobs')).toEqual(['nurse', 'medical-doctor', 'chef']);
    fireEvent.click(compareButtons[3]!);
    expect(getLocal('compareJobs')).toEqual(['nurse', 'medical-doctor', 'chef']);
    const refusal = screen.getByText(new RegExp(t.full));
    expect(refusal).toHaveAttribute('role', 'status');
    expect(compareButtons[3]).toHaveAttribute('aria-pressed', 'false');
    // The tray links to the comparison with the slugs in the URL.
    const link = screen.getByRole('link', { name: locale === 'ms' ? 'Lihat perbandingan' : 'See the comparison' });
    expect(link.getAttribute('href')).toBe(
      `${locale === 'ms' ? '/ms/banding-pekerjaan' : '/en/compare-jobs'}?jobs=nurse%2Cmedical-doctor%2Cchef`,
    );
    // Taking one out makes room.
    fireEvent.click(compareButtons[0]!);
    expect(getLocal('compareJobs')).toEqual(['medical-doctor', 'chef']);
  });

  test('a visitor compares two jobs, told before the third that three need an account; the third asks to sign up and is remembered', () => {
    const asked: unknown[] = [];
    on('account:open-signup', (p) => asked.push(p));
    renderIntl(
      <>
        {[nurse, doctor, chef].map((j) => (
          <JobActions key={j.id} job={j} size="row" />
        ))}
        <CompareTrayBar />
      </>,
      { locale },
    );
    const buttons = screen.getAllByRole('button', { name: t.compare });
    fireEvent.click(buttons[0]!);
    fireEvent.click(buttons[1]!);
    expect(asked).toEqual([]);
    // Before the third press: the bubble and the tray both say it (decision 267).
    expect(screen.getAllByRole('status')[1]).toHaveTextContent(
      locale === 'ms'
        ? 'ditambah ke perbandingan (2 daripada 2). Pelawat boleh membandingkan 2 pekerjaan; cipta akaun untuk membandingkan 3.'
        : 'added to the comparison (2 of 2). Visitors can compare 2 jobs; create an account to compare 3.',
    );
    const tray = screen.getByRole('complementary');
    expect(tray).toHaveTextContent(
      locale === 'ms'
        ? '2 daripada 2 pekerjaan dipilihLihat perbandinganPelawat boleh membandingkan 2 pekerjaan. Cipta akaun untuk membandingkan 3'
        : '2 of 2 jobs to compareSee the comparisonVisitors can compare 2 jobs. Create an account to compare 3',
    );
    fireEvent.click(
      within(tray).getByRole('button', {
        name: locale === 'ms' ? 'Cipta akaun untuk membandingkan 3' : 'Create an account to compare 3',
      }),
    );
    expect(asked).toEqual([{ context: 'compareJobs' }]);
    asked.length = 0;
    fireEvent.click(buttons[2]!);
    expect(asked).toEqual([{ context: 'compareJobs' }]);
    expect(getLocal('compareJobs')).toEqual(['nurse', 'medical-doctor']);
    expect(getLocal('pendingJobAction')).toEqual({ kind: 'compare', id: 1003, slug: 'chef' });
  });

  test('the tray survives a reload and follows another tab', () => {
    signIn();
    savedJobs([]);
    setLocal('compareJobs', ['nurse']);
    renderIntl(<CompareTrayBar />, { locale });
    expect(screen.getByRole('complementary')).toHaveTextContent(
      locale === 'ms' ? '1 daripada 3 pekerjaan dipilih' : '1 of 3 jobs to compare',
    );
    act(() => {
      // Another tab wrote the tray: the bus brings the announcement.
      setLocal('compareJobs', ['nurse', 'chef']);
      emit('state:changed', { area: 'local', key: 'compareJobs' });
    });
    expect(screen.getByRole('complementary')).toHaveTextContent(locale === 'ms' ? '2 daripada 3' : '2 of 3');
  });

  test('the read mark shows for a guide read on this device, quietly', () => {
    setCookie('readJobGuidesList', [1001]);
    setLocal('visitedRoutes', [1003]);
    renderIntl(
      <ul>
        {[nurse, doctor, chef].map((j) => (
          <li key={j.id}>
            {j.name} <ReadMark jobId={j.id} />
          </li>
        ))}
      </ul>,
      { locale },
    );
    const long = locale === 'ms' ? 'Anda sudah membaca panduan ini' : 'You have read this guide';
    expect(screen.getAllByText(long)).toHaveLength(2);
    expect(screen.getByText('Medical Doctor').textContent).not.toContain(long);
  });
});

function GuideRead({ id }: { id: number }) {
  const { hasRead } = useGuideRead(id);
  return <p>{hasRead === null ? 'unknown' : hasRead ? 'read before' : 'first read'}</p>;
}

describe('reading a guide', () => {
  test('a visitor: asks has_read with this device list, then records the read in both keys', async () => {
    setCookie('readJobGuidesList', [1002]);
    const bodies: unknown[] = [];
    server.use(
      mock.post('https://localhost/api/userData/user-job-data', async ({ request }) => {
        const body = (await request.json()) as { job_id: number; readJobGuidesList: number[] };
        bodies.push(body);
        return HttpResponse.json({
          type: 'success',
          data: { job_id: body.job_id, has_read: body.readJobGuidesList.includes(body.job_id), is_saved: false },
        });
      }),
    );
    renderIntl(<GuideRead id={1001} />);
    expect(await screen.findByText('first read')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ job_id: 1001, readJobGuidesList: [1002] });
    await waitFor(() => expect(getCookie('readJobGuidesList')).toEqual([1002, 1001]));
    expect(getLocal('visitedRoutes')).toEqual([1001]);
  });

  test('signed in: the read goes to the account; it stays on the device only when that fails', async () => {
    signIn();
    const sent: unknown[] = [];
    let fail = false;
    server.use(
      mock.post('https://localhost/api/userData/user-job-data', () =>
        HttpResponse.json({ type: 'success', data: { job_id: 1001, has_read: true, is_saved: false } }),
      ),
      mock.post(api('/user/bulk-save-read-job'), async ({ request }) => {
        sent.push(await request.json());
        return fail
          ? HttpResponse.json({ error: { code: 'X' } }, { status: 500 })
          : HttpResponse.json({ type: 'success', data: { saved: 1, skipped: 0 } });
      }),
    );
    const { unmount } = renderIntl(<GuideRead id={1001} />);
    expect(await screen.findByText('read before')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ job_ids: [1001] }]));
    expect(getLocal('visitedRoutes')).toEqual([]);
    // The guide's routed twin mounts again: the same answer, no second check, no second record.
    unmount();
    renderIntl(<GuideRead id={1001} />);
    expect(await screen.findByText('read before')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    fail = true;
    renderIntl(<GuideRead id={1005} />);
    await waitFor(() => expect(getLocal('visitedRoutes')).toEqual([1005]));
  });
});

describe('a row’s status line', () => {
  test('goes after 5 seconds, so it never hides the rows below for long', () => {
    jest.useFakeTimers();
    try {
      renderIntl(<JobActions job={nurse} size="row" />);
      fireEvent.click(screen.getByRole('button', { name: /^Compare/ }));
      expect(screen.getByRole('status')).toHaveTextContent(
        'Nurse added to the comparison (1 of 2). Visitors can compare 2 jobs; create an account to compare 3.',
      );
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });
});
