import { createIntl } from 'react-intl';
import en from '../../i18n/en.json';
import ms from '../../i18n/ms.json';
import { answeredCount, answersFrom, picksParam, validPicksParam } from './answers';
import { compareImk, parseImk } from './imk';
import { ANSWERS, FLAT_RESULT, PICKS, RESULT, STORED_ANSWERS } from './result.fixture';
import { inSentence, whyPrintLine, whyThisJob, type Letter } from './why-text';

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
  const RATINGS = { R: 7, I: 4, A: 1, S: 2, E: 3, C: 5 };
  const job = (holland_code: string, duty: string | null = 'Read wiring diagrams.', name = 'Electrician') => ({
    name,
    holland_code,
    riasec: RATINGS,
    duty,
  });
  const own = { viewer: 'own', flat: false } as const;

  it("names the job, its types with their ratings, every pick of those types in the job's order, and the task", () => {
    expect(whyThisJob(intl.en, job('RCI'), PICKS, name, own)).toEqual({
      main: 'Electrician is Realistic (7 of 7), Conventional (5 of 7) and Investigative (4 of 7) work. You chose fixing engines, building things, welding metal (Realistic); keeping accounts (Conventional); doing experiments, solving puzzles (Investigative).',
      also: null,
      duty: 'A typical task: read wiring diagrams.',
    });
    expect(whyThisJob(intl.ms, job('RIC'), PICKS, name, { viewer: 'shared', flat: false }).main).toBe(
      'Electrician melibatkan minat Realistic (7 daripada 7), Investigative (4 daripada 7) dan Conventional (5 daripada 7). Mereka memilih fixing engines, building things, welding metal (Realistic); doing experiments, solving puzzles (Investigative); keeping accounts (Conventional).',
    );
  });

  it('differs from card to card, even for jobs with the same code; says which of the job types were not picked', () => {
    const cards = [
      job('RC', null, 'Electrician'),
      job('RC', null, 'Carpenter'),
      job('RSE', null, 'Firefighter'),
      job('IEC', null, 'Industrial Engineer'),
    ].map((j) => whyThisJob(intl.en, j, PICKS, name, own));
    expect(new Set(cards.map((c) => c.main)).size).toBe(cards.length);
    expect(cards[2]).toEqual({
      main: 'Firefighter is Realistic (7 of 7), Social (2 of 7) and Enterprising (3 of 7) work. You chose fixing engines, building things, welding metal (Realistic); selling things (Enterprising).',
      also: 'You did not pick Social.',
      duty: null,
    });
  });

  it('none of the job types picked: says so without naming activities; a flat profile: an idea, not a match', () => {
    expect(whyThisJob(intl.en, job('SA', null), PICKS, name, own)).toEqual({
      main: 'It does not lead with your top types, but its mix of interests is close to your pattern of answers overall.',
      also: null,
      duty: null,
    });
    expect(
      whyThisJob(intl.en, job('SEC', null, 'Teacher'), FLAT_RESULT.picks, name, { viewer: 'own', flat: true }),
    ).toEqual({
      main: 'Teacher is Social (2 of 7), Enterprising (3 of 7) and Conventional (5 of 7) work. You chose teaching others (Social); keeping accounts (Conventional). An idea to explore, not a match.',
      also: 'You did not pick Enterprising.',
      duty: null,
    });
    expect(
      whyThisJob(intl.ms, job('AS', null, 'Pemuzik'), FLAT_RESULT.picks, name, { viewer: 'shared', flat: true }).main,
    ).toBe(
      'Pemuzik melibatkan minat Artistic (1 daripada 7) dan Social (2 daripada 7). Mereka memilih drawing and painting, playing music (Artistic); teaching others (Social). Ia idea untuk diterokai, bukan padanan.',
    );
  });

  it('the print line: what was picked of the named types, once', () => {
    expect(whyPrintLine(intl.en, ['R', 'I'], PICKS, name, 'own')).toBe(
      'You chose fixing engines, building things, welding metal (Realistic); doing experiments, solving puzzles (Investigative).',
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
