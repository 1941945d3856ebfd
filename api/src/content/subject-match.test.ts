import { matchSubjects, normaliseSubjectCodes } from './subject-match.js';

/** The worked example of content/subject-match.md §6 (made-up jobs and weights). */
const EXAMPLE = [
  { id: 101, name: 'Medical Laboratory Technologist', subjects: [['BIO', 3], ['CHEM', 3], ['MATH', 1]] },
  { id: 102, name: 'Biomedical Scientist', subjects: [['BIO', 3], ['CHEM', 3], ['BI', 1]] },
  { id: 103, name: 'Dietitian', subjects: [['BIO', 3], ['CHEM', 2], ['SRT', 1], ['MATH', 1]] },
  { id: 104, name: 'Pharmacist', subjects: [['CHEM', 3], ['BIO', 3], ['MATH', 2], ['PHY', 2], ['BI', 1]] },
  { id: 105, name: 'Nurse', subjects: [['BIO', 3], ['SCI', 2], ['BI', 2], ['BM', 1]] },
  { id: 109, name: 'Chemical Engineer', subjects: [['CHEM', 3], ['MATH', 3], ['ADDMATH', 3], ['PHY', 2], ['BI', 1]] },
  { id: 107, name: 'Accountant', subjects: [['ACC', 3], ['MATH', 2], ['BUS', 1], ['ECO', 1]] },
  { id: 106, name: 'Civil Engineer', subjects: [['MATH', 3], ['ADDMATH', 3], ['PHY', 3], ['CHEM', 1]] },
  { id: 108, name: 'Graphic Designer', subjects: [['PSV', 3], ['RBGD', 2], ['BI', 1]] },
].map((j) => ({ ...j, subjects: j.subjects.map(([code, weight]) => ({ code: code as string, weight: weight as number })) }));

describe('subject match (content/subject-match.md)', () => {
  test('the worked example: order, scores and percentages', () => {
    const result = matchSubjects(EXAMPLE, ['BIO', 'CHEM', 'MATH', 'BI']);
    expect(result.map((r) => [r.job.name, r.score, r.match_percent])).toEqual([
      ['Biomedical Scientist', 1, 100],
      ['Medical Laboratory Technologist', 1, 100],
      ['Dietitian', 0.8571, 86],
      ['Pharmacist', 0.8182, 82],
      ['Nurse', 0.625, 63],
      ['Chemical Engineer', 0.2917, 29],
    ]);
    expect(result).toHaveLength(6);
  });

  test('matched heaviest first (file order on ties) and missing essentials', () => {
    const result = matchSubjects(EXAMPLE, ['BIO', 'CHEM', 'MATH', 'BI']);
    const nurse = result.find((r) => r.job.name === 'Nurse')!;
    expect(nurse.matched).toEqual([
      { code: 'BIO', weight: 3 },
      { code: 'BI', weight: 2 },
    ]);
    expect(nurse.missing_essential).toEqual([]);
    const chemical = result.find((r) => r.job.name === 'Chemical Engineer')!;
    expect(chemical.missing_essential).toEqual(['ADDMATH']);
    const pharmacist = result.find((r) => r.job.name === 'Pharmacist')!;
    expect(pharmacist.matched.map((m) => m.code)).toEqual(['CHEM', 'BIO', 'MATH', 'BI']);
  });

  test('jobs with no subjects never appear; jobs with nothing matched never appear', () => {
    const jobs = [
      { id: 1, name: 'Empty', subjects: [] },
      { id: 2, name: 'Other', subjects: [{ code: 'PSV', weight: 1 }] },
      { id: 3, name: 'Match', subjects: [{ code: 'BIO', weight: 1 }] },
    ];
    expect(matchSubjects(jobs, ['BIO']).map((r) => r.job.name)).toEqual(['Match']);
  });

  test('ties: E_hit, then matched weight, then English name by code point, then id', () => {
    const jobs = [
      { id: 5, name: 'beta', subjects: [{ code: 'A', weight: 1 }] },
      { id: 4, name: 'Beta', subjects: [{ code: 'A', weight: 1 }] },
      { id: 3, name: 'alpha', subjects: [{ code: 'A', weight: 1 }] },
      { id: 2, name: 'zeta', subjects: [{ code: 'A', weight: 3 }] },
    ];
    expect(matchSubjects(jobs, ['A']).map((r) => r.job.id)).toEqual([2, 3, 4, 5]);
  });

  test('codes are trimmed, upper-cased and de-duplicated', () => {
    expect(normaliseSubjectCodes([' bio', 'BIO', 'chem ', ''])).toEqual(['BIO', 'CHEM']);
  });
});
