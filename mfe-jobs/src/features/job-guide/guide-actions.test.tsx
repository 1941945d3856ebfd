/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, getLocal, on, removeCookie, type BusEvents, type Locale } from 'shared-kit';
import { resetGuideReads } from 'shared-kit/job-actions';
import { RemoteRoutes } from 'shared-kit/router';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { JOB } from './job.fixture';
import { JOB_GUIDE_PAGES } from './routed-guide';

startApiServer();
beforeEach(() => {
  resetGuideReads();
  window.localStorage.clear();
  removeCookie('readJobGuidesList');
  removeCookie('authorization_token');
});

/** The guide and the own-server read check, which answers has_read as told and records the bodies. */
function serve(hasRead: boolean) {
  const checks: unknown[] = [];
  server.use(
    http.get(api('/jobs/:slug'), () => HttpResponse.json({ data: JOB })),
    http.post('https://localhost/api/userData/user-job-data', async ({ request }) => {
      checks.push(await request.json());
      return HttpResponse.json({ type: 'success', data: { job_id: JOB.id, has_read: hasRead, is_saved: false } });
    }),
  );
  return checks;
}

const T = {
  en: {
    path: '/en/jobs/nurse',
    save: /^Save\W*Nurse$/,
    compare: /^Compare\W*Nurse$/,
    before: 'You have read this guide before',
  },
  ms: {
    path: '/ms/pekerjaan/jururawat',
    save: /^Simpan\W*Jururawat$/,
    compare: /^Bandingkan\W*Jururawat$/,
    before: 'Anda pernah membaca panduan ini',
  },
} as const;

describe.each(['en', 'ms'] as Locale[])('the job guide’s actions (%s)', (locale) => {
  const t = T[locale];
  const open = () =>
    renderIntl(<RemoteRoutes remote="mfe-jobs" pages={JOB_GUIDE_PAGES} />, {
      locale,
      messages: { en, ms },
      path: t.path,
    });

  it('a visitor pressing Save gets the sign-up dialog with the job context', async () => {
    serve(false);
    const asked: BusEvents['account:open-signup'][] = [];
    on('account:open-signup', (p) => asked.push(p));
    open();
    const save = await screen.findByRole('button', { name: t.save });
    await userEvent.click(save);
    expect(asked).toEqual([{ context: 'job' }]);
    expect(getLocal('pendingJobAction')).toEqual({ kind: 'save', id: JOB.id, slug: JOB.slug });
    expect(await axeViolations()).toEqual([]);
  });

  it('records the read after asking has_read; a first read shows no mark, Compare fills the tray', async () => {
    const checks = serve(false);
    open();
    const compare = await screen.findByRole('button', { name: t.compare });
    await waitFor(() => expect(getCookie('readJobGuidesList')).toEqual([JOB.id]));
    expect(checks).toEqual([{ job_id: JOB.id, readJobGuidesList: [] }]);
    expect(getLocal('visitedRoutes')).toEqual([JOB.id]);
    expect(screen.queryByText(t.before)).toBeNull();
    await userEvent.click(compare);
    expect(getLocal('compareJobs')).toEqual([JOB.slug]);
    const tray = screen.getByRole('complementary', {
      name: locale === 'ms' ? 'Pekerjaan untuk dibandingkan' : 'Jobs to compare',
    });
    expect(within(tray).getByRole('link').getAttribute('href')).toMatch(/\?jobs=nurse$/);
  });

  it('a guide read before says so, quietly', async () => {
    serve(true);
    open();
    expect(await screen.findByText(t.before)).toBeInTheDocument();
  });
});
