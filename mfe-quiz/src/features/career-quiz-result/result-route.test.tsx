/** @jest-environment ../shared-kit/test/msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CareerQuizResult } from 'api/contract';
import { clearCookiesExcept, getCookie, getQuizScore, on, persistCookie, setCookie } from 'shared-kit';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { ANSWERS, FLAT_RESULT, PAIR_RI, RESULT, STORED_ANSWERS, TYPES } from './result.fixture';
import { ResultRoute } from './result-route';
import { forgetEarly } from './api/result-calls';
import { queryClient } from 'shared-kit/query';
import { api, http, HttpResponse, server, startApiServer } from 'shared-kit/testing/network';

const messages = { en, ms };
startApiServer();
// axe over a page of fifteen job cards takes seconds on a busy machine.
jest.setTimeout(20_000);

afterEach(() => {
  forgetEarly();
  clearCookiesExcept([]);
  window.localStorage.clear();
  Object.assign(navigator, { share: undefined, canShare: undefined, clipboard: undefined });
});

/** Serves the scoring routes and the type texts; records what the page sent. */
function serve(result: CareerQuizResult | (() => Response) = RESULT) {
  const seen: { posted: unknown[]; shared: string[] } = { posted: [], shared: [] };
  const answer = () => (typeof result === 'function' ? result() : HttpResponse.json({ data: result }));
  server.use(
    http.post(api('/career-quiz/result'), async ({ request }) => {
      seen.posted.push(await request.json());
      return answer();
    }),
    http.get(api('/career-quiz/result'), ({ request }) => {
      seen.shared.push(new URL(request.url).search);
      return answer();
    }),
    http.get(api('/personality-types'), () => HttpResponse.json({ data: TYPES })),
    http.get(api('/personality-types/:code'), () =>
      HttpResponse.json({ data: { code: 'RI', types: TYPES.slice(0, 2), pair: PAIR_RI, jobs: [] } }),
    ),
  );
  return seen;
}

function answered(stored: unknown[] = STORED_ANSWERS) {
  persistCookie('userSelectionsFull', stored);
}

const PATH = { en: '/en/career-quiz/your-personality', ms: '/ms/kuiz-kerjaya/personaliti-anda' };

/** Renders the route and waits for the result (or, with `until: notice`, for a notice). */
async function open(locale: 'en' | 'ms' = 'en', query = '', until: 'body' | 'notice' | 'offline' = 'body') {
  const view = renderIntl(<ResultRoute />, { locale, messages, path: PATH[locale] + query });
  await screen.findByRole('heading', { level: 1 });
  // The heading first, then the result (or a notice) once its chunk and data are in.
  await waitFor(() => expect(document.querySelector(`.quiz-result__${until}`)).not.toBeNull());
  return view;
}

const typeLine = () => document.querySelector('.quiz-result__type');

function cards() {
  const list = document.querySelector('.quiz-result__job-list');
  return list ? within(list as HTMLElement).getAllByRole('listitem') : [];
}

describe('the result page, from the visitor own answers', () => {
  it('scores the stored answers and shows the type, the pair text, strengths and the hexagon table', async () => {
    const seen = serve();
    answered();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Your career personality' })).toBeInTheDocument();
    expect(seen.posted).toEqual([{ lang: 'en', selections: ANSWERS }]);
    expect(typeLine()).toHaveTextContent('strongest interest is Realistic (R)');
    expect(await screen.findByText(PAIR_RI.about.en)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Realistic with Investigative' })).toBeInTheDocument();
    expect(screen.getByText('Next comes Investigative (I). Interest code: RI.')).toBeInTheDocument();
    expect(screen.getByText('R strength one')).toBeInTheDocument();

    // The hexagon's table equivalent: six rows, each type with its count out of 7.
    const table = screen.getByRole('table', { name: 'Times each interest type was picked, out of 7' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Realistic (R)3 of 7',
      'Investigative (I)2 of 7',
      'Artistic (A)0 of 7',
      'Social (S)0 of 7',
      'Enterprising (E)1 of 7',
      'Conventional (C)1 of 7',
    ]);
    expect(screen.getByTestId('hexagon')).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations()).toEqual([]);
  });

  it('lists ten jobs first, with match %, industry, TVET badge and a guide link; more on request', async () => {
    serve();
    answered();
    await open();
    expect(cards()).toHaveLength(10);
    const first = within(cards()[0]!);
    expect(first.getByRole('link', { name: 'Civil Engineer' })).toHaveAttribute('href', '/en/jobs/civil-engineer');
    expect(first.getByText('52% match')).toBeInTheDocument();
    // How to read it: the answers' clarity, and that no match can be higher.
    expect(
      screen.getByText(
        /yours are clearer than 55 in 100 sets of random answers, so no match here can be higher than 55%/,
      ),
    ).toBeInTheDocument();
    expect(first.getByText('Industry: Engineering')).toBeInTheDocument();
    const mechanic = within(cards()[2]!);
    expect(mechanic.getByText('TVET')).toBeInTheDocument();
    expect(first.queryByText('TVET')).toBeNull();
    // 15 jobs served, one at 0 % is no recommendation.
    expect(screen.getByText('Showing 10 of 14 jobs')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more jobs' }));
    expect(cards()).toHaveLength(14);
    expect(screen.queryByRole('link', { name: 'No Fit Job' })).toBeNull();
  });

  it('explains each job with the activities the visitor picked that fit it, built from data', async () => {
    serve();
    answered();
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Show more jobs' }));
    const mechanic = within(cards()[2]!);
    expect(
      mechanic.getByText(
        'Automotive Mechanic is Realistic (7 of 7), Conventional (5 of 7) and Investigative (4 of 7) work. You chose fixing engines, building things, welding metal (Realistic); keeping accounts (Conventional); doing experiments, solving puzzles (Investigative).',
      ),
    ).toBeInTheDocument();
    expect(
      mechanic.getByText('A typical task: carry out scheduled services: oil, filters, brakes, tyres and fluid checks.'),
    ).toBeInTheDocument();
    // Another job, another sentence: not one line repeated on every card.
    const civil = within(cards()[0]!);
    expect(
      civil.getByText(
        'Civil Engineer is Realistic (7 of 7), Investigative (5 of 7) and Conventional (4 of 7) work. You chose fixing engines, building things, welding metal (Realistic); doing experiments, solving puzzles (Investigative); keeping accounts (Conventional).',
      ),
    ).toBeInTheDocument();
    const industrial = within(cards().find((c) => within(c).queryByRole('link', { name: 'Industrial Engineer' }))!);
    expect(
      industrial.getByText(
        'Industrial Engineer is Investigative (7 of 7), Enterprising (5 of 7) and Conventional (4 of 7) work. You chose doing experiments, solving puzzles (Investigative); selling things (Enterprising); keeping accounts (Conventional).',
      ),
    ).toBeInTheDocument();
    // A job with types the visitor did not pick says so.
    const noGuide = cards().find((c) => within(c).queryByRole('link', { name: 'Guide Coming Soon' }))!;
    expect(noGuide).toHaveTextContent(
      'Guide Coming Soon is Social (7 of 7), Enterprising (5 of 7) and Conventional (4 of 7) work. You chose selling things (Enterprising); keeping accounts (Conventional). You did not pick Social.',
    );
    expect(noGuide).not.toHaveTextContent('A typical task');
    const whys = cards().map((c) => c.querySelector('span.quiz-result__why-main')!.textContent);
    expect(new Set(whys).size).toBe(whys.length);
  });

  it('filters by industry and by TVET, and says when nothing matches', async () => {
    serve();
    answered();
    await open();
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'ICT and Digital');
    expect(cards().map((c) => within(c).getByRole('link').textContent)).toEqual(['Cloud Engineer', 'Data Scientist']);
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'All industries');
    await userEvent.click(screen.getByLabelText('Only jobs with a TVET route'));
    expect(cards()).toHaveLength(5);
    for (const card of cards()) expect(within(card).getByText('TVET')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Industry'), 'ICT and Digital');
    expect(screen.getByText('No jobs match these filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(10);
  });

  it('keeps codes and job ids only in the result cookies, well under the browser limits', async () => {
    serve();
    answered();
    await open();
    await waitFor(() => expect(getCookie('tookQuiz')).toBe(true));
    expect(getCookie('resultsCode')).toBe('RI');
    expect(getCookie('primaryTraits')).toBe('R');
    expect(getCookie('secondaryTraits')).toBe('I');
    expect(getCookie('matchingTraits')).toEqual(['R', 'I']);
    expect(getCookie('userTraits')).toEqual(['R', 'I', 'C', 'E', 'A', 'S']);
    expect(getCookie('raisecData')).toEqual({ R: 3, I: 2, A: 0, S: 0, E: 1, C: 1 });
    expect(getCookie('recommendedJobs')).toEqual(RESULT.jobs.slice(0, 10).map((j) => j.id));
    expect(getCookie('numberOfJobs')).toBe(14);
    expect(getQuizScore(4023)).toBe(50);
    expect(getQuizScore(2007)).toBeNull(); // the 11th job is not a recommendation kept
    const names = [
      'resultsCode',
      'primaryTraits',
      'secondaryTraits',
      'matchingTraits',
      'recommendedJobs',
      'numberOfJobs',
      'tookQuiz',
      'userTraits',
      'raisecData',
    ];
    const jar = Object.fromEntries(document.cookie.split('; ').map((c) => [c.split('=')[0], c]));
    const size = names.reduce((n, name) => n + (jar[name]?.length ?? 0), 0);
    expect(size).toBeLessThan(400); // a browser allows 4096 bytes per cookie
    for (const name of names) expect(decodeURIComponent(jar[name] ?? '')).not.toMatch(/[a-z]{4,}_|Engineer|Realistic/);
  });

  it('a reload shows the same result and rewrites nothing', async () => {
    serve();
    answered();
    const first = await open();
    await waitFor(() => expect(getCookie('tookQuiz')).toBe(true));
    first.unmount();
    const writes: string[] = [];
    on('state:changed', (c) => writes.push(c.key));
    await open();
    expect(typeLine()).toHaveTextContent('strongest interest is Realistic (R)');
    expect(cards()).toHaveLength(10);
    expect(writes).toEqual([]);
  });

  it('in Malay: the page, the why-text and the hexagon table in Malay', async () => {
    const seen = serve({
      ...RESULT,
      picks: RESULT.picks.map((p, i) => ({
        ...p,
        label: [
          'Membaiki enjin',
          'Membina sesuatu',
          'Mengimpal logam',
          'Menjalankan eksperimen',
          'Menyelesaikan teka-teki',
          'Menyimpan rekod akaun',
          'Menjual barang',
        ][i]!,
      })),
    });
    answered();
    await open('ms');
    expect(seen.posted).toEqual([{ lang: 'ms', selections: ANSWERS }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Personaliti kerjaya anda' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Berapa kali setiap jenis minat dipilih, daripada 7' })).toHaveTextContent(
      'Realistik (R)3 daripada 7',
    );
    expect(cards()[2]).toHaveTextContent(
      'Automotive Mechanic melibatkan minat Realistik (7 daripada 7), Konvensional (5 daripada 7) dan Investigatif (4 daripada 7). Anda memilih membaiki enjin, membina sesuatu, mengimpal logam (Realistik); menyimpan rekod akaun (Konvensional); menjalankan eksperimen, menyelesaikan teka-teki (Investigatif).',
    );
    expect(screen.getByText(/lebih jelas daripada 55 dalam setiap 100 set jawapan rawak/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Simpan keputusan saya' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the result appears in one piece (issue 26 item 5: no layout shift)', () => {
  it('waits for the type texts that sit above the hexagon and the jobs, then shows them at once', async () => {
    serve();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/personality-types'), async () => {
        await held;
        return HttpResponse.json({ data: TYPES });
      }),
    );
    answered();
    renderIntl(<ResultRoute />, { locale: 'en', messages, path: PATH.en });
    await screen.findByRole('heading', { level: 1 });
    // The score (with its pair text) is in; the type texts are not: still loading, no result yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('status')).toHaveTextContent('Working out your result…');
    expect(document.querySelector('.quiz-result__body')).toBeNull();
    release();
    await waitFor(() => expect(document.querySelector('.quiz-result__body')).not.toBeNull());
    // Everything above the hexagon is there in the result's first render.
    expect(screen.getByText(PAIR_RI.about.en)).toBeInTheDocument();
    expect(screen.getByText('R strength one')).toBeInTheDocument();
  });

  it('from an API whose result has no pair text (before decision 355): asks for it and waits for it too', async () => {
    const { pair: _, ...older } = RESULT;
    serve(older as CareerQuizResult);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(api('/personality-types/:code'), async () => {
        await held;
        return HttpResponse.json({ data: { code: 'RI', types: TYPES.slice(0, 2), pair: PAIR_RI, jobs: [] } });
      }),
    );
    answered();
    renderIntl(<ResultRoute />, { locale: 'en', messages, path: PATH.en });
    await screen.findByRole('heading', { level: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.getByRole('status')).toHaveTextContent('Working out your result…');
    release();
    await waitFor(() => expect(document.querySelector('.quiz-result__body')).not.toBeNull());
    expect(screen.getByText(PAIR_RI.about.en)).toBeInTheDocument();
  });

  it('a type text that cannot be loaded is left out: the result still shows', async () => {
    serve();
    server.use(http.get(api('/personality-types'), () => new HttpResponse(null, { status: 404 })));
    answered();
    await open();
    expect(typeLine()).toHaveTextContent('strongest interest is Realistic (R)');
    expect(screen.queryByText('R strength one')).toBeNull();
    expect(cards().length).toBeGreaterThan(0);
  });
});

describe('honest states', () => {
  it('a flat profile names no type, says why, and shows a few jobs per type with no percentage', async () => {
    serve(FLAT_RESULT);
    answered();
    await open();
    expect(screen.getByText('Your interests are spread out')).toBeInTheDocument();
    expect(screen.getByText(/No interest type came up more than twice/)).toHaveTextContent(
      'You picked Investigative, Artistic, Realistic, Social and Conventional.',
    );
    expect(screen.queryByText(/Your strongest interest/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Jobs to explore' })).toBeInTheDocument();
    expect(
      screen.getByText(/here are two jobs that lead with it: ideas to explore, not a ranking/),
    ).toBeInTheDocument();
    // All of the short list at once, each card saying which type it is there for; no percentage.
    expect(cards()).toHaveLength(FLAT_RESULT.jobs.length);
    expect(screen.queryByRole('button', { name: 'Show more jobs' })).toBeNull();
    expect(screen.queryByText(/% match/)).toBeNull();
    expect(screen.queryByText(/no match here can be higher/)).toBeNull();
    expect(within(cards()[0]!).getByText('For Investigative')).toBeInTheDocument();
    expect(cards()[0]).toHaveTextContent(
      'Electrical Engineer is Investigative (7 of 7), Realistic (5 of 7) and Conventional (4 of 7) work. You chose doing experiments, solving puzzles (Investigative); fixing engines (Realistic); keeping accounts (Conventional). An idea to explore, not a match.',
    );
    expect(within(cards()[2]!).getByText('For Realistic')).toBeInTheDocument();
    await waitFor(() => expect(getCookie('tookQuiz')).toBe(true));
    expect(getCookie('resultsCode')).toBeNull();
    expect(getCookie('primaryTraits')).toBeNull();
    expect(getCookie('matchingTraits')).toEqual(['I', 'A', 'R', 'S', 'C']);
    expect(await axeViolations()).toEqual([]);
  });

  it('no answers: says so and offers the quiz, without calling the API', async () => {
    const seen = serve();
    await open('en', '', 'notice');
    expect(screen.getByRole('heading', { level: 1, name: 'No result yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start the quiz' })).toHaveAttribute('href', '/en/career-quiz/start');
    expect(seen.posted).toEqual([]);
    expect(getCookie('tookQuiz')).toBe(false);
  });

  it('answers part-way: says how far, offers to continue (Malay)', async () => {
    serve();
    answered(STORED_ANSWERS.slice(0, 3));
    await open('ms', '', 'notice');
    expect(
      screen.getByText('Anda sudah menjawab 3 daripada 7 soalan. Lengkapkan kuiz untuk melihat keputusan anda.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sambung kuiz' })).toHaveAttribute('href', '/ms/kuiz-kerjaya/mula');
  });

  it('broken stored answers are no result, not a crash', async () => {
    serve();
    answered([1, 2, 3, 4, 5, 6, 7]);
    await open('en', '', 'notice');
    expect(screen.getByRole('heading', { level: 1, name: 'No result yet' })).toBeInTheDocument();
  });

  it('answers from an older quiz bank (400): asks to retake, and resets the quiz on the way', async () => {
    serve(() =>
      HttpResponse.json(
        { error: { code: 'QUIZ_UNKNOWN_ACTIVITY', message: 'x', messageKey: 'errors.quiz_unknown_activity' } },
        { status: 400 },
      ),
    );
    answered();
    setCookie('currentQuestion', 7);
    await open('en', '', 'notice');
    expect(screen.getByRole('heading', { level: 2, name: 'We could not read your answers' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Take the quiz again' }));
    expect(getCookie('userSelectionsFull')).toEqual([]);
    expect(getCookie('currentQuestion')).toBe(0);
  });
});

describe('keep, share and print', () => {
  it('"Save my results" opens the sign-up dialog with the quiz context', async () => {
    serve();
    answered();
    await open();
    const opened: unknown[] = [];
    on('account:open-signup', (p) => opened.push(p));
    await userEvent.click(screen.getByRole('button', { name: 'Save my results' }));
    expect(opened).toEqual([{ context: 'quiz' }]);
  });

  it('a signed-in visitor sees no save button but a link to the profile; the scores go to the account', async () => {
    serve();
    const sent: unknown[] = [];
    server.use(
      http.post(api('/user/bulk-save-job-quiz'), async ({ request }) => {
        sent.push({ auth: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ type: 'success', data: { saved: 10, skipped: 0 } });
      }),
    );
    answered();
    setCookie('authorization_token', 'token');
    await open();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      auth: 'Bearer token',
      body: { bulk_data: RESULT.jobs.slice(0, 10).map((j) => ({ job_id: j.id, result: j.match })) },
    });
    await waitFor(() => expect(getQuizScore(2011)).toBeNull()); // the account has it now
    expect(screen.queryByRole('button', { name: 'Save my results' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/en/my-profile');
  });

  it('without the Web Share API: a WhatsApp link (no number) with the message and the link, and copy-link', async () => {
    serve();
    answered();
    const copied: string[] = [];
    Object.assign(navigator, { clipboard: { writeText: async (t: string) => void copied.push(t) } });
    await open();
    const link =
      'https://localhost/en/career-quiz/your-personality?picks=fixing_engines-building_things-welding_metal-doing_experiments-solving_puzzles-keeping_accounts-selling_things';
    const whatsApp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = whatsApp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      `My career quiz result on Laluan Kerjaya: Realistic + Investigative (RI). See the jobs that match: ${link}`,
    );
    expect(screen.getByLabelText('Link to this result')).toHaveValue(link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(copied).toEqual([link]);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share my result' })).toBeNull();
  });

  it('copy refused: says so and leaves the link to select (Malay message)', async () => {
    serve();
    answered();
    await open('ms');
    await userEvent.click(screen.getByRole('button', { name: 'Salin pautan' }));
    expect(screen.getByText('Tidak dapat menyalin. Pilih pautan di bawah dan salin sendiri.')).toBeInTheDocument();
    const whatsApp = screen.getByRole('link', { name: 'Kongsi di WhatsApp' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsApp)).toContain(
      'Keputusan kuiz kerjaya saya di Laluan Kerjaya: Realistik + Investigatif (RI).',
    );
    expect(decodeURIComponent(whatsApp)).toContain('/ms/kuiz-kerjaya/personaliti-anda?picks=fixing_engines-');
  });

  it('with the Web Share API: one Share button hands the message and link to the system sheet', async () => {
    serve();
    answered();
    const shared: ShareData[] = [];
    Object.assign(navigator, { share: async (d: ShareData) => void shared.push(d), canShare: () => true });
    await open();
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share my result' }));
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toMatch(/\?picks=fixing_engines-building_things-/);
    expect(shared[0]!.text).toBe(
      'My career quiz result on Laluan Kerjaya: Realistic + Investigative (RI). See the jobs that match:',
    );
  });

  it('Print opens the browser print dialog', async () => {
    serve();
    answered();
    const print = jest.fn();
    window.print = print;
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const printOnly = [...document.querySelectorAll('.quiz-result__print-only')].map((e) => e.textContent);
    expect(printOnly).toEqual([
      'You chose fixing engines, building things, welding metal (Realistic); doing experiments, solving puzzles (Investigative).',
      expect.stringMatching(
        /^Career quiz result from Laluan Kerjaya, printed .+ 2\d{3}\. A quick screen of interests, not a full test\. https:\/\/localhost\/en\/career-quiz\/your-personality\?picks=fixing_engines-/,
      ),
    ]);
  });
});

describe('a shared link', () => {
  const query = `?picks=${RESULT.picks.map((p) => p.activity).join('-')}`;

  it('re-opens the same result, read-only, for a visitor with no answers of their own', async () => {
    const seen = serve();
    await open('en', query);
    expect(seen.shared).toEqual([`?lang=en&picks=${RESULT.picks.map((p) => p.activity).join('-')}`]);
    expect(screen.getByRole('heading', { level: 1, name: 'A shared career quiz result' })).toBeInTheDocument();
    expect(
      screen.getByText('Someone shared this result with you. It shows their answers, not yours.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the quiz yourself' })).toHaveAttribute(
      'href',
      '/en/career-quiz/start',
    );
    expect(typeLine()).toHaveTextContent('strongest interest is Realistic (R)');
    expect(cards()[2]).toHaveTextContent(
      'Automotive Mechanic is Realistic (7 of 7), Conventional (5 of 7) and Investigative (4 of 7) work. They chose fixing engines, building things, welding metal (Realistic); keeping accounts (Conventional); doing experiments',
    );
    expect(screen.getByText(/these are clearer than 55 in 100 sets of random answers/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save my results' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Took IMK at school?' })).toBeNull();
    expect(getCookie('tookQuiz')).toBe(false); // a shared result is never kept as the visitor's
    expect(await axeViolations()).toEqual([]);
  });

  it('a visitor with answers of their own gets a way back to their own result', async () => {
    serve();
    answered();
    // Someone else's picks (the same keys in another order are another result).
    await open(
      'en',
      `?picks=${RESULT.picks
        .map((p) => p.activity)
        .reverse()
        .join('-')}`,
    );
    expect(screen.getByRole('link', { name: 'See my own result' })).toHaveAttribute(
      'href',
      '/en/career-quiz/your-personality',
    );
  });

  it("a link to this device's own answers is shown as the visitor's own, and still writes nothing", async () => {
    serve();
    answered();
    clearCookiesExcept(['userSelectionsFull']);
    await open('ms', query);
    expect(screen.getByRole('heading', { level: 1, name: 'Personaliti kerjaya anda' })).toBeInTheDocument();
    expect(screen.queryByText(/Seseorang berkongsi keputusan ini/)).toBeNull();
    expect(getCookie('tookQuiz')).toBe(false);
  });

  const leadOf = (picks: string[]) => ({
    id: '0b7e4a62-3c1d-4f55-9a0e-2d8c6f1b9e47',
    user_type: 'student',
    answers: {},
    selections: picks.map((label) => ({ label, value: 'R' })),
    result_code: 'RI',
    lang: 'en',
    created_at: '2026-11-27T00:00:00.000Z',
  });

  it.each([
    ['en', 'Your career personality'],
    ['ms', 'Personaliti kerjaya anda'],
  ] as const)(
    '"Open this result" on My profile (saved=1) shows a result saved in the account as the user\'s own (%s)',
    async (locale, title) => {
      serve();
      setCookie('authorization_token', 'tok-1');
      const picks = RESULT.picks.map((p) => p.activity);
      server.use(http.get(api('/user/leads'), () => HttpResponse.json({ type: 'success', data: [leadOf(picks)] })));
      await open(locale, `${query}&saved=1`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.querySelector('.quiz-result__shared-note')).toBeNull();
      expect(
        screen.getByRole('heading', { name: locale === 'en' ? 'Took IMK at school?' : 'Pernah ambil IMK di sekolah?' }),
      ).toBeInTheDocument();
      expect(getCookie('tookQuiz')).toBe(false); // an older saved result does not replace this device's
    },
  );

  it("a shared flat result talks about the sharer's picks, not the visitor's, and offers no retake", async () => {
    serve(FLAT_RESULT);
    await open('en', `?picks=${FLAT_RESULT.picks.map((p) => p.activity).join('-')}`);
    expect(screen.getByRole('heading', { level: 1, name: 'A shared career quiz result' })).toBeInTheDocument();
    expect(screen.getByText('These interests are spread out')).toBeInTheDocument();
    expect(screen.getByText(/in these seven picks/)).toHaveTextContent(
      'The picks were Investigative, Artistic, Realistic, Social and Conventional.',
    );
    expect(screen.queryByText(/your seven picks|You picked|Taking the quiz again/)).toBeNull();
    expect(screen.getByText(/^For each type picked, here are two jobs/)).toBeInTheDocument();
    expect(screen.queryByText(/% match/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("saved=1 on a result that is not one of the account's stays a shared result", async () => {
    serve();
    setCookie('authorization_token', 'tok-1');
    const other = RESULT.picks.map((p) => p.activity).reverse();
    server.use(http.get(api('/user/leads'), () => HttpResponse.json({ type: 'success', data: [leadOf(other)] })));
    await open('en', `${query}&saved=1`);
    await screen.findByRole('heading', { level: 1, name: 'A shared career quiz result' });
    expect(
      screen.getByText('Someone shared this result with you. It shows their answers, not yours.'),
    ).toBeInTheDocument();
  });

  it('a cut or made-up link is refused before any call; an unknown key after the API says so', async () => {
    const seen = serve(() =>
      HttpResponse.json({ error: { code: 'QUIZ_UNKNOWN_ACTIVITY', message: 'x', messageKey: 'x' } }, { status: 400 }),
    );
    const view = await open('en', '?picks=fixing_engines-building_things', 'notice');
    expect(screen.getByRole('heading', { level: 2, name: 'This result link does not work' })).toBeInTheDocument();
    expect(seen.shared).toEqual([]);
    view.unmount();
    await open('en', '?picks=a-b-c-d-e-f-g', 'notice');
    await screen.findByRole('heading', { level: 2, name: 'This result link does not work' });
    expect(seen.shared).toHaveLength(1);
  });
});

describe('the IMK bridge', () => {
  async function compare(value: string, locale: 'en' | 'ms' = 'en') {
    const field = screen.getByLabelText(locale === 'en' ? 'Your top IMK letters' : 'Huruf IMK teratas anda');
    await userEvent.clear(field);
    await userEvent.type(field, value);
    await userEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Compare' : 'Bandingkan' }));
  }

  it('shows where IMK and the quiz agree and differ, K read as C, and links to the methodology page', async () => {
    serve();
    answered();
    await open();
    await compare('r k s');
    const result = document.querySelector('.quiz-result__imk-result') as HTMLElement;
    expect(result).toHaveTextContent('IMK: Realistic (R), Conventional (K) and Social (S)');
    expect(result).toHaveTextContent('This quiz: Realistic (R) and Investigative (I)');
    expect(result).toHaveTextContent('Both put Realistic (R) first.');
    expect(result).toHaveTextContent('Realistic (R): both name it among your top interests.');
    expect(result).toHaveTextContent('Conventional (K): IMK names it; in this quiz you picked it once.');
    expect(result).toHaveTextContent('Social (S): IMK names it; in this quiz you never picked it.');
    expect(result).toHaveTextContent('Investigative (I): this quiz names it, but it is not in your IMK letters.');
    expect(screen.getByRole('link', { name: 'How this quiz and IMK differ' })).toHaveAttribute(
      'href',
      '/en/about-us/methodology/career-quiz-vs-imk',
    );
  });

  it('refuses letters IMK does not use, repeats and too many, in the page language', async () => {
    serve();
    answered();
    await open('ms');
    await compare('SCX', 'ms');
    expect(screen.getByText('Gunakan huruf R, I, A, S, E dan K sahaja.')).toBeInTheDocument();
    await compare('SS', 'ms');
    expect(screen.getByText('Masukkan setiap huruf sekali sahaja.')).toBeInTheDocument();
    await compare('RIAS', 'ms');
    expect(screen.getByText('Masukkan 1 hingga 3 huruf.')).toBeInTheDocument();
    expect(screen.getByLabelText('Huruf IMK teratas anda')).toHaveAttribute('aria-invalid', 'true');
    await compare('rk', 'ms');
    expect(document.querySelector('.quiz-result__imk-result')).toHaveTextContent(
      'Konvensional (K): IMK menamakannya; dalam kuiz ini anda memilihnya sekali.',
    );
    await compare('ri', 'ms');
    expect(document.querySelector('.quiz-result__imk-result')).toHaveTextContent(
      'Kedua-duanya meletakkan Realistik (R) di tempat pertama.',
    );
    expect(screen.getByRole('link', { name: 'Beza antara kuiz ini dengan IMK' })).toHaveAttribute(
      'href',
      '/ms/tentang-kami/metodologi/kuiz-kerjaya-vs-imk',
    );
  });
});

describe('the result page without a connection (decision 361)', () => {
  let onLine = true;
  beforeAll(() => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => onLine }));
  const goOnline = (value: boolean) => {
    onLine = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };
  // The browser's offline and online events reach the query layer too once a client listens.
  beforeEach(() => queryClient().mount());
  afterEach(() => {
    goOnline(true);
    queryClient().unmount();
  });

  it.each(['en', 'ms'] as const)(
    'says so in %s, sends nothing, and shows the result once the connection is back',
    async (locale) => {
      const seen = serve();
      answered();
      goOnline(false);
      await open(locale, '', 'offline');
      const status = screen.getByRole('status');
      expect(status).toHaveTextContent(locale === 'en' ? 'You are offline' : 'Anda di luar talian');
      expect(status).toHaveTextContent(
        locale === 'en'
          ? 'Your result will appear here as soon as you are back online'
          : 'Keputusan anda akan dipaparkan di sini sebaik sahaja anda kembali dalam talian',
      );
      expect(seen.posted).toEqual([]);

      goOnline(true);
      await waitFor(() => expect(document.querySelector('.quiz-result__body')).not.toBeNull());
      expect(seen.posted).toEqual([{ lang: locale, selections: ANSWERS }]);
      expect(document.querySelector('.quiz-result__offline')).toBeNull();
    },
  );
});
