import { createIntl } from 'react-intl';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answeredCount, answersFrom, picksParam, validPicksParam } from './answers';
import { compareImk, parseImk } from './imk';
import { ANSWERS, FLAT_RESULT, PICKS, RESULT, STORED_ANSWERS } from './result.fixture';
import { inSentence, whyThisJob, type Letter } from './why-text';

const intl = { en: createIntl({ locale: 'en-MY', messages: en }), ms: createIntl({ locale: 'ms-MY', messages: ms }) };
const NAMES = { R: 'Realistic', I: 'Investigative', A: 'Artistic', S: 'Social', E: 'Enterprising', C: 'Conventional' };
const name = (l: Letter) => NAMES[l];

describe('answersFrom (the quiz cookie userSelectionsFull)', () => {
  it('takes the seven answers as the quiz screens store them: the pick and the six shown', () => {
    expect(answersFrom(STORED_ANSWERS)).toEqual(ANSWERS);
  });

  it('anything else is no answers: too few, broken entries, bad keys, five shown', () => {
    expect(answersFrom([])).toBeNull();
    expect(answersFrom(STORED_ANSWERS.slice(0, 6))).toBeNull();
    expect(answersFrom([...STORED_ANSWERS.slice(0, 6), 'x'])).toBeNull();
    expect(
      answersFrom([...STORED_ANSWERS.slice(0, 6), { ...STORED_ANSWERS[6], activity: 'Selling things!' }]),
    ).toBeNull();
    expect(
      answersFrom([...STORED_ANSWERS.slice(0, 6), { ...STORED_ANSWERS[6], shown: ['a', 'b', 'c', 'd', 'e'] }]),
    ).toBeNull();
    expect(answersFrom(null)).toBeNull();
    expect(answeredCount(STORED_ANSWERS.slice(0, 4))).toBe(4);
  });

  it('a share link holds the seven picks in question order; only well-formed ones are used', () => {
    const param = picksParam([...ANSWERS].reverse());
    expect(param).toBe(
      'fixing_engines-building_things-welding_metal-doing_experiments-solving_puzzles-keeping_accounts-selling_things',
    );
    expect(validPicksParam(param)).toBe(param);
    expect(validPicksParam('a-b-c')).toBeNull();
    expect(validPicksParam('a-b-c-d-e-f-a')).toBeNull();
    expect(validPicksParam('A-b-c-d-e-f-g')).toBeNull();
    expect(validPicksParam(null)).toBeNull();
  });
});

describe('whyThisJob', () => {
  const job = (shared: Letter[], holland_code: string, duty: string | null = 'Read wiring diagrams.') => ({
    shared,
    holland_code,
    duty,
  });

  it('names the picked activities of each shared type, with the type, and the guide task', () => {
    expect(whyThisJob(intl.en, job(['R'], 'RCI'), PICKS, name, { viewer: 'own', flat: false })).toEqual({
      main: 'You chose fixing engines, building things (Realistic). This job is Realistic work too.',
      duty: 'A typical task: read wiring diagrams.',
    });
    expect(whyThisJob(intl.ms, job(['R', 'I'], 'RIC'), PICKS, name, { viewer: 'shared', flat: false }).main).toBe(
      'Mereka memilih fixing engines, building things (Realistic); doing experiments, solving puzzles (Investigative). Pekerjaan ini juga melibatkan minat Realistic dan Investigative.',
    );
  });

  it('no shared type: says so without naming activities; a flat profile names the job lead type', () => {
    expect(whyThisJob(intl.en, job([], 'SEC', null), PICKS, name, { viewer: 'own', flat: false })).toEqual({
      main: 'It does not lead with your top types, but its mix of interests is close to your pattern of answers overall.',
      duty: null,
    });
    expect(whyThisJob(intl.en, job([], 'SEC', null), FLAT_RESULT.picks, name, { viewer: 'own', flat: true }).main).toBe(
      'It leads with Social, one of the types you picked. The fit is weak, so treat it as an idea to explore.',
    );
  });

  it('labels read in a sentence: first letter lowered, acronyms kept, no double full stop', () => {
    expect(inSentence('Fixing engines')).toBe('fixing engines');
    expect(inSentence('ICT support')).toBe('ICT support');
    expect(inSentence('Check the lorry.')).toBe('check the lorry');
  });
});

describe('the IMK bridge', () => {
  it('reads IMK letters: K is C, case, spaces and commas ignored; 1–3 different letters', () => {
    expect(parseImk('s, k a')).toEqual({ letters: ['S', 'C', 'A'] });
    expect(parseImk('C')).toEqual({ error: 'letters' });
    expect(parseImk('RR')).toEqual({ error: 'repeat' });
    expect(parseImk('')).toEqual({ error: 'count' });
    expect(parseImk('RIAS')).toEqual({ error: 'count' });
  });

  it('agreement and difference, letter by letter', () => {
    expect(compareImk(['R', 'C', 'S'], RESULT as never)).toEqual({
      imk: ['R', 'C', 'S'],
      ours: ['R', 'I'],
      sameFirst: true,
      agree: ['R'],
      differ: [
        { letter: 'C', score: 1 },
        { letter: 'S', score: 0 },
      ],
      onlyOurs: ['I'],
    });
    expect(compareImk(['I', 'R'], RESULT as never)).toMatchObject({
      sameFirst: false,
      agree: ['I', 'R'],
      onlyOurs: [],
    });
  });

  it('a flat result names nothing, so nothing "agrees": every IMK letter comes with its count', () => {
    expect(compareImk(['I', 'A'], FLAT_RESULT as never)).toEqual({
      imk: ['I', 'A'],
      ours: ['I', 'A', 'R', 'S', 'C'],
      sameFirst: false,
      agree: [],
      differ: [
        { letter: 'I', score: 2 },
        { letter: 'A', score: 2 },
      ],
      onlyOurs: [],
    });
  });
});
