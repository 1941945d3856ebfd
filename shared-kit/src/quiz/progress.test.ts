import { on, resetBus } from '../bus/event-bus';
import { clearCookiesExcept, getCookie, hasCookie, setCookie } from '../storage/cookies';
import { getLocal, setLocal } from '../storage/web-storage';
import { quizProgress, resetQuiz } from './progress';

afterEach(() => {
  resetBus();
  clearCookiesExcept([]);
  window.localStorage.clear();
});

describe('quizProgress (spec §4, the menu)', () => {
  it('is notifyUser with no quiz, completingQuiz on questions 1 to 7', () => {
    expect(quizProgress()).toBe('notifyUser');
    setCookie('currentQuestion', 1);
    expect(quizProgress()).toBe('completingQuiz');
    setCookie('currentQuestion', 7);
    expect(quizProgress()).toBe('completingQuiz');
    setCookie('currentQuestion', 8);
    expect(quizProgress()).toBe('notifyUser');
  });

  it('is submittingForm with seven selections and completedQuiz once a lead is saved', () => {
    setCookie('currentQuestion', 7);
    setCookie('userSelectionsList', ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(quizProgress()).toBe('submittingForm');
    setCookie('leadsID', 'lead-1');
    expect(quizProgress()).toBe('completedQuiz');
  });
});

describe('resetQuiz (spec §2, notifyUser)', () => {
  it('resets position, answers and result code, empties the pictures and announces each change', () => {
    setCookie('currentQuestion', 4);
    setCookie('userSelectionsList', ['a']);
    setCookie('userSelectionsFull', [{ id: 1 }]);
    setCookie('resultsCode', 'RIA');
    setLocal('affinitySelections', [{ id: 9 }]);
    const changed: string[] = [];
    on('state:changed', (c) => changed.push(`${c.area}:${c.key}`));

    resetQuiz();

    expect(getCookie('currentQuestion')).toBe(0);
    expect(getCookie('userSelectionsList')).toEqual([]);
    expect(getCookie('userSelectionsFull')).toEqual([]);
    expect(hasCookie('resultsCode')).toBe(false);
    expect(getLocal('affinitySelections')).toEqual([]);
    expect(changed.sort()).toEqual([
      'cookie:currentQuestion',
      'cookie:resultsCode',
      'cookie:userSelectionsFull',
      'cookie:userSelectionsList',
      'local:affinitySelections',
    ]);
    expect(quizProgress()).toBe('notifyUser');
  });
});
