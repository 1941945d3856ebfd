import { defaultContentDir } from '../../paths.js';
import { readSubjectMatchDoc } from '../../test/subject-match-doc.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

// The worked examples of content/subject-match.md §6–§8 through the real route, over the real
// catalogue seeded from content/: the student's codes go in the query string, and the answer must
// be the page's list, percentages and counts, in both languages. Runs on PGlite and on PostgreSQL.
const doc = readSubjectMatchDoc();

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ contentDir: defaultContentDir });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Result {
  id: number;
  name: string;
  score: number;
  match_percent: number;
  fit: boolean;
  matched: { code: string; weight: number }[];
  missing_essential: string[];
  tvet: boolean;
  entry_subjects: string[];
  routes: { type: string; duration: { en: string; ms: string } | null }[];
}
interface Body {
  data: Result[];
  total: number;
  fits: number;
}

const ask = async (codes: readonly string[], query = '') => {
  const res = await t.app.inject(`/api/v1/subject-match?subjects=${codes.join(',')}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<Body>();
};

describe('content/subject-match.md §6–§8 through GET /api/v1/subject-match', () => {
  test('the page has its examples: a table, two lists with counts', () => {
    expect(doc.table.chosen).toEqual(['BM', 'BI', 'MATH', 'ADDMATH', 'PHY', 'CHEM']);
    expect(doc.catalogue.map((e) => e.chosen)).toEqual([doc.table.chosen, ['BM', 'BI', 'MATH', 'SEJ', 'KMS', 'LIT']]);
  });

  test.each(doc.catalogue.flatMap((e) => (['en', 'ms'] as const).map((lang) => [e.title, lang, e] as const)))(
    '%s (%s)',
    async (_title, lang, expected) => {
      const body = await ask(expected.chosen, `&lang=${lang}&limit=50`);
      expect({ total: body.total, fits: body.fits }).toEqual({ total: expected.total, fits: expected.fits });
      expect(body.data.slice(0, expected.top.length).map((r) => ({ name: r.name, percent: r.match_percent }))).toEqual(
        expected.top,
      );
      // Fits first, and exactly `fits` of them.
      expect(body.data.map((r) => r.fit)).toEqual(body.data.map((_, i) => i < expected.fits));
    },
  );

  test('every row of the §6 table: shown or not, with its score, fit and missing essentials', async () => {
    const body = await ask(doc.table.chosen, '&limit=50');
    for (const row of doc.table.rows) {
      const hit = body.data.find((r) => r.id === row.id);
      expect({ id: row.id, shown: hit !== undefined }).toEqual({ id: row.id, shown: row.shown });
      if (!hit) continue;
      expect({ id: row.id, score: hit.score, fit: hit.fit, missing: hit.missing_essential }).toEqual({
        id: row.id,
        score: row.score,
        fit: row.fit,
        missing: row.eMiss,
      });
      expect(hit.matched.reduce((n, m) => n + m.weight, 0)).toBe(row.M);
    }
  });

  test('the same ids in the same order in both languages; limit cuts the list, not the counts', async () => {
    const en = await ask(doc.table.chosen, '&lang=en&limit=5');
    const ms = await ask(doc.table.chosen, '&lang=ms&limit=5');
    expect(en.data).toHaveLength(5);
    expect(ms.data.map((r) => r.id)).toEqual(en.data.map((r) => r.id));
    expect([ms.total, ms.fits]).toEqual([en.total, en.fits]);
  });

  test('core subjects alone: jobs are shown, none is a fit', async () => {
    const body = await ask(['BM', 'BI', 'MATH']);
    expect(body.total).toBeGreaterThan(0);
    expect(body.fits).toBe(0);
  });

  test("each result carries the job's TVET flag, entry subjects and routes", async () => {
    const body = await ask(doc.table.chosen, '&limit=50');
    const engineer = body.data.find((r) => r.name === 'Chemical Engineer')!;
    expect(engineer.tvet).toBe(false);
    expect(engineer.entry_subjects).toEqual(expect.arrayContaining(['CHEM', 'PHY']));
    expect(engineer.routes.map((r) => r.type)).toContain('degree');
  });
});
