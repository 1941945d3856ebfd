import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from '../paths.js';
import { readSubjectMatchDoc } from '../test/subject-match-doc.js';
import { loadContent, type Content } from './loader.js';
import { jobSubjectsOf } from './seed.js';
import { matchSubjects, normaliseSubjectCodes, scoreSubjects } from './subject-match.js';

/** The worked examples of content/subject-match.md §6–§8, read from the page. */
const DOC = readSubjectMatchDoc();

let content: Content;
let core: Set<string>;
let catalogue: { id: number; name: string; subjects: { code: string; weight: number }[] }[];
beforeAll(async () => {
  const loaded = await loadContent();
  expect(loaded.problems).toEqual([]);
  content = loaded.content;
  core = new Set(content.subjects.filter((s) => s.group === 'core').map((s) => s.code));
  catalogue = content.jobs.map((j) => ({ id: j.id, name: j.name, subjects: jobSubjectsOf(j) }));
});

const round4 = (x: number) => Math.round(x * 10000) / 10000;

describe('subject match (content/subject-match.md)', () => {
  test('the core subjects are the seven of the page', () => {
    expect([...core].sort()).toEqual(['BI', 'BM', 'MATH', 'PI', 'PM', 'SCI', 'SEJ']);
  });

  test('§6: every row of the table, computed by the rule, is the page', () => {
    const { chosen, rows } = DOC.table;
    expect(chosen).toEqual(['BM', 'BI', 'MATH', 'ADDMATH', 'PHY', 'CHEM']);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const r = scoreSubjects(row.subjects, chosen, core)!;
      const shown = matchSubjects([{ id: row.id, name: row.name, subjects: row.subjects }], chosen, core);
      expect({ id: row.id, shown: shown.length === 1 }).toEqual({ id: row.id, shown: row.shown });
      expect({
        id: row.id,
        M: r.matchedWeight,
        eHit: r.essentialHits,
        eMiss: r.missing_essential,
        need: round4(r.need),
        S: r.sayWeight,
        U: r.sayTotal,
        use: round4(r.use),
        score: r.score,
        percent: r.match_percent,
        fit: r.fit,
      }).toEqual({
        id: row.id,
        M: row.M,
        eHit: row.eHit,
        eMiss: row.eMiss,
        need: row.need,
        S: row.S,
        U: row.U,
        use: row.use,
        score: row.score,
        percent: row.percent,
        fit: row.fit,
      });
    }
  });

  test("§6: each row's name and weights are its real job file's", () => {
    for (const row of DOC.table.rows) {
      const job = content.jobs.find((j) => j.id === row.id);
      expect({ id: row.id, name: job?.name, subjects: job && jobSubjectsOf(job) }).toEqual({
        id: row.id,
        name: row.name,
        subjects: row.subjects,
      });
      expect(row.subjects.reduce((n, s) => n + s.weight, 0)).toBe(row.W);
    }
  });

  test.each(DOC.catalogue.map((e) => [e.title, e] as const))(
    '%s: the top of the list and the counts over the real catalogue',
    (_title, expected) => {
      const result = matchSubjects(catalogue, expected.chosen, core);
      expect({
        top: result.slice(0, expected.top.length).map((r) => ({ name: r.job.name, percent: r.match_percent })),
        fits: result.filter((r) => r.fit).length,
        total: result.length,
      }).toEqual({ top: expected.top, fits: expected.fits, total: expected.total });
    },
  );

  test('the science choice: fits come first, and the walk-through complaints are gone', () => {
    const result = matchSubjects(catalogue, DOC.table.chosen, core);
    const fits = result.filter((r) => r.fit);
    expect(result.slice(0, fits.length)).toEqual(fits);
    const at = (name: string) => result.findIndex((r) => r.job.name === name);
    for (const weak of ['Lecturer', 'E-hailing Driver']) {
      expect(at(weak)).toBeGreaterThan(at('Biomedical Engineer'));
      expect(result[at(weak)]!.fit).toBe(false);
    }
    expect(at('Delivery Rider (P-hailing)')).toBe(-1);
    // Every fit lacks no essential subject and scores at least 50%.
    for (const r of fits) {
      expect(r.missing_essential).toEqual([]);
      expect(r.match_percent).toBeGreaterThanOrEqual(50);
    }
  });

  test("the methodology page's example (both languages) gives the page's figures", () => {
    const text = (lang: string) =>
      readFileSync(
        join(defaultContentDir, '..', 'mfe-content/src/features/methodology/texts', `subject-job-match.${lang}.json`),
        'utf8',
      );
    const row = (id: number) => DOC.table.rows.find((r) => r.id === id)!;
    const science = DOC.catalogue[0]!;
    const jobs = content.jobs.length;
    expect(text('en')).toContain(`Biomedical Engineer** guide listed`);
    expect(text('en')).toContain(`so it scores ${row(2016).percent}%.`);
    expect(text('en')).toContain(`so it scores ${row(1016).percent}%: shown, but as a weaker link`);
    expect(text('en')).toContain(`${science.fits} of the ${jobs} jobs fit`);
    expect(text('ms')).toContain(`jadi markahnya ${row(2016).percent}%.`);
    expect(text('ms')).toContain(`jadi markahnya ${row(1016).percent}%: dipaparkan, tetapi sebagai padanan lemah`);
    expect(text('ms')).toContain(`${science.fits} daripada ${jobs} pekerjaan sesuai`);
  });

  test('core subjects alone: jobs are shown, none is a fit', () => {
    const result = matchSubjects(catalogue, ['BM', 'BI', 'MATH'], core);
    expect(result.length).toBeGreaterThan(0);
    expect(result.filter((r) => r.fit)).toEqual([]);
  });

  test('a chosen core subject the job does not list does not count against it', () => {
    const job = { id: 1, name: 'Chemist', subjects: [{ code: 'CHEM', weight: 3 }] };
    expect(matchSubjects([job], ['CHEM'], core)[0]!.score).toBe(1);
    expect(matchSubjects([job], ['CHEM', 'BM', 'SEJ'], core)[0]!.score).toBe(1);
    // …but another chosen subject it does not use does: use = 6 / 12.
    expect(matchSubjects([job], ['CHEM', 'PSV'], core)[0]!.score).toBe(0.5);
  });

  test('matched heaviest first (file order on ties) and missing essentials', () => {
    const result = matchSubjects(catalogue, DOC.table.chosen, core);
    const pilot = result.find((r) => r.job.name === 'Airline Pilot')!;
    expect(pilot.matched).toEqual([
      { code: 'MATH', weight: 3 },
      { code: 'PHY', weight: 3 },
      { code: 'BI', weight: 3 },
      { code: 'ADDMATH', weight: 2 },
    ]);
    expect(result.find((r) => r.job.name === 'Medical Doctor')!.missing_essential).toEqual(['BIO']);
  });

  test('jobs with no subjects never appear; jobs with nothing matched never appear', () => {
    const jobs = [
      { id: 1, name: 'Empty', subjects: [] },
      { id: 2, name: 'Other', subjects: [{ code: 'PSV', weight: 1 }] },
      { id: 3, name: 'Match', subjects: [{ code: 'BIO', weight: 1 }] },
    ];
    expect(matchSubjects(jobs, ['BIO'], core).map((r) => r.job.name)).toEqual(['Match']);
  });

  test('ties: fit, score, E_hit, then matched weight, then English name by code point, then id', () => {
    const jobs = [
      { id: 5, name: 'beta', subjects: [{ code: 'A', weight: 1 }] },
      { id: 4, name: 'Beta', subjects: [{ code: 'A', weight: 1 }] },
      { id: 3, name: 'alpha', subjects: [{ code: 'A', weight: 1 }] },
      { id: 2, name: 'zeta', subjects: [{ code: 'A', weight: 3 }] },
    ];
    expect(matchSubjects(jobs, ['A'], core).map((r) => r.job.id)).toEqual([2, 3, 4, 5]);
    // A core-only job with a higher score still comes after a fit.
    const mixed = [
      { id: 7, name: 'core only', subjects: ['BM', 'BI', 'MATH', 'SEJ'].map((code) => ({ code, weight: 3 })) },
      {
        id: 8,
        name: 'uses physics',
        subjects: [
          { code: 'PHY', weight: 3 },
          { code: 'CHEM', weight: 2 },
        ],
      },
    ];
    const ranked = matchSubjects(mixed, ['BM', 'BI', 'MATH', 'SEJ', 'PHY'], core);
    expect(ranked.map((r) => [r.job.id, r.fit])).toEqual([
      [8, true],
      [7, false],
    ]);
    expect(ranked[1]!.score).toBeGreaterThan(ranked[0]!.score);
  });

  test('codes are trimmed, upper-cased and de-duplicated', () => {
    expect(normaliseSubjectCodes([' bio', 'BIO', 'chem ', ''])).toEqual(['BIO', 'CHEM']);
  });
});
