import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, getLocal, getSession, hasCookie, setCookie, setLocal, type Locale } from 'shared-kit';
import { createStore, Provider } from 'shared-kit/state';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { HttpResponse, http, ownApi, server } from '../../../test/network';
import { clearBrowser, makeQuiz } from '../../../test/quiz-fixtures';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answerOf, readAnswers, type QuizAnswer } from '../../shared/quiz-answers';
import QuizStartPage from './start-page';

const PATH = { en: '/en/career-quiz/start', ms: '/ms/kuiz-kerjaya/mula' } as const;

/** Serves one generated quiz per request (seed 1, 2, …) and counts the requests. */
function serveQuizzes(status = 200) {
  const served = { count: 0 };
  server.use(
    http.get(ownApi('/data/generate-affinity'), () => {
      served.count += 1;
      return status === 200
        ? HttpResponse.json({ data: makeQuiz(served.count) })
        : HttpResponse.json({ error: { code: 'X', message: 'x' } }, { status });
    }),
  );
  return served;
}

/** Opens the start page as a fresh page load would (a new jotai store over the same storage). */
function open(locale: Locale = 'en') {
  const user = userEvent.setup();
  const view = renderIntl(
    <Provider store={createStore()}>
      <QuizStartPage />
    </Provider>,
    { locale, messages: { en, ms }, path: PATH[locale] },
  );
  return { user, ...view };
}

/** A quiz in progress: seed-1 pictures stored, questions 1…n-1 answered with their k-th card. */
function storeProgress(current: number, pick = 0): QuizAnswer[] {
  const quiz = makeQuiz(1);
  setLocal('affinitySelections', quiz);
  const answers = quiz.slice(0, current - 1).map((q) => answerOf(q, q.selections[pick]!));
  setCookie('userSelectionsFull', answers);
  setCookie(
    'userSelectionsList',
    answers.map((a) => a.activity),
  );
  setCookie('currentQuestion', current);
  return answers;
}

const radios = () => screen.getAllByRole('radio');
const checkedLabel = () => radios().find((r) => r.getAttribute('aria-checked') === 'true')?.textContent ?? null;

beforeEach(clearBrowser);

describe('QuizStartPage onboarding', () => {
  it.each([
    [
      'en',
      'Before you start',
      ['About 3 minutes', 'Free, with no sign-up', 'Anonymous: we never ask for your email or your real name'],
      'How we use your answers',
      'Start question 1',
      'Career quiz: start · Laluan Kerjaya',
    ],
    [
      'ms',
      'Sebelum anda mula',
      [
        'Lebih kurang 3 minit',
        'Percuma, tak perlu mendaftar',
        'Tanpa nama: kami tidak akan meminta e-mel atau nama sebenar anda',
      ],
      'Bagaimana jawapan anda digunakan',
      'Mula soalan 1',
      'Kuiz kerjaya: mula · Laluan Kerjaya',
    ],
  ] as const)(
    'says what the quiz is, how long, free and anonymous, and how answers are used (%s)',
    async (locale, title, facts, uses, begin, tab) => {
      const served = serveQuizzes();
      const { user } = open(locale);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      for (const fact of facts) expect(screen.getByText(fact)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: uses })).toBeInTheDocument();
      expect(document.title).toBe(tab);
      expect(getSession('onboardingShown')).toBe(true);
      // The pictures are fetched while the visitor reads; the button waits for them.
      await user.click(await screen.findByRole('button', { name: begin }));
      expect(served.count).toBe(1);
      expect(getCookie('onBoardingCompleted')).toBe(true);
      expect(getCookie('currentQuestion')).toBe(1);
      expect(getLocal('affinitySelections')).toEqual(makeQuiz(1));
      expect(radios()).toHaveLength(6);
      expect(radios()[0]).toHaveFocus();
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('offers "Try again" when the pictures do not load, and then starts', async () => {
    serveQuizzes(500);
    const { user } = open('ms');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Gambar tidak dapat dimuatkan. Semak sambungan internet anda dan cuba lagi.',
    );
    const served = serveQuizzes();
    await user.click(screen.getByRole('button', { name: 'Cuba lagi' }));
    await user.click(await screen.findByRole('button', { name: 'Mula soalan 1' }));
    expect(served.count).toBe(1);
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    serveQuizzes();
    open('en');
    await screen.findByRole('button', { name: 'Start question 1' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('QuizStartPage questions', () => {
  it('is a radio group: the question, its position and each option are named; arrows move, Space and Enter choose', async () => {
    storeProgress(1);
    const { user } = open('en');
    const group = screen.getByRole('radiogroup', { name: 'Which of these would you enjoy most?' });
    expect(group).toHaveAccessibleDescription('Question 1 of 7');
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.getAttribute('aria-checked'))).toEqual(Array(6).fill('false'));
    expect(options[0]).toHaveAccessibleName('Activity 1R (1)');
    expect(options[0]).toHaveAccessibleDescription('Picture 1R');
    // One tab stop: the group is entered once.
    expect(options.map((o) => o.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);

    await user.tab();
    expect(options[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(options[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(options[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options[5]).toHaveFocus(); // wraps
    await user.keyboard('{Home}');
    expect(options[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(options[5]).toHaveFocus();
    // Moving never chooses.
    expect(getCookie('currentQuestion')).toBe(1);
    expect(getCookie('userSelectionsList')).toEqual([]);

    await user.keyboard(' ');
    expect(getCookie('currentQuestion')).toBe(2);
    expect(getCookie('userSelectionsList')).toEqual(['s1_q1_c']);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Question 2 of 7');
    expect(radios()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(getCookie('currentQuestion')).toBe(3);
    expect(readAnswers(getCookie('userSelectionsFull'))).toEqual([
      { question: 1, activity: 's1_q1_c', value: 'C', shown: makeQuiz(1)[0]!.selections.map((s) => s.label) },
      { question: 2, activity: 's1_q2_a', value: 'A', shown: makeQuiz(1)[1]!.selections.map((s) => s.label) },
    ]);
    expect(document.title).toBe('Career quiz: question 3 of 7 · Laluan Kerjaya');
  });

  it('shows the labels in the page language and loads only the first question’s pictures eagerly, sized', async () => {
    storeProgress(1);
    const { user } = open('ms');
    expect(
      screen.getByRole('radiogroup', { name: 'Antara aktiviti ini, yang mana paling anda suka?' }),
    ).toHaveAccessibleDescription('Soalan 1 daripada 7');
    expect(radios()[0]).toHaveAccessibleName('Aktiviti 1R (1)');
    const img = radios()[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '88');
    expect(img).toHaveAttribute('height', '88');
    expect(img).toHaveAttribute('alt', '');
    await user.click(radios()[3]!);
    expect(radios()[0]!.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(await axeViolations()).toEqual([]);
  });

  it('resumes after a reload at the same question with the same pictures and answers, asking for nothing', async () => {
    storeProgress(4, 2);
    const first = open('en');
    expect(screen.getByText('Question 4 of 7')).toBeInTheDocument();
    expect(radios().map((r) => r.textContent)).toEqual(makeQuiz(1)[3]!.selections.map((s) => s.label_en + s.alt_en));
    await first.user.click(radios()[1]!);
    expect(getCookie('currentQuestion')).toBe(5);
    first.unmount();

    // Reload (a new store, the same cookies and storage): question 5, still no request (msw
    // fails any request it was not told about).
    const second = open('en');
    expect(screen.getByText('Question 5 of 7')).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: /Previous question/ }));
    expect(screen.getByText('Question 4 of 7')).toBeInTheDocument();
    expect(checkedLabel()).toBe('Activity 4E (1)Picture 4E');
  });

  it('goes back to change an answer, keeping the later ones, and forward without changing', async () => {
    storeProgress(4, 0);
    const { user } = open('en');
    expect(screen.queryByRole('button', { name: /Next question/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    expect(screen.getByText('Question 2 of 7')).toBeInTheDocument();
    expect(checkedLabel()).toBe('Activity 2I (1)Picture 2I');
    await user.click(radios()[4]!); // change question 2's answer
    expect(screen.getByText('Question 3 of 7')).toBeInTheDocument();
    expect(getCookie('userSelectionsList')).toEqual(['s1_q1_r', 's1_q2_c', 's1_q3_a']);
    await user.click(screen.getByRole('button', { name: /Next question/ }));
    expect(screen.getByText('Question 4 of 7')).toBeInTheDocument();
    expect(getCookie('currentQuestion')).toBe(4);
    // Question 1 has no way back: the choice is forced, there is no skipping forward.
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    await user.click(screen.getByRole('button', { name: /Previous question/ }));
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Previous question/ })).not.toBeInTheDocument();
  });

  it('after the seventh answer goes on to data entry in the page language', async () => {
    storeProgress(7);
    const { user } = open('ms');
    await user.click(radios()[5]!);
    expect(window.location.pathname).toBe('/ms/kuiz-kerjaya/kemasukan-data-pelajar');
    expect(getCookie('currentQuestion')).toBe(8);
    expect(readAnswers(getCookie('userSelectionsFull'))).toHaveLength(7);
    expect(getCookie('userSelectionsList')).toHaveLength(7);
  });

  it('a finished quiz without a lead (submittingForm) goes straight to data entry, with the role given before', async () => {
    storeProgress(8);
    setCookie('userLeadFormData', { user_type: 'teacher' });
    open('en');
    await waitFor(() => expect(window.location.pathname).toBe('/en/career-quiz/data-entry-teacher'));
  });
});

describe('QuizStartPage regenerating (spec §4)', () => {
  it('"Start again" resets position, answers and result code and shows new pictures', async () => {
    storeProgress(4);
    setCookie('resultsCode', 'RI');
    setCookie('leadsID', 'old-lead');
    const served = serveQuizzes();
    const { user } = open('en');
    await user.click(screen.getByRole('button', { name: 'Start again with new pictures' }));
    expect(getCookie('currentQuestion')).toBe(0);
    expect(getCookie('userSelectionsList')).toEqual([]);
    expect(getCookie('userSelectionsFull')).toEqual([]);
    expect(hasCookie('resultsCode')).toBe(false);
    expect(hasCookie('leadsID')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Start question 1' }));
    expect(served.count).toBe(1);
    expect(radios()[0]).toHaveAccessibleName('Activity 1R (1)');
    expect(getLocal('affinitySelections')).toEqual(makeQuiz(1));
  });

  it('arriving with nothing to resume (notifyUser) regenerates: old pictures are replaced', async () => {
    setLocal('affinitySelections', makeQuiz(7));
    setCookie('currentQuestion', 0);
    setCookie('resultsCode', 'SA');
    const served = serveQuizzes();
    const { user } = open('en');
    await user.click(await screen.findByRole('button', { name: 'Start question 1' }));
    expect(served.count).toBe(1);
    expect(hasCookie('resultsCode')).toBe(false);
    expect(radios()[0]).toHaveAccessibleName('Activity 1R (1)');
  });

  it('a quiz whose pictures are gone from this device starts again, and says so', async () => {
    storeProgress(3);
    window.localStorage.removeItem('affinitySelections');
    serveQuizzes();
    open('en');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your earlier answers were not found on this device, so the quiz starts again.',
    );
    expect(getCookie('currentQuestion')).toBe(0);
    expect(getCookie('userSelectionsList')).toEqual([]);
    await screen.findByRole('button', { name: 'Start question 1' });
  });

  it('a completed quiz offers its result or a new one', async () => {
    storeProgress(8);
    setCookie('leadsID', 'lead-1');
    const { user } = open('en');
    expect(screen.getByText('You have already finished the quiz.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my result' })).toHaveAttribute(
      'href',
      '/en/career-quiz/your-personality',
    );
    const served = serveQuizzes();
    await user.click(screen.getByRole('button', { name: 'Take the quiz again' }));
    await user.click(await screen.findByRole('button', { name: 'Start question 1' }));
    expect(served.count).toBe(1);
    expect(getCookie('leadsID')).toBeNull();
    await act(async () => undefined);
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
  });
});
