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
  const job = (holland_code: string, duty: string | null = 'Read wiring diagrams.') => ({ holland_code, duty });
  const own = { viewer: 'own', flat: false } as const;

  it("names every pick of each of the job's types, in the job's order, and the task", () => {
    expect(whyThisJob(intl.en, job('RCI'), PICKS, name, own)).toEqual({
      main: 'You chose fixing engines, building things, welding metal (Realistic); keeping accounts (Conventional); doing experiments, solving puzzles (Investigative). This job is Realistic, Conventional and Investigative work too.',
      also: null,
      duty: 'A typical task: read wiring diagrams.',
    });
    expect(whyThisJob(intl.ms, job('RIC'), PICKS, name, { viewer: 'shared', flat: false }).main).toBe(
      'Mereka memilih fixing engines, building things, welding metal (Realistic); doing experiments, solving puzzles (Investigative); keeping accounts (Conventional). Pekerjaan ini juga melibatkan minat Realistic, Investigative dan Conventional.',
    );
  });

  it('differs from card to card: other codes name other picks and what the job asks that was not picked', () => {
    const cards = ['RIC', 'RCI', 'RSE', 'IEC', 'EC'].map((code) =>
      whyThisJob(intl.en, job(code, null), PICKS, name, own),
    );
    expect(new Set(cards.map((c) => `${c.main} ${c.also ?? ''}`)).size).toBe(cards.length);
    expect(cards[2]).toEqual({
      main: 'You chose fixing engines, building things, welding metal (Realistic); selling things (Enterprising). This job is Realistic and Enterprising work too.',
      also: 'It also asks for Social interests, which you did not pick.',
      duty: null,
    });
    expect(cards[4]!.main).toBe(
      'You chose selling things (Enterprising); keeping accounts (Conventional). This job is Enterprising and Conventional work too.',
    );
  });

  it('none of the job types picked: says so without naming activities; a flat profile: an idea, not a match', () => {
    expect(whyThisJob(intl.en, job('SA', null), PICKS, name, own)).toEqual({
      main: 'It does not lead with your top types, but its mix of interests is close to your pattern of answers overall.',
      also: null,
      duty: null,
    });
    expect(whyThisJob(intl.en, job('SEC', null), FLAT_RESULT.picks, name, { viewer: 'own', flat: true }).main).toBe(
      'You chose teaching others (Social); keeping accounts (Conventional), and this job is Social and Conventional work. An idea to explore, not a match.',
    );
    expect(whyThisJob(intl.ms, job('AS', null), FLAT_RESULT.picks, name, { viewer: 'shared', flat: true }).main).toBe(
      'Mereka memilih drawing and painting, playing music (Artistic); teaching others (Social), dan pekerjaan ini melibatkan minat Artistic dan Social. Ia idea untuk diterokai, bukan padanan.',
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
