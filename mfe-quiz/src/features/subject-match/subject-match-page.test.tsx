/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Industry, Subject, SubjectMatchResponse, SubjectMatchResult } from 'api/contract';
import { getCookie, on, onAnalytics, resetAnalytics, type AnalyticsRecord } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';
import { SubjectMatchPage } from './subject-match-page';

// The real subject list (content/subjects.json), as the API serves it.
const subjects = JSON.parse(readFileSync(join(__dirname, '../../../../content/subjects.json'), 'utf8')) as Subject[];

const messages = { en, ms };
startApiServer();

const INDUSTRIES: Industry[] = [
  { id: 'health', name: 'Health and Medicine', name_bm: 'Kesihatan dan Perubatan', job_count: 2 },
];

function result(
  over: Partial<SubjectMatchResult> & Pick<SubjectMatchResult, 'id' | 'name' | 'name_bm' | 'slug' | 'slug_bm'>,
) {
  return {
    industry: 'health',
    score: 0.5,
    match_percent: 50,
    fit: true,
    matched: [],
    missing_essential: [],
    tvet: false,
    entry_subjects: [],
    routes: [],
    ...over,
  } satisfies SubjectMatchResult;
}

const PHARMACIST = result({
  id: 1003,
  name: 'Pharmacist',
  name_bm: 'Ahli Farmasi',
  slug: 'pharmacist',
  slug_bm: 'ahli-farmasi',
  score: 0.4,
  match_percent: 40,
  fit: false,
  matched: [{ code: 'BIO', weight: 3 }],
  missing_essential: ['CHEM'],
  entry_subjects: ['CHEM', 'BIO', 'ADDMATH'],
  routes: [
    { type: 'matriculation', duration: { en: '1 year', ms: '1 tahun' } },
    { type: 'degree', duration: { en: '4 years', ms: '4 tahun' } },
  ],
});
const NURSE = result({
  id: 2,
  name: 'Nurse',
  name_bm: 'Jururawat',
  slug: 'nurse',
  slug_bm: 'jururawat',
  score: 0.8,
  match_percent: 80,
  tvet: true,
  matched: [
    { code: 'BIO', weight: 3 },
    { code: 'BI', weight: 2 },
  ],
  entry_subjects: ['BIO', 'BI'],
  routes: [{ type: 'diploma', duration: { en: '3 years', ms: '3 tahun' } }],
});

/** The API: the real subject list, industries, and a ranked answer; the match queries asked are recorded. */
function serveApi(answer: SubjectMatchResponse = { total: 2, fits: 1, data: [NURSE, PHARMACIST] }) {
  const asked: string[] = [];
  server.use(
    http.get(api('/subjects'), () => HttpResponse.json({ data: subjects })),
    http.get(api('/industries'), () => HttpResponse.json({ data: INDUSTRIES })),
    http.get(api('/subject-match'), ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

function clearCookies() {
  for (const name of ['onBoardingCompleted', 'answeredSubjectQuizSurvey'])
    document.cookie = `${name}=; path=/; max-age=0`;
}

// Typing, two axe runs per view and lazy chunks: more than jest's 5 s on a busy machine.
jest.setTimeout(30_000);

beforeEach(() => {
  clearCookies();
  resetAnalytics();
});

describe('SubjectMatchPage', () => {
  it('chooses subjects by search (with a typo) and by group, in the address, then shows ranked jobs with reasons', async () => {
    const asked = serveApi();
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match?origin=hamburger' });
    expect(screen.getByRole('heading', { level: 1, name: 'Match my SPM subjects' })).toBeInTheDocument();
    expect(document.title).toBe('Match my SPM subjects · Laluan Kerjaya');

    const search = await screen.findByRole('searchbox', { name: 'Search subjects' });
    await userEvent.type(search, 'biolgy');
    expect(screen.getByRole('status')).toHaveTextContent('1 subject matches');
    await userEvent.type(search, '{Enter}');
    expect(search).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove Biology' })).toBeInTheDocument();
    expect(window.location.search).toBe('?origin=hamburger&subjects=BIO');

    const languages = screen.getByRole('group', { name: 'Languages' });
    expect(within(languages).getAllByRole('checkbox')).toHaveLength(9);
    await userEvent.click(screen.getByRole('checkbox', { name: 'English' }));
    expect(window.location.search).toBe('?origin=hamburger&subjects=BIO,BI');
    expect(screen.getByRole('heading', { level: 2, name: 'Your subjects (2 of 15)' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'See matching jobs' }));
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Jobs that fit your subjects' });
    expect(h1).toHaveFocus();
    expect(window.location.search).toBe('?origin=hamburger&subjects=BIO,BI&view=jobs');
    expect(screen.getByText('Your subjects: Biology and English')).toBeInTheDocument();
    expect(screen.getByText(/With only 2 subjects, many jobs score alike/)).toBeInTheDocument();

    const items = await screen.findAllByRole('article');
    expect(items.map((a) => within(a).getByRole('heading', { level: 2 }).textContent)).toEqual(['Nurse', 'Pharmacist']);
    expect(asked).toEqual(['?subjects=BIO,BI&limit=20&lang=en']);

    // Only real fits are counted; the rest are called weaker links (content/subject-match.md §3).
    expect(
      screen.getByText(/^1 job fits your subjects\. 1 other job is a weaker link\. Showing the best 2\./),
    ).toHaveTextContent(
      'A job fits when it scores 50% or more and uses at least one of your subjects beyond the core ones.',
    );
    const nurse = items[0]!;
    expect(within(nurse).getByRole('link', { name: 'Nurse' })).toHaveAttribute('href', '/en/jobs/nurse');
    expect(within(nurse).getByText('80% match')).toBeInTheDocument();
    expect(within(nurse).queryByText('Weaker link')).not.toBeInTheDocument();
    expect(within(nurse).getByText('Industry: Health and Medicine')).toBeInTheDocument();
    expect(within(nurse).getByText(/^TVET/)).toBeInTheDocument();
    expect(within(nurse).getByText('Your subjects that help: Biology (essential) and English.')).toBeInTheDocument();
    expect(within(nurse).getByText('You have every essential subject its usual routes ask for.')).toBeInTheDocument();

    const pharmacist = items[1]!;
    expect(
      within(pharmacist).getByText('Most routes to Pharmacist need Chemistry, which you did not choose.'),
    ).toBeInTheDocument();
    expect(within(pharmacist).getByText('Its routes often also ask for Additional Mathematics.')).toBeInTheDocument();
    expect(within(pharmacist).queryByText(/TVET/)).not.toBeInTheDocument();
    expect(within(pharmacist).getByText('Weaker link')).toBeInTheDocument();
    // A weaker link shows no percentage of its own.
    expect(within(pharmacist).queryByText(/% match/)).not.toBeInTheDocument();
    expect(
      within(pharmacist)
        .getAllByText(/: \d years?$/)
        .map((li) => li.textContent),
    ).toEqual(['Matriculation: 1 year', 'Degree: 4 years']);
    expect(within(pharmacist).getByRole('link', { name: 'The full education pathway for Pharmacist' })).toHaveAttribute(
      'href',
      '/en/jobs/pharmacist/education-pathway',
    );
    expect(await axeViolations()).toEqual([]);

    // Back returns to the picker with the choice intact.
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Match my SPM subjects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove English' })).toBeInTheDocument();
  });

  it('opens a shared link straight on the results, in Malay', async () => {
    serveApi({ total: 1, fits: 0, data: [PHARMACIST] });
    renderIntl(<SubjectMatchPage />, {
      locale: 'ms',
      messages,
      path: '/ms/padanan-subjek-kerjaya?subjects=BIO,MATH,BI&view=jobs',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kerjaya yang sesuai dengan subjek anda' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Ahli Farmasi' })).toHaveAttribute(
      'href',
      '/ms/pekerjaan/ahli-farmasi',
    );
    expect(
      within(card).getByText('Kebanyakan laluan untuk menjadi Ahli Farmasi memerlukan Kimia, yang tidak anda pilih.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Matrikulasi: 1 tahun')).toBeInTheDocument();
    expect(within(card).getByText('Industri: Kesihatan dan Perubatan')).toBeInTheDocument();
    expect(screen.getByText('Subjek anda: Biologi, Matematik dan Bahasa Inggeris')).toBeInTheDocument();
    expect(screen.queryByText(/Dengan hanya/)).not.toBeInTheDocument();
    expect(within(card).getByText('Padanan lemah')).toBeInTheDocument();
    expect(screen.getByText(/^Belum ada kerjaya yang benar-benar sesuai dengan subjek anda\./)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  // content/jobs/lecturer.json, airline-pilot.json and primary-school-teacher.json (November 2026).
  const LECTURER = result({
    id: 1016,
    name: 'Lecturer',
    name_bm: 'Pensyarah',
    slug: 'lecturer',
    slug_bm: 'pensyarah',
    fit: false,
    routes: [
      { type: 'pre_university', duration: { en: '1–1.5 years', ms: '1–1.5 tahun' } },
      { type: 'degree', duration: { en: '3–4 years', ms: '3–4 tahun' } },
      { type: 'masters', duration: { en: '1–2 years', ms: '1–2 tahun' } },
      { type: 'phd', duration: { en: '3–4 years', ms: '3–4 tahun' } },
    ],
  });
  const PILOT = result({
    id: 5010,
    name: 'Airline Pilot',
    name_bm: 'Juruterbang',
    slug: 'airline-pilot',
    slug_bm: 'juruterbang',
    routes: [
      { type: 'flight_training', duration: { en: 'About 1.5–2 years', ms: 'Kira-kira 1.5–2 tahun' } },
      { type: 'cadetship', duration: { en: 'Depends on the programme', ms: 'Bergantung pada program' } },
      { type: 'on_the_job', duration: { en: 'A few months', ms: 'Beberapa bulan' } },
    ],
  });
  const TEACHER = result({
    id: 1005,
    name: 'Primary School Teacher',
    name_bm: 'Guru Sekolah Rendah',
    slug: 'primary-school-teacher',
    slug_bm: 'guru-sekolah-rendah',
    routes: [
      { type: 'degree', duration: { en: 'About 5 years', ms: 'Kira-kira 5 tahun' } },
      { type: 'pre_university', duration: { en: '1–1.5 years', ms: '1–1.5 tahun' } },
      { type: 'degree', duration: { en: '4 years', ms: '4 tahun' } },
      { type: 'appointment', duration: { en: 'After graduating', ms: 'Selepas tamat pengajian' } },
    ],
  });
  it.each([
    [
      'en',
      '/en/subject-job-match?subjects=BM,BI,MATH,ADDMATH,PHY,CHEM&view=jobs',
      [
        ['Pre-university: 1–1.5 years', 'Degree: 3–4 years', 'Master’s degree: 1–2 years', 'PhD: 3–4 years'],
        [
          'Flight school: About 1.5–2 years',
          'Cadet programme: Depends on the programme',
          'Training on the job: A few months',
        ],
        ['Degree (2 routes)', 'Pre-university: 1–1.5 years', 'Public-service appointment: After graduating'],
      ],
    ],
    [
      'ms',
      '/ms/padanan-subjek-kerjaya?subjects=BM,BI,MATH,ADDMATH,PHY,CHEM&view=jobs',
      [
        [
          'Pra-universiti: 1–1.5 tahun',
          'Ijazah: 3–4 tahun',
          'Ijazah sarjana: 1–2 tahun',
          'PhD (ijazah kedoktoran): 3–4 tahun',
        ],
        [
          'Sekolah latihan penerbangan: Kira-kira 1.5–2 tahun',
          'Program kadet: Bergantung pada program',
          'Latihan semasa bekerja: Beberapa bulan',
        ],
        ['Ijazah (2 laluan)', 'Pra-universiti: 1–1.5 tahun', 'Lantikan perkhidmatan awam: Selepas tamat pengajian'],
      ],
    ],
  ] as const)('names each step after SPM truthfully and once (%s)', async (locale, path, chips) => {
    serveApi({ total: 3, fits: 2, data: [PILOT, TEACHER, LECTURER] });
    renderIntl(<SubjectMatchPage />, { locale, messages, path });
    const cards = await screen.findAllByRole('article');
    const chipsOf = (card: HTMLElement) =>
      within(within(card).getAllByRole('list').at(-1)!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect([chipsOf(cards[2]!), chipsOf(cards[0]!), chipsOf(cards[1]!)]).toEqual(chips);
  });

  it('says that core subjects alone do not single out jobs', async () => {
    serveApi({ total: 1, fits: 0, data: [{ ...LECTURER, fit: false }] });
    renderIntl(<SubjectMatchPage />, {
      locale: 'en',
      messages,
      path: '/en/subject-job-match?subjects=BM,BI,MATH&view=jobs',
    });
    expect(
      await screen.findByText(/^No job fits your subjects well yet\. 1 other job is a weaker link\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/on their own they do not single out jobs/)).toBeInTheDocument();
  });

  it.each([
    ['en', '/en/subject-job-match?subjects=PHY,MATH&view=jobs', 'Apprenticeship: 1 year'],
    ['ms', '/ms/padanan-subjek-kerjaya?subjects=PHY,MATH&view=jobs', 'Perantisan: 1 tahun'],
  ] as const)('names an apprenticeship (SLDN) route in %s', async (locale, path, text) => {
    serveApi({
      total: 1,
      fits: 1,
      data: [
        result({
          id: 6025,
          name: 'Semiconductor Technician',
          name_bm: 'Juruteknik Semikonduktor',
          slug: 'semiconductor-technician',
          slug_bm: 'juruteknik-semikonduktor',
          score: 0.7,
          match_percent: 70,
          tvet: true,
          matched: [{ code: 'PHY', weight: 3 }],
          entry_subjects: ['PHY', 'MATH'],
          routes: [{ type: 'apprenticeship', duration: { en: '1 year', ms: '1 tahun' } }],
        }),
      ],
    });
    renderIntl(<SubjectMatchPage />, { locale, messages, path });
    const card = await screen.findByRole('article');
    expect(within(card).getByText(text)).toBeInTheDocument();
  });

  it('is honest when nothing fits, and names codes it does not know', async () => {
    serveApi({ total: 0, fits: 0, data: [] });
    renderIntl(<SubjectMatchPage />, {
      locale: 'en',
      messages,
      path: '/en/subject-job-match?subjects=MUZ,NOPE&view=jobs',
    });
    expect(
      await screen.findByText(/No job fits these subjects well enough to rank it/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This link has subject codes we do not know \(NOPE\)/)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers the way back to choosing when no code of a link is known', async () => {
    const asked = serveApi();
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match?subjects=NOPE&view=jobs' });
    expect(await screen.findByText(/This link has subject codes we do not know \(NOPE\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change subjects' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Match my SPM subjects' })).toHaveFocus();
    expect(window.location.search).toBe('');
    expect(asked).toEqual([]);
  });

  it('asks for a subject before showing jobs', async () => {
    serveApi();
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match' });
    await userEvent.click(await screen.findByRole('button', { name: 'See matching jobs' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one subject first.');
    expect(window.location.search).toBe('');
  });

  it('keeps focus in place when a chip is removed', async () => {
    serveApi();
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match?subjects=BIO,CHEM' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Biology' }));
    expect(screen.getByRole('button', { name: 'Remove Chemistry' })).toHaveFocus();
    expect(window.location.search).toBe('?subjects=CHEM');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Your subjects (0 of 15)' })).toHaveFocus();
    expect(window.location.search).toBe('');
  });

  it('stops at 15 subjects', async () => {
    serveApi();
    const fifteen = subjects.slice(0, 15).map((s) => s.code);
    renderIntl(<SubjectMatchPage />, {
      locale: 'en',
      messages,
      path: `/en/subject-job-match?subjects=${fifteen.join(',')}`,
    });
    expect(await screen.findByText(/You have chosen 15 subjects/)).toBeInTheDocument();
    const unchecked = screen.getAllByRole('checkbox', { checked: false });
    expect(unchecked.every((c) => (c as HTMLInputElement).disabled)).toBe(true);
  });

  it('shows how it works until "Got it" (cookie onBoardingCompleted)', async () => {
    serveApi();
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match' });
    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('heading', { name: 'How it works' })).not.toBeInTheDocument();
    expect(getCookie('onBoardingCompleted')).toBe(true);
  });

  it('asks "Was this useful?" once, and tells the analytics facade', async () => {
    serveApi();
    const records: AnalyticsRecord[] = [];
    onAnalytics((r) => records.push(r));
    const view = renderIntl(<SubjectMatchPage />, {
      locale: 'en',
      messages,
      path: '/en/subject-job-match?subjects=BIO,BI,CHEM&view=jobs',
    });
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByText('Thank you for telling us.')).toBeInTheDocument();
    expect(getCookie('answeredSubjectQuizSurvey')).toBe(true);
    expect(records).toContainEqual(
      expect.objectContaining({
        kind: 'event',
        event: 'Subject Quiz Survey',
        properties: { useful: true, subjects: 3, jobs: 2 },
      }),
    );
    view.unmount();
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match?subjects=BIO&view=jobs' });
    await screen.findAllByRole('article');
    expect(screen.queryByRole('heading', { name: 'Was this useful?' })).not.toBeInTheDocument();
  });

  it('asks the shell to open the drawer on its search box', async () => {
    serveApi();
    const asked: unknown[] = [];
    on('drawer:open', (p) => asked.push(p));
    renderIntl(<SubjectMatchPage />, { locale: 'en', messages, path: '/en/subject-job-match?subjects=BIO&view=jobs' });
    await userEvent.click(await screen.findByRole('button', { name: /Search all jobs/ }));
    expect(asked).toEqual([{ focus: 'search' }]);
  });
});
