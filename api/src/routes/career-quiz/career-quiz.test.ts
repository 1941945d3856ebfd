import { FIXTURE_JOBS } from '../../test/fixture-content.js';
import { withFixtureApp, type TestApp } from '../../test/helpers.js';

/**
 * POST /api/v1/career-quiz/result through the whole app (on PGlite, or on PostgreSQL when
 * DATABASE_URL is set): a quiz from generate-affinity, answered, scored; and every kind of bad
 * answer → 400 with its own code.
 */
let t: TestApp;
withFixtureApp((app) => (t = app));

interface Question {
  question: number;
  selections: { id: number; label: string; value: string }[];
}
interface Answer {
  question: number;
  activity: string;
  shown: string[];
}

/** A fresh quiz from the API, answered by picking the activity of `letters[q]` in question q. */
async function answer(letters: string): Promise<Answer[]> {
  const { data } = (await t.app.inject('/api/data/generate-affinity')).json() as { data: Question[] };
  return data.map((q, i) => ({
    question: q.question,
    activity: q.selections.find((s) => s.value === letters[i])!.label,
    shown: q.selections.map((s) => s.label),
  }));
}

const post = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/career-quiz/result', payload: payload as object });

describe('POST /api/v1/career-quiz/result', () => {
  test('scores a real quiz: six scores, the code, clarity, every job ranked with match % and shared types', async () => {
    const res = await post({ lang: 'en', selections: await answer('RRRIICE') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data).toMatchObject({
      scores: { R: 3, I: 2, A: 0, S: 0, E: 1, C: 1 },
      order: ['R', 'I', 'C', 'E', 'A', 'S'],
      primary: 'R',
      secondary: 'I',
      flat: false,
      tied: [],
      code: 'RI',
      clarity: 0.55,
    });
    expect(data.jobs).toHaveLength(FIXTURE_JOBS.length);
    // By hand (content/quiz-scoring.md §5–6): u = 11 5 −7 −7 −1 −1. Civil engineer 6 5 3 2 3 4:
    // v = 13 7 −5 −11 −5 1, Σuv = 294, Σv² = 390, r = 0.949. Mechanical 6 6 3 2 3 4: v = 12 12
    // −6 −12 −6 0, Σuv = 324, Σv² = 504, r = 0.920. Σ score² = 15 → clarity 0.55: 52 % and 51 %.
    expect(data.jobs.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        slug: 'civil-engineer',
        name: 'Civil Engineer',
        ref: { slug: 'civil-engineer', slug_bm: 'jurutera-awam', name: 'Civil Engineer', name_bm: 'Jurutera Awam' },
        industry: expect.any(String),
        industry_name: expect.any(String),
        tvet: false,
        summary: 'Civil Engineer fixture summary.',
        duty: 'Fixture task',
        holland_code: 'RIC',
        riasec: { R: 6, I: 5, A: 3, S: 2, E: 3, C: 4 },
        match: 52,
        shared: ['R', 'I'],
      },
      expect.objectContaining({ slug: 'mechanical-engineer', match: 51, shared: ['R', 'I'] }),
    ]);
    const matches = data.jobs.map((j: { match: number }) => j.match);
    expect(matches).toEqual([...matches].sort((a, b) => b - a));
  });

  test('the picks come back in question order with their labels; a job without a guide has null texts', async () => {
    const selections = await answer('RRRIICE');
    const { data } = (await post({ lang: 'ms', selections })).json();
    expect(data.picks.map((p: { activity: string }) => p.activity)).toEqual(selections.map((s) => s.activity));
    expect(data.picks.map((p: { type: string }) => p.type).join('')).toBe('RRRIICE');
    for (const pick of data.picks) expect(pick.label).toMatch(/\S/);
    const accountant = data.jobs.find((j: { id: number }) => j.id === 8);
    expect(accountant).toMatchObject({ summary: null, duty: null, industry_name: 'Kewangan dan Perakaunan' });
  });

  test('Malay: slugs and names in Malay; the same ranking', async () => {
    const selections = await answer('SSSAAEC');
    const en = (await post({ lang: 'en', selections })).json().data;
    const ms = (await post({ lang: 'ms', selections })).json().data;
    expect(ms.code).toBe('SA');
    expect(ms.jobs.map((j: { id: number }) => j.id)).toEqual(en.jobs.map((j: { id: number }) => j.id));
    const first = FIXTURE_JOBS.find((j) => j.slug === en.jobs[0].slug)!;
    expect(ms.jobs[0]).toMatchObject({ slug: first.slug_bm, name: first.name_bm });
  });

  test("carries its pair's text, the same as GET personality-types/:code gives (no second call, decision 355)", async () => {
    const { data } = (await post({ lang: 'ms', selections: await answer('RRRIICE') })).json();
    const { data: asked } = (await t.app.inject('/api/v1/personality-types/RI')).json();
    expect(asked.pair).toMatchObject({ code: 'RI', about: { en: expect.any(String), ms: expect.any(String) } });
    expect(data.pair).toEqual(asked.pair);
  });

  test('a flat profile names no type, lists the tied types and a few jobs per type, all at 0 %', async () => {
    const { data } = (await post({ selections: await answer('RIASECR') })).json();
    expect(data).toMatchObject({ flat: true, primary: null, secondary: null, code: null, clarity: 0, pair: null });
    expect(data.tied).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    const leads = data.jobs.map((j: { holland_code: string }) => j.holland_code[0]);
    // At most two per tied type, type by type in the profile's order.
    for (const type of data.tied) expect(leads.filter((l: string) => l === type).length).toBeLessThanOrEqual(2);
    const order = leads.map((l: string) => data.tied.indexOf(l));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(data.jobs.length).toBeLessThan(FIXTURE_JOBS.length);
    for (const job of data.jobs) expect(job.match).toBe(0);
  });

  describe('GET ?picks= (a shared result link)', () => {
    const get = (query: string) => t.app.inject(`/api/v1/career-quiz/result?${query}`);

    test('the seven picks alone give the same result as the full answers', async () => {
      const selections = await answer('AASSEAS');
      const posted = (await post({ lang: 'ms', selections })).json().data;
      const res = await get(`lang=ms&picks=${selections.map((s) => s.activity).join('-')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual(posted);
      expect(posted).toMatchObject({ code: 'AS', tied: ['A', 'S'] });
    });

    test.each([
      ['six picks', (k: string[]) => k.slice(0, 6).join('-'), 'QUIZ_WRONG_COUNT'],
      ['an unknown activity', (k: string[]) => [...k.slice(0, 6), 'flying_kites'].join('-'), 'QUIZ_UNKNOWN_ACTIVITY'],
      ['a pick twice', (k: string[]) => [...k.slice(0, 6), k[0]].join('-'), 'QUIZ_REPEATED_ACTIVITY'],
      ['not keys at all', () => '<script>', 'VALIDATION_FAILED'],
      ['empty', () => '', 'VALIDATION_FAILED'],
    ])('%s → 400', async (_name, build, code) => {
      const keys = (await answer('RIASECR')).map((s) => s.activity);
      const res = await get(`picks=${encodeURIComponent(build(keys))}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe(code);
    });

    test('a link made before an activity was retired still opens, with the label the student saw (decision 298)', async () => {
      const keys = (await answer('RIASECE')).map((s) => s.activity);
      keys[6] = 'organising_events'; // an E activity retired by decision 295
      const res = await get(`lang=en&picks=${keys.join('-')}`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.scores).toMatchObject({ E: 2 });
      expect(data.picks[6]).toMatchObject({ activity: 'organising_events', label: 'Organising events' });
    });

    test('no picks → 400', async () => {
      expect((await get('lang=en')).json().error.code).toBe('VALIDATION_FAILED');
    });
  });

  test('answers stored before an activity was retired still score, with its type then (decision 298)', async () => {
    const selections = await answer('EEEIICE');
    // Question 1 showed the retired "Competing to win" as its E activity, and the student picked it.
    selections[0] = {
      ...selections[0]!,
      activity: 'competing_to_win',
      shown: selections[0]!.shown.map((key) => (key === selections[0]!.activity ? 'competing_to_win' : key)),
    };
    const res = await post({ lang: 'ms', selections });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.scores).toMatchObject({ E: 4, I: 2, C: 1 });
    expect(data.picks[0]).toMatchObject({ activity: 'competing_to_win', label: 'Bertanding untuk menang' });
  });

  describe('bad answers → 400 with a stable code, never 500', () => {
    const cases: [string, (a: Answer[]) => unknown, string][] = [
      ['six answers', (a) => ({ selections: a.slice(0, 6) }), 'QUIZ_WRONG_COUNT'],
      ['eight answers', (a) => ({ selections: [...a, a[0]] }), 'QUIZ_WRONG_COUNT'],
      ['no answers', () => ({ selections: [] }), 'QUIZ_WRONG_COUNT'],
      [
        'a question answered twice',
        (a) => ({ selections: [...a.slice(0, 6), { ...a[0]!, question: 1 }] }),
        'QUIZ_DUPLICATE_QUESTION',
      ],
      [
        'an unknown activity',
        (a) => ({ selections: a.map((x, i) => (i === 3 ? { ...x, activity: 'flying_kites' } : x)) }),
        'QUIZ_UNKNOWN_ACTIVITY',
      ],
      [
        "an activity from another question's choices",
        (a) => ({ selections: a.map((x, i) => (i === 0 ? { ...x, activity: a[1]!.shown[0] } : x)) }),
        'QUIZ_NOT_IN_QUESTION',
      ],
      [
        'a question that showed five activities',
        (a) => ({ selections: a.map((x, i) => (i === 2 ? { ...x, shown: x.shown.slice(0, 5) } : x)) }),
        'QUIZ_BAD_QUESTION',
      ],
      [
        'an activity shown in two questions',
        // Question 2 (answered I) shows question 1's C activity instead of its own.
        (a) => {
          const c1 = a[0]!.shown.find((s) => s.startsWith('c_'))!;
          const shown = [...a[1]!.shown.filter((s) => !s.startsWith('c_')), c1];
          return { selections: a.map((x, i) => (i === 1 ? { ...x, shown } : x)) };
        },
        'QUIZ_REPEATED_ACTIVITY',
      ],
      [
        'question 8',
        (a) => ({ selections: a.map((x, i) => (i === 6 ? { ...x, question: 8 } : x)) }),
        'VALIDATION_FAILED',
      ],
      ['no shown list', (a) => ({ selections: a.map(({ shown: _shown, ...x }) => x) }), 'VALIDATION_FAILED'],
      ['an unknown language', (a) => ({ lang: 'fr', selections: a }), 'VALIDATION_FAILED'],
      ['not an object', () => [1, 2, 3], 'VALIDATION_FAILED'],
    ];

    test.each(cases)('%s', async (_name, build, code) => {
      const res = await post(build(await answer('RIASECR')));
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe(code);
      expect(body.error.messageKey).toBe(`errors.${code.toLowerCase()}`);
    });
  });
});
