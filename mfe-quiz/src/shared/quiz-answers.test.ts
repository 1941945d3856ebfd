import { makeQuiz } from '../../test/quiz-fixtures';
import { answerOf, isComplete, readAnswers, readQuestions, scoringAnswers, withAnswer } from './quiz-answers';

const quiz = makeQuiz(1);
const answers = quiz.map((q) => answerOf(q, q.selections[2]!));

describe('readQuestions', () => {
  it('takes a whole quiz of 7 × 6 and nothing less', () => {
    expect(readQuestions(quiz)).toBe(quiz);
    expect(readQuestions([])).toBeNull();
    expect(readQuestions(quiz.slice(0, 6))).toBeNull();
    expect(readQuestions([...quiz.slice(1), quiz[0]])).toBeNull(); // out of order
    const short = structuredClone(quiz);
    short[3]!.selections.pop();
    expect(readQuestions(short)).toBeNull();
    const odd = structuredClone(quiz) as unknown as { selections: Record<string, unknown>[] }[];
    odd[0]!.selections[0]!.value = 'X';
    expect(readQuestions(odd)).toBeNull();
    expect(readQuestions(['nonsense', 1, null, {}, [], 'x', 'y'])).toBeNull();
  });
});

describe('answers', () => {
  it('an answer names the question, the pick, its type and the six shown', () => {
    expect(answerOf(quiz[4]!, quiz[4]!.selections[1]!)).toEqual({
      question: 5,
      activity: 's1_q5_c',
      value: 'C',
      shown: ['s1_q5_e', 's1_q5_c', 's1_q5_r', 's1_q5_i', 's1_q5_a', 's1_q5_s'],
    });
  });

  it('reads the well-formed prefix of what is stored', () => {
    expect(readAnswers(answers)).toEqual(answers);
    expect(readAnswers([answers[0], { ...answers[1], activity: 'not_shown' }, answers[2]])).toEqual([answers[0]]);
    expect(readAnswers([answers[1]])).toEqual([]); // question 2 first
    expect(readAnswers(['x'])).toEqual([]);
    expect(isComplete(answers)).toBe(true);
    expect(isComplete(answers.slice(1))).toBe(false);
  });

  it('changing an answer keeps the others; scoring gets question, activity and shown', () => {
    const changed = withAnswer(answers, answerOf(quiz[1]!, quiz[1]!.selections[0]!));
    expect(changed.map((a) => a.activity)).toEqual(answers.map((a, i) => (i === 1 ? 's1_q2_i' : a.activity)));
    expect(scoringAnswers(answers)[0]).toEqual({
      question: 1,
      activity: answers[0]!.activity,
      shown: answers[0]!.shown,
    });
  });

  it('seven answers fit one cookie with room to spare (4096 bytes is the browser limit)', () => {
    const long = (k: string) => `${k}_${'x'.repeat(24)}`; // longer keys than the bank's longest
    const big = answers.map((a) => ({ ...a, activity: long(a.activity), shown: a.shown.map(long) }));
    expect(encodeURIComponent(JSON.stringify(big)).length).toBeLessThan(3600);
  });
});
