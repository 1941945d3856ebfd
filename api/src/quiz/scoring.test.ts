import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { RIASEC_TYPES, type RiasecType } from '../content/schemas.js';
import { defaultContentDir } from '../paths.js';
import {
  FLAT_JOBS_PER_TYPE,
  QuizInputError,
  leadCode,
  matchPercent,
  pearson,
  profileOf,
  rankJobs,
  validateAnswers,
  validatePicks,
  type JobProfile,
  type Pick,
  type QuizAnswer,
} from './scoring.js';

const picksOf = (letters: string): Pick[] =>
  letters.split('').map((type, i) => ({ question: i + 1, activity: `a${i}`, type: type as RiasecType }));

// ── The worked examples of content/quiz-scoring.md, read from the page itself ─────────────

const doc = readFileSync(join(defaultContentDir, 'quiz-scoring.md'), 'utf8');

/** The table rows (cells trimmed) between a heading and the next heading. */
function tableRows(section: string): string[][] {
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // header
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const sections = doc.split(/^#{2,3} /m);
const jobsTable = tableRows(sections.find((s) => s.startsWith('7. Worked examples'))!);
const exampleJobs: JobProfile[] = jobsTable.map(([slug, code, ratings]) => {
  const values = ratings!.split(' ').map(Number);
  return {
    slug: slug!,
    hollandCode: code!,
    riasec: Object.fromEntries(RIASEC_TYPES.map((t, i) => [t, values[i]!])) as JobProfile['riasec'],
  };
});
const examples = sections.filter((s) => s.startsWith('Example '));

describe('content/quiz-scoring.md', () => {
  test('the page has its three worked examples over eight jobs', () => {
    expect(examples).toHaveLength(3);
    expect(exampleJobs).toHaveLength(8);
  });

  test("the examples' job ratings and codes are the job files' own", () => {
    for (const job of exampleJobs) {
      const file = JSON.parse(readFileSync(join(defaultContentDir, 'jobs', `${job.slug}.json`), 'utf8'));
      expect({ slug: job.slug, riasec: file.riasec, code: file.holland_code }).toEqual({
        slug: job.slug,
        riasec: job.riasec,
        code: job.hollandCode,
      });
    }
  });

  test.each(examples.map((s) => [s.split('\n')[0]!, s]))('%s: the code gives what the page says', (_title, section) => {
    const field = (label: string) => new RegExp(`^- ${label}:? \`([^\`]*)\``, 'm').exec(section)?.[1];
    const answers = field('Answers, questions 1 to 7')!.replaceAll(' ', '');
    const profile = profileOf(picksOf(answers));

    expect(RIASEC_TYPES.map((t) => profile.scores[t]).join(' ')).toBe(field('Scores R I A S E C'));
    expect(profile.order.join(' ')).toBe(field('Order'));
    const flatLine = /^- Flat: (yes|no)[^.]*\. Code: ([^.]+)\. Tied: ([^.]+)\./m.exec(section)!;
    expect(profile.flat).toBe(flatLine[1] === 'yes');
    expect(profile.code ?? 'none').toBe(flatLine[2]!.replaceAll('`', ''));
    expect(profile.tied.join(', ') || 'none').toBe(flatLine[3]);

    const clarityLine = /^- Clarity: `([\d.]+)` \(Σ score² = (\d+)\)/m.exec(section)!;
    expect(profile.clarity.toFixed(2)).toBe(clarityLine[1]);
    expect(String(RIASEC_TYPES.reduce((s, t) => s + profile.scores[t] ** 2, 0))).toBe(clarityLine[2]);

    const u = RIASEC_TYPES.map((t) => 6 * profile.scores[t] - 7);
    expect(`${u.join(' ')}, Σu² = ${u.reduce((s, x) => s + x * x, 0)}`).toBe(
      /^- u: `([^`]*)`, (Σu² = \d+)/m.exec(section)!.slice(1).join(', '),
    );

    const ranked = rankJobs(profile, exampleJobs);
    const computed = ranked.map((job) => {
      const y = RIASEC_TYPES.map((t) => job.riasec[t]);
      const total = y.reduce((s, x) => s + x, 0);
      const v = y.map((x) => 6 * x - total);
      return [
        job.slug,
        v.join(' '),
        String(u.reduce((s, x, i) => s + x * v[i]!, 0)),
        String(v.reduce((s, x) => s + x * x, 0)),
        job.r!.toFixed(3),
        `${job.match} %`,
        job.shared.join(', ') || '—',
      ];
    });
    expect(computed).toEqual(tableRows(section));
  });

  test('example 2 answered the other way round: same scores and matches, letters swapped', () => {
    const as = profileOf(picksOf('ASASESA'));
    const sa = profileOf(picksOf('SASAESA'));
    expect(sa.scores).toEqual(as.scores);
    expect([as.code, sa.code]).toEqual(['AS', 'SA']);
    const strip = (jobs: ReturnType<typeof rankJobs>) => jobs.map((j) => [j.slug, j.match]);
    expect(strip(rankJobs(sa, exampleJobs))).toEqual(strip(rankJobs(as, exampleJobs)));
  });
});

// ── Rules ──────────────────────────────────────────────────────────────────────────────────

describe('profile rules', () => {
  test('one type picked seven times: a one-letter code, no secondary', () => {
    expect(profileOf(picksOf('EEEEEEE'))).toMatchObject({
      primary: 'E',
      secondary: null,
      code: 'E',
      flat: false,
      tied: [],
    });
  });

  test('a tie for second place is decided by the earlier pick, and reported', () => {
    // C3 R1 S1 A1 E1: the secondary is R (question 1), the tied types are the four 1s.
    expect(profileOf(picksOf('RCSCAEC'))).toMatchObject({
      code: 'CR',
      tied: ['R', 'S', 'A', 'E'],
      order: ['C', 'R', 'S', 'A', 'E', 'I'],
    });
    expect(profileOf(picksOf('SCRCAEC')).code).toBe('CS');
  });

  test('top score 2 is flat; 3 is named', () => {
    expect(profileOf(picksOf('RRIIAAS'))).toMatchObject({ flat: true, code: null, tied: ['R', 'I', 'A', 'S'] });
    expect(profileOf(picksOf('RRRIIAS'))).toMatchObject({ flat: false, code: 'RI', tied: [] });
  });

  test('pearson: undefined without spread, ±1 for (anti)parallel profiles', () => {
    expect(pearson([1, 1, 1, 1, 1, 1], [1, 2, 3, 4, 5, 6])).toBeNull();
    expect(pearson([1, 2, 3, 4, 5, 6], [4, 4, 4, 4, 4, 4])).toBeNull();
    expect(pearson([0, 1, 2, 3, 0, 1], [1, 3, 5, 7, 1, 3])).toBeCloseTo(1, 12);
    expect(pearson([0, 1, 2, 3, 0, 1], [7, 5, 3, 1, 7, 5])).toBeCloseTo(-1, 12);
    expect([matchPercent(null), matchPercent(-0.4), matchPercent(0.004), matchPercent(0.955)]).toEqual([0, 0, 0, 96]);
    expect([matchPercent(0.955, 0.55), matchPercent(0.98, 0), matchPercent(null, 1)]).toEqual([53, 0, 0]);
  });

  test('jobs with the same r are ranked by English slug', () => {
    // (The worked examples no longer have such a tie since the ratings come from O*NET.)
    const riasec = { R: 3, I: 5, A: 1, S: 6, E: 2, C: 5 };
    const twins: JobProfile[] = ['zeta', 'alpha', 'mid'].map((slug) => ({ slug, hollandCode: 'SCI', riasec }));
    expect(rankJobs(profileOf(picksOf('SISCSIE')), twins).map((j) => j.slug)).toEqual(['alpha', 'mid', 'zeta']);
  });

  test('a job with flat ratings gets 0 % and comes last', () => {
    const flatJob: JobProfile = { slug: 'aaa', hollandCode: 'RI', riasec: { R: 4, I: 4, A: 4, S: 4, E: 4, C: 4 } };
    const ranked = rankJobs(profileOf(picksOf('RIRCRIE')), [flatJob, ...exampleJobs]);
    expect(ranked.at(-1)).toMatchObject({ slug: 'aaa', r: null, match: 0 });
  });
});

// ── Validation ─────────────────────────────────────────────────────────────────────────────

describe('validateAnswers', () => {
  const bank = new Map<string, RiasecType>(
    RIASEC_TYPES.flatMap((t) => Array.from({ length: 8 }, (_, i) => [`${t.toLowerCase()}_${i}`, t] as const)),
  );
  /** A valid quiz: question q shows activity q−1 of every type and picks `letters[q−1]`. */
  const quiz = (letters = 'RIASECR'): QuizAnswer[] =>
    letters.split('').map((letter, q) => ({
      question: q + 1,
      activity: `${letter.toLowerCase()}_${q}`,
      shown: RIASEC_TYPES.map((t) => `${t.toLowerCase()}_${q}`),
    }));
  const codeOf = (answers: QuizAnswer[]) => {
    try {
      validateAnswers(answers, bank);
      return 'ok';
    } catch (error) {
      if (error instanceof QuizInputError) return error.code;
      throw error;
    }
  };

  test('a valid quiz gives seven picks in question order, whatever the answer order', () => {
    const picks = validateAnswers(quiz('RRRIIAS').reverse(), bank);
    expect(picks.map((p) => `${p.question}${p.type}`).join(' ')).toBe('1R 2R 3R 4I 5I 6A 7S');
  });

  test('each kind of bad input has its own code', () => {
    expect(codeOf(quiz().slice(0, 6))).toBe('QUIZ_WRONG_COUNT');
    expect(codeOf([...quiz(), quiz()[0]!])).toBe('QUIZ_WRONG_COUNT');
    const twice = quiz();
    twice[6] = { ...twice[0]! };
    expect(codeOf(twice)).toBe('QUIZ_DUPLICATE_QUESTION');
    const unknown = quiz();
    unknown[2] = { ...unknown[2]!, activity: 'flying_kites' };
    expect(codeOf(unknown)).toBe('QUIZ_UNKNOWN_ACTIVITY');
    const wrongQuestion = quiz();
    wrongQuestion[2] = { ...wrongQuestion[2]!, activity: 'r_4' }; // shown in question 5, not 3
    expect(codeOf(wrongQuestion)).toBe('QUIZ_NOT_IN_QUESTION');
    const twoOfAType = quiz();
    twoOfAType[1] = { ...twoOfAType[1]!, shown: ['r_1', 'r_7', 'a_1', 's_1', 'e_1', 'c_1'] };
    expect(codeOf(twoOfAType)).toBe('QUIZ_BAD_QUESTION');
    const five = quiz();
    five[1] = { ...five[1]!, shown: five[1]!.shown.slice(0, 5) };
    expect(codeOf(five)).toBe('QUIZ_BAD_QUESTION');
    const repeated = quiz();
    repeated[3] = { ...repeated[3]!, shown: ['r_0', 'i_3', 'a_3', 's_3', 'e_3', 'c_3'], activity: 'i_3' };
    expect(codeOf(repeated)).toBe('QUIZ_REPEATED_ACTIVITY');
  });

  test('validatePicks (a shared link): the same picks as the full answers; its three errors', () => {
    const full = validateAnswers(quiz('AASSEAS'), bank);
    expect(
      validatePicks(
        full.map((p) => p.activity),
        bank,
      ),
    ).toEqual(full);
    const code = (keys: string[]) => {
      try {
        validatePicks(keys, bank);
        return 'ok';
      } catch (error) {
        return (error as QuizInputError).code;
      }
    };
    expect(code(['r_0', 'i_1', 'a_2'])).toBe('QUIZ_WRONG_COUNT');
    expect(code(['r_0', 'i_1', 'a_2', 's_3', 'e_4', 'c_5', 'flying_kites'])).toBe('QUIZ_UNKNOWN_ACTIVITY');
    expect(code(['r_0', 'i_1', 'a_2', 's_3', 'e_4', 'c_5', 'r_0'])).toBe('QUIZ_REPEATED_ACTIVITY');
  });
});

// ── Properties ─────────────────────────────────────────────────────────────────────────────

const answersArb = fc.array(fc.constantFrom(...RIASEC_TYPES), { minLength: 7, maxLength: 7 }).map((t) => t.join(''));
const jobArb = fc.record({
  slug: fc.stringMatching(/^[a-z]{1,8}$/),
  hollandCode: fc.constantFrom('RIC', 'SAE', 'CE', 'AIR', 'ESC', 'IRS'),
  riasec: fc.record(Object.fromEntries(RIASEC_TYPES.map((t) => [t, fc.integer({ min: 1, max: 7 })])) as never),
}) as fc.Arbitrary<JobProfile>;

describe('properties', () => {
  test('scores sum to 7; order holds all six types, by score; code and flat agree', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const p = profileOf(picksOf(answers));
        const total = RIASEC_TYPES.reduce((s, t) => s + p.scores[t], 0);
        expect(total).toBe(7);
        expect([...p.order].sort()).toEqual([...RIASEC_TYPES].sort());
        for (let i = 1; i < 6; i++) expect(p.scores[p.order[i - 1]!]).toBeGreaterThanOrEqual(p.scores[p.order[i]!]);
        const top = p.scores[p.order[0]!];
        expect(p.flat).toBe(top <= 2);
        if (p.flat) {
          expect(p.code).toBeNull();
          expect(p.tied).toEqual(p.order.filter((t) => p.scores[t] > 0));
        } else {
          expect(p.code).toBe(`${p.primary}${p.secondary ?? ''}`);
          expect(p.scores[p.primary!]).toBe(top);
        }
      }),
      { numRuns: 500 },
    );
  });

  test('the scores do not depend on the answer order; the code changes only through ties', () => {
    fc.assert(
      fc.property(answersArb, fc.integer({ min: 0, max: 5039 }), (answers, seed) => {
        const letters = answers.split('');
        const shuffled = letters.map((l, i) => [l, (i * 7919 + seed) % 5040] as const).sort((a, b) => a[1] - b[1]);
        const a = profileOf(picksOf(answers));
        const b = profileOf(picksOf(shuffled.map(([l]) => l).join('')));
        expect(b.scores).toEqual(a.scores);
        expect(b.flat).toBe(a.flat);
        if (a.primary && a.tied.length === 0) expect(b.code).toBe(a.code);
      }),
      { numRuns: 300 },
    );
  });

  test('ranking: sorted by r (flat: within each tied type), independent of input order, match within 0–100', () => {
    fc.assert(
      fc.property(
        answersArb,
        fc.uniqueArray(jobArb, { minLength: 1, maxLength: 12, selector: (j) => j.slug }),
        (answers, jobs) => {
          const p = profileOf(picksOf(answers));
          const ranked = rankJobs(p, jobs);
          expect(rankJobs(p, [...jobs].reverse()).map((j) => j.slug)).toEqual(ranked.map((j) => j.slug));
          for (let i = 1; i < ranked.length; i++) {
            // A flat list runs type by type (profile order); each type's jobs are sorted by r.
            if (p.flat && ranked[i - 1]!.hollandCode[0] !== ranked[i]!.hollandCode[0]) {
              expect(p.tied.indexOf(ranked[i - 1]!.hollandCode[0] as RiasecType)).toBeLessThan(
                p.tied.indexOf(ranked[i]!.hollandCode[0] as RiasecType),
              );
              continue;
            }
            expect(ranked[i - 1]!.r ?? -Infinity).toBeGreaterThanOrEqual((ranked[i]!.r ?? -Infinity) - 1e-9);
            expect(ranked[i - 1]!.match).toBeGreaterThanOrEqual(ranked[i]!.match);
          }
          for (const job of ranked) {
            expect(job.match).toBeGreaterThanOrEqual(0);
            expect(job.match).toBeLessThanOrEqual(100);
            expect(job.shared.length).toBeLessThanOrEqual(2);
            for (const t of job.shared) expect(job.hollandCode).toContain(t);
          }
          for (const job of ranked) expect(job.match).toBeLessThanOrEqual(Math.round(100 * p.clarity));
          if (p.flat) {
            for (const job of ranked) expect(p.tied).toContain(job.hollandCode[0]);
            for (const type of p.tied) {
              expect(ranked.filter((j) => j.hollandCode[0] === type).length).toBeLessThanOrEqual(FLAT_JOBS_PER_TYPE);
            }
          } else {
            expect(ranked).toHaveLength(jobs.length);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('leadCode (the code a lead is saved with, decision 313)', () => {
  it('is the scored code when there is one', () => {
    expect(leadCode(profileOf(picksOf('SASISAE')))).toBe('SA');
  });

  it('for a flat profile, the top-scored types in the scorer’s order (1 to 3 letters)', () => {
    const order: RiasecType[] = ['E', 'R', 'C', 'I', 'A', 'S'];
    expect(leadCode({ code: null, order, scores: { R: 2, I: 1, A: 0, S: 0, E: 2, C: 2 } })).toBe('ERC');
    expect(leadCode({ code: null, order, scores: { R: 2, I: 1, A: 1, S: 1, E: 2, C: 0 } })).toBe('ER');
    expect(leadCode({ code: null, order, scores: { R: 1, I: 1, A: 1, S: 1, E: 2, C: 1 } })).toBe('E');
  });
});
