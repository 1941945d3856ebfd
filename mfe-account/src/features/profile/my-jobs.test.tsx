import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobListItem } from 'api/contract';
import { getCookie, removeCookie, setCookie, type Locale } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { serveProfile } from '../../../test/profile-fixtures';
import { api, apiError, http, HttpResponse, server } from '../../../test/network';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { ProfilePage } from './profile-page';
import { resultQuery } from './result-link';

const item = (id: number, name: string, name_bm: string, slug: string, slug_bm: string): JobListItem => ({
  id,
  name,
  name_bm,
  industry: 'health',
  slug,
  slug_bm,
  en_data_status: 'complete',
  bm_data_status: 'complete',
  search_name: name.toLowerCase(),
  search_name_bm: name_bm.toLowerCase(),
});
const NURSE = item(1001, 'Nurse', 'Jururawat', 'nurse', 'jururawat');
const CHEF = item(1002, 'Chef', 'Cef', 'chef', 'cef');

const SELECTIONS = [
  { label: 'helping_people', value: 'S' },
  { label: 'teaching', value: 'S' },
  { label: 'caring', value: 'S' },
  { label: 'drawing_and_painting', value: 'A' },
  { label: 'music', value: 'A' },
  { label: 'researching_and_investigating', value: 'I' },
  { label: 'creating_schedule', value: 'C' },
];
const LEAD = {
  id: '6f1c1f7e-8f65-4b7e-9d8a-5b0a4f3d2c11',
  user_type: 'student',
  answers: {},
  selections: SELECTIONS,
  result_code: 'SA',
  lang: 'en',
  created_at: '2026-11-20T03:00:00.000Z',
};

const T = {
  en: {
    path: '/en/my-profile',
    saved: 'Saved jobs',
    remove: 'Remove Nurse from your saved jobs',
    removed: 'Nurse is no longer in your saved jobs.',
    quiz: 'Your career quiz results',
    code: 'Result code SA',
    types: '(Social and Artistic)',
    when: 'Taken on 20 November 2026',
    open: 'Open the result SA of 20 November 2026',
    resultPath: '/en/career-quiz/your-personality',
    read: 'Guides you have read',
    savedEmpty: /No saved jobs yet/,
    quizEmpty: /No quiz results yet/,
    readEmpty: /The job guides you open are listed here/,
    directory: 'See all jobs',
    takeQuiz: 'Take the career quiz',
    failed: 'We could not load this list just now.',
    nurse: 'Nurse',
    chef: 'Chef',
  },
  ms: {
    path: '/ms/profil-saya',
    saved: 'Pekerjaan yang disimpan',
    remove: 'Buang Jururawat daripada pekerjaan yang disimpan',
    removed: 'Jururawat tidak lagi dalam senarai pekerjaan yang disimpan.',
    quiz: 'Keputusan kuiz kerjaya anda',
    code: 'Kod keputusan SA',
    types: '(Sosial dan Artistik)',
    when: 'Dijawab pada 20 November 2026',
    open: 'Buka keputusan SA bertarikh 20 November 2026',
    resultPath: '/ms/kuiz-kerjaya/personaliti-anda',
    read: 'Panduan yang telah anda baca',
    savedEmpty: /Belum ada pekerjaan yang disimpan/,
    quizEmpty: /Belum ada keputusan kuiz/,
    readEmpty: /Panduan kerjaya yang anda buka disenaraikan di sini/,
    directory: 'Lihat semua pekerjaan',
    takeQuiz: 'Jawab kuiz kerjaya',
    failed: 'Kami tidak dapat memuatkan senarai ini sekarang.',
    nurse: 'Jururawat',
    chef: 'Cef',
  },
} as const;

// Whole profile pages with axe and a retried failing call: slower than the default 5 s on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => {
  setCookie('authorization_token', 'tok-1');
  removeCookie('savedBookmarksCount');
});

test("a result opens again from its seven picks, in question order (the result page's share link)", () => {
  expect(resultQuery(LEAD)).toEqual({
    picks: 'helping_people-teaching-caring-drawing_and_painting-music-researching_and_investigating-creating_schedule',
    saved: '1',
  });
});

describe.each(['en', 'ms'] as Locale[])('my profile gives something back (%s)', (locale) => {
  const t = T[locale];
  const open = () => renderIntl(<ProfilePage />, { locale, messages: { en, ms }, path: t.path });

  it('lists saved jobs (remove one), quiz results (date, code, open again) and guides read', async () => {
    serveProfile();
    const deleted: string[] = [];
    let saved = [NURSE, CHEF];
    server.use(
      http.get(api('/user/saved-jobs'), () =>
        HttpResponse.json({
          type: 'success',
          count: saved.length,
          data: saved.map((j) => ({ ...j, saved_at: '2026-11-21T00:00:00Z' })),
        }),
      ),
      http.delete(api('/user/saved-jobs/:id'), ({ params }) => {
        deleted.push(String(params.id));
        saved = saved.filter((j) => String(j.id) !== params.id);
        return HttpResponse.json({ type: 'success', data: { job_id: 1001, saved: false, count: saved.length } });
      }),
      http.get(api('/user/leads'), () => HttpResponse.json({ type: 'success', data: [LEAD] })),
      http.get(api('/user/read-jobs'), () =>
        HttpResponse.json({ type: 'success', data: [{ job_id: 1002, read_at: '2026-11-22T00:00:00Z', job: CHEF }] }),
      ),
    );
    open();
    const savedSection = (await screen.findByRole('heading', { level: 2, name: t.saved }, { timeout: 5000 })).closest(
      'section',
    )!;
    expect(savedSection).toHaveAttribute('id', 'saved-jobs');
    expect(await within(savedSection).findByRole('link', { name: t.nurse })).toHaveAttribute(
      'href',
      locale === 'ms' ? '/ms/pekerjaan/jururawat' : '/en/jobs/nurse',
    );
    // The header's count follows the account's list.
    await waitFor(() => expect(getCookie('savedBookmarksCount')).toBe(2));

    const quiz = screen.getByRole('heading', { level: 2, name: t.quiz }).closest('section')!;
    expect(await within(quiz).findByText(t.code)).toBeInTheDocument();
    expect(within(quiz).getByText(t.types)).toBeInTheDocument();
    expect(within(quiz).getByText(t.when)).toBeInTheDocument();
    expect(within(quiz).getByRole('link', { name: t.open })).toHaveAttribute(
      'href',
      `${t.resultPath}?picks=helping_people-teaching-caring-drawing_and_painting-music-researching_and_investigating-creating_schedule&saved=1`,
    );

    const read = screen.getByRole('heading', { level: 2, name: t.read }).closest('section')!;
    expect(await within(read).findByRole('link', { name: t.chef })).toBeInTheDocument();

    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(savedSection).getByRole('button', { name: t.remove }));
    expect(await screen.findByText(t.removed)).toBeInTheDocument();
    expect(deleted).toEqual(['1001']);
    await waitFor(() => expect(within(savedSection).queryByRole('link', { name: t.nurse })).toBeNull());
    expect(getCookie('savedBookmarksCount')).toBe(1);
  });

  it('empty lists say what to do next (a read of a job no longer listed counts as none)', async () => {
    serveProfile();
    server.use(
      http.get(api('/user/read-jobs'), () =>
        HttpResponse.json({ type: 'success', data: [{ job_id: 5, read_at: '2026-11-22T00:00:00Z', job: null }] }),
      ),
    );
    open();
    expect(await screen.findByText(t.savedEmpty, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(t.quizEmpty)).toBeInTheDocument();
    expect(await screen.findByText(t.readEmpty)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: t.directory })[0]).toHaveAttribute(
      'href',
      locale === 'ms' ? '/ms/direktori/semua-pekerjaan' : '/en/directory/all-jobs',
    );
    expect(screen.getByRole('link', { name: t.takeQuiz })).toHaveAttribute(
      'href',
      locale === 'ms' ? '/ms/kuiz-kerjaya' : '/en/career-quiz',
    );
  });

  it('a list that fails to load says so in place, with Try again; the rest of the profile stays', async () => {
    serveProfile();
    server.use(http.get(api('/user/leads'), () => apiError(500, 'INTERNAL')));
    open();
    expect(await screen.findByText(t.failed, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.saved })).toBeInTheDocument();
  });
});
