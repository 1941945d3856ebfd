import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBus } from '../bus/event-bus';
import { quizProgress, resetQuiz } from '../quiz/progress';
import { clearCookiesExcept, getCookie, hasCookie, setCookie } from '../storage/cookies';
import { getLocal, setLocal } from '../storage/web-storage';
import {
  Provider,
  affinitySelectionsAtom,
  createStore,
  currentQuestionAtom,
  quizProgressAtom,
  regenerateQuizAtom,
  useAtom,
  useAtomValue,
  useSetAtom,
  userSelectionsListAtom,
} from './index';

afterEach(() => {
  resetBus();
  clearCookiesExcept([]);
  window.localStorage.clear();
});

function QuizStep({ name }: { name: string }) {
  const [question, setQuestion] = useAtom(currentQuestionAtom);
  const progress = useAtomValue(quizProgressAtom);
  return (
    <section aria-label={name}>
      <p>
        question {question}, {progress}
      </p>
      <button type="button" onClick={() => setQuestion((q) => q + 1)}>
        Next
      </button>
    </section>
  );
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('shared-kit/state', () => {
  it('shows one value in two React roots (two apps) and keeps it in the spec cookie', async () => {
    const a = document.body.appendChild(document.createElement('div'));
    const b = document.body.appendChild(document.createElement('div'));
    render(<QuizStep name="quiz app" />, { container: a });
    render(<QuizStep name="shell app" />, { container: b });
    expect(region('shell app').getByText('question 0, notifyUser')).toBeInTheDocument();

    await userEvent.click(region('quiz app').getByRole('button', { name: 'Next' }));
    await userEvent.click(region('quiz app').getByRole('button', { name: 'Next' }));
    expect(region('shell app').getByText('question 2, completingQuiz')).toBeInTheDocument();
    expect(getCookie('currentQuestion')).toBe(2);
    expect(quizProgress()).toBe('completingQuiz'); // the menu's reading agrees
  });

  it('resumes after a reload: a new store reads the cookies and localStorage', () => {
    const before = createStore();
    before.set(currentQuestionAtom, 4);
    before.set(userSelectionsListAtom, ['a', 'b', 'c']);
    before.set(affinitySelectionsAtom, [{ id: 1 }]);

    const after = createStore(); // the page reloaded: nothing in memory, the storage stays
    function Resumed() {
      return (
        <p>
          {useAtomValue(currentQuestionAtom)} {useAtomValue(userSelectionsListAtom).join('')}{' '}
          {useAtomValue(affinitySelectionsAtom).length}
        </p>
      );
    }
    render(
      <Provider store={after}>
        <Resumed />
      </Provider>,
    );
    expect(screen.getByText('4 abc 1')).toBeInTheDocument();
  });

  it('hydrates on mount: a value written while nobody watched shows', () => {
    const store = createStore();
    expect(store.get(currentQuestionAtom)).toBe(0);
    setCookie('currentQuestion', 6); // written outside the atoms (e.g. by an older build)
    render(
      <Provider store={store}>
        <QuizStep name="quiz" />
      </Provider>,
    );
    expect(screen.getByText('question 6, completingQuiz')).toBeInTheDocument();
  });

  it('receives another tab’s change through the bus', async () => {
    render(<QuizStep name="quiz" />);
    expect(screen.getByText('question 0, notifyUser')).toBeInTheDocument();
    // The other tab writes the shared cookie and announces it on the bus's BroadcastChannel.
    setCookie('currentQuestion', 3);
    const otherTab = new BroadcastChannel('career-bus');
    otherTab.postMessage({ type: 'state:changed', payload: { area: 'cookie', key: 'currentQuestion' } });
    expect(await screen.findByText('question 3, completingQuiz')).toBeInTheDocument();
    otherTab.close();
  });

  it('follows the shell menu’s resetQuiz() and regenerates on notifyUser', () => {
    setCookie('currentQuestion', 5);
    setCookie('userSelectionsList', ['r', 'i']);
    setCookie('resultsCode', 'RIA');
    setLocal('affinitySelections', [{ id: 1 }]);
    function Quiz() {
      const question = useAtomValue(currentQuestionAtom);
      const needs = useAtomValue(affinitySelectionsAtom).length === 0;
      const regenerate = useSetAtom(regenerateQuizAtom);
      return (
        <>
          <p>
            question {question}, {needs ? 'new pictures needed' : 'pictures ready'}
          </p>
          <button type="button" onClick={() => regenerate()}>
            Start again
          </button>
        </>
      );
    }
    render(<Quiz />);
    expect(screen.getByText('question 5, pictures ready')).toBeInTheDocument();
    act(() => resetQuiz()); // the shell's menu, another app
    expect(screen.getByText('question 0, new pictures needed')).toBeInTheDocument();
    expect(hasCookie('resultsCode')).toBe(false);
    expect(getCookie('userSelectionsList')).toEqual([]);

    act(() => {
      setCookie('currentQuestion', 2);
      setLocal('affinitySelections', [{ id: 2 }]);
    });
    act(() => screen.getByRole('button', { name: 'Start again' }).click());
    expect(screen.getByText('question 0, new pictures needed')).toBeInTheDocument();
    expect(getLocal('affinitySelections')).toEqual([]);
  });
});
