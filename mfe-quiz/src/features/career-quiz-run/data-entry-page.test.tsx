import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCookie, setCookie, setLocal, type Locale } from 'shared-kit';
import { createStore, Provider } from 'shared-kit/state';
import { axeViolations, renderIntl } from 'shared-kit/testing';
import { answer, apiError, HttpResponse } from '../../../test/network';
import { clearBrowser, makeQuiz } from '../../../test/quiz-fixtures';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answerOf, type QuizAnswer } from '../../shared/quiz-answers';
import DataEntryPage from './data-entry-page';

const LEAD_ID = '0b7e4a62-3c1d-4f55-9a0e-2d8c6f1b9e47';

/** Seven answers (the k-th card of each question), as the questions leave them. */
function storeFinishedQuiz(pick = 0): QuizAnswer[] {
  const quiz = makeQuiz(1);
  setLocal('affinitySelections', quiz);
  const answers = quiz.map((q) => answerOf(q, q.selections[pick]!));
  setCookie('userSelectionsFull', answers);
  setCookie(
    'userSelectionsList',
    answers.map((a) => a.activity),
  );
  setCookie('currentQuestion', 8);
  return answers;
}

/** The scorer's answer for a code (or a flat profile). */
function scored(
  code: string | null,
  scores = { R: 4, I: 3, A: 0, S: 0, E: 0, C: 0 },
  order = ['R', 'I', 'A', 'S', 'E', 'C'],
) {
  return HttpResponse.json({
    data: {
      scores,
      order,
      primary: code?.[0] ?? null,
      secondary: code?.[1] ?? null,
      flat: !code,
      tied: [],
      code,
      jobs: [],
    },
  });
}

function serveSave(
  lead: () => Response = () =>
    HttpResponse.json({ type: 'success', data: { lead_id: LEAD_ID, result_code: 'RI' } }, { status: 201 }),
) {
  // Data entry scores nothing: the API scores the lead's selections itself (decision 313).
  const scoring = answer('post', '/career-quiz/result', () => scored('RI'));
  const leads = answer('post', '/leads', lead);
  return { scoring, leads };
}

function open(locale: Locale, role: string) {
  const path = locale === 'en' ? `/en/career-quiz/data-entry-${role}` : `/ms/kuiz-kerjaya/kemasukan-data-${role}`;
  const user = userEvent.setup();
  renderIntl(
    <Provider store={createStore()}>
      <DataEntryPage />
    </Provider>,
    { locale, messages: { en, ms }, path },
  );
  return user;
}

beforeEach(clearBrowser);

describe('DataEntryPage', () => {
  it('asks for the seven answers first when they are not all there', () => {
    open('en', 'student');
    expect(screen.getByText('Answer the seven questions first, then tell us about you here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the quiz' })).toHaveAttribute('href', '/en/career-quiz/start');
    expect(document.title).toBe('Career quiz: about you · Laluan Kerjaya');
  });

  it.each([
    ['en', 'student', 'See my result', ['*Nickname is required', '*Age is required', '*Please select your gender']],
    [
      'ms',
      'pelajar',
      'Lihat keputusan saya',
      ['*Nama pendek diperlukan', '*Umur diperlukan', '*Sila pilih jantina anda'],
    ],
  ] as const)(
    'student form: spec §5 messages on submit, nothing sent, focus on the first (%s)',
    async (locale, role, submit, messages) => {
      storeFinishedQuiz();
      const { scoring, leads } = serveSave();
      const user = open(locale, role);
      await user.click(screen.getByRole('button', { name: submit }));
      const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
      expect(alerts).toEqual(messages);
      expect(screen.getByRole('textbox', { name: locale === 'en' ? 'Nickname' : 'Nama pendek' })).toHaveFocus();
      expect(scoring).toHaveLength(0);
      expect(leads).toHaveLength(0);
      expect(window.location.pathname).toContain(role);
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('checks a field when it is left, and again as it changes once it shows an error', async () => {
    storeFinishedQuiz();
    const user = open('en', 'student');
    await user.click(screen.getByRole('textbox', { name: 'Nickname' }));
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('*Nickname is required');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'Aina');
    expect(screen.queryByText('*Nickname is required')).not.toBeInTheDocument();
    // Leaving the age field (tabbed into, then left for the nickname) checked it too.
    expect(screen.getByRole('alert')).toHaveTextContent('*Age is required');
  });

  it('age takes digits only, at most three; e, E, + and - are blocked', async () => {
    storeFinishedQuiz();
    const user = open('en', 'student');
    const age = screen.getByRole('textbox', { name: /^Age/ });
    expect(age).toHaveAccessibleDescription('In years, digits only');
    await user.type(age, '1e-E+6x72');
    expect(age).toHaveValue('167');
  });

  it.each([
    ['en', 'student', '999', 'See my result', '*Please enter an age from 10 to 99'],
    ['ms', 'pelajar', '5', 'Lihat keputusan saya', '*Sila masukkan umur antara 10 hingga 99 tahun'],
  ] as const)(
    'an implausible age is refused, nothing sent (%s, decision 265)',
    async (locale, role, typed, submit, error) => {
      storeFinishedQuiz();
      const { scoring, leads } = serveSave();
      const user = open(locale, role);
      await user.type(screen.getByRole('textbox', { name: locale === 'en' ? 'Nickname' : 'Nama pendek' }), 'Aina');
      await user.type(screen.getByRole('textbox', { name: /^(Age|Umur)/ }), typed);
      await user.click(screen.getByRole('radio', { name: locale === 'en' ? 'Female' : 'Perempuan' }));
      await user.click(screen.getByRole('button', { name: submit }));
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([error]);
      expect(screen.getByRole('textbox', { name: /^(Age|Umur)/ })).toHaveFocus();
      expect(scoring).toHaveLength(0);
      expect(leads).toHaveLength(0);
    },
  );

  it.each([
    ['en', 'parent', 'Parent', '/en/career-quiz/data-entry-teacher', 'Teacher', '*Please select your age range'],
    ['ms', 'ibu-bapa', 'Ibu bapa', '/ms/kuiz-kerjaya/kemasukan-data-guru', 'Guru', '*Sila pilih lingkungan umur anda'],
  ] as const)(
    'others: age range and organisation; choosing a role changes the role word (%s)',
    async (locale, word, label, next, nextLabel, rangeError) => {
      storeFinishedQuiz();
      const user = open(locale, word);
      expect(screen.getByRole('radio', { name: label })).toBeChecked();
      expect(screen.queryByRole('textbox', { name: /^(Age|Umur)$/ })).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Organisation|Organisasi/ })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: nextLabel }));
      expect(window.location.pathname).toBe(next);
      await user.click(
        screen.getByRole('button', { name: locale === 'en' ? 'See my result' : 'Lihat keputusan saya' }),
      );
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(rangeError);
    },
  );

  it('saves the lead with the role, the answers and the selections (the API scores them), then goes to the result', async () => {
    const answers = storeFinishedQuiz(1);
    const { scoring, leads } = serveSave();
    const user = open('en', 'student');
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), '  Aina ');
    await user.type(screen.getByRole('textbox', { name: /^Age/ }), '16');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/career-quiz/your-personality'));
    expect(scoring).toEqual([]);
    expect(leads).toEqual([
      {
        user_type: 'student',
        answers: { name: 'Aina', user_age: '16', user_gender: 'female' },
        selections: answers.map((a) => ({ label: a.activity, value: a.value })),
        lang: 'en',
      },
    ]);
    expect(getCookie('leadsID')).toBe(LEAD_ID);
    expect(getCookie('userLeadFormData')).toEqual({
      user_type: 'student',
      name: 'Aina',
      user_age: '16',
      user_gender: 'female',
    });
  });

  it('a teacher’s lead carries the age range and organisation (Malay page)', async () => {
    storeFinishedQuiz();
    const { leads } = serveSave();
    const user = open('ms', 'guru');
    await user.type(screen.getByRole('textbox', { name: 'Nama pendek' }), 'Cikgu Lim');
    await user.click(screen.getByRole('radio', { name: '36 hingga 45 tahun' }));
    await user.type(screen.getByRole('textbox', { name: /Organisasi/ }), 'SMK Seri Bintang');
    await user.click(screen.getByRole('button', { name: 'Lihat keputusan saya' }));
    await waitFor(() => expect(window.location.pathname).toBe('/ms/kuiz-kerjaya/personaliti-anda'));
    expect(leads[0]).toMatchObject({
      user_type: 'teacher',
      answers: { name: 'Cikgu Lim', user_age_range: '36_45', user_organization_name: 'SMK Seri Bintang' },
      lang: 'ms',
    });
  });

  it('skipping saves the lead with the role only and goes to the result', async () => {
    storeFinishedQuiz();
    const { leads } = serveSave();
    const user = open('en', 'other');
    await user.click(screen.getByRole('button', { name: 'Skip and see my result' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/career-quiz/your-personality'));
    expect(leads).toHaveLength(1);
    expect(leads[0]).not.toHaveProperty('answers');
    expect(leads[0]).toMatchObject({ user_type: 'other' });
    expect(leads[0]).not.toHaveProperty('result_code');
    expect(getCookie('leadsID')).toBe(LEAD_ID);
  });

  it.each([
    ['the lead save fails', () => serveSave(() => apiError(500, 'INTERNAL'))],
    ['the API refuses the selections of an old quiz', () => serveSave(() => apiError(422, 'INVALID_SELECTIONS'))],
  ])('when %s, the visitor still goes on to the result, silently, with no lead id', async (_, serve) => {
    storeFinishedQuiz();
    serve();
    const user = open('en', 'student');
    await user.click(screen.getByRole('button', { name: 'Skip and see my result' }));
    await waitFor(() => expect(window.location.pathname).toBe('/en/career-quiz/your-personality'));
    expect(getCookie('leadsID')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"Change my answers" goes back to question 7 of the same quiz', async () => {
    storeFinishedQuiz();
    const user = open('ms', 'pelajar');
    await user.click(screen.getByRole('button', { name: 'Tukar jawapan saya' }));
    expect(window.location.pathname).toBe('/ms/kuiz-kerjaya/mula');
    expect(getCookie('currentQuestion')).toBe(7);
    expect(getCookie('userSelectionsList')).toHaveLength(7);
  });
});
