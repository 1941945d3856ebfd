import { readSubjectMatchExample } from '../test/subject-match-doc.js';
import { matchSubjects, normaliseSubjectCodes } from './subject-match.js';

/** The worked example of content/subject-match.md §6 (made-up jobs and weights), read from the page. */
const DOC = readSubjectMatchExample();
const EXAMPLE = DOC.jobs.map(({ id, name, subjects }) => ({ id, name, subjects }));

describe('subject match (content/subject-match.md)', () => {
  test('the worked example: order, scores and percentages as the page gives them', () => {
    const result = matchSubjects(EXAMPLE, DOC.chosen);
    expect(result.map((r) => ({ name: r.job.name, percent: r.match_percent }))).toEqual(DOC.ranked);
    expect(result).toHaveLength(DOC.total);
    for (const job of DOC.jobs.filter((j) => j.shown)) {
      const r = result.find((x) => x.job.id === job.id)!;
      expect([job.name, r.score, r.missing_essential, r.essentialHits, r.matchedWeight]).toEqual([
        job.name,
        job.score,
        job.eMiss,
        job.eHit,
        job.M,
      ]);
    }
    // The hidden rows stay hidden (below 0.20).
    expect(result.map((r) => r.job.id)).not.toEqual(expect.arrayContaining(DOC.jobs.filter((j) => !j.shown).map((j) => j.id)));
  });

  test('matched heaviest first (file order on ties) and missing essentials', () => {
    const result = matchSubjects(EXAMPLE, DOC.chosen);
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
