import { readSubjectMatchExample } from '../../test/subject-match-doc.js';
import { withFixtureApp, type TestApp } from '../../test/helpers.js';

// The worked example of content/subject-match.md §6, through the real route: its made-up jobs
// replace this app's catalogue, the student's codes go in the query string, and the answer must
// be the page's ranked list with the page's percentages. Runs on PGlite and on PostgreSQL.
const example = readSubjectMatchExample();

let t: TestApp;
withFixtureApp((app) => {
  t = app;
  t.app.repos.catalogue.load(
    example.jobs.map((j) => ({
      id: j.id,
      name: j.name,
      name_bm: `${j.name} (BM)`,
      industry: 'health',
      slug: `example-${j.id}`,
      slug_bm: `contoh-${j.id}`,
      en_data_status: 'partial',
      bm_data_status: 'partial',
      synonyms: [],
      synonyms_bm: [],
      holland_code: 'IRS',
      subjects: j.subjects,
      tvet: j.id === 105,
      pathway: {
        entry_subjects: j.subjects.filter((s) => s.weight === 3).map((s) => s.code),
        routes: [{ type: 'diploma', duration: { en: '3 years', ms: '3 tahun' }, description: { en: 'x', ms: 'x' } }],
        certification: null,
      },
    })),
  );
});

interface Result {
  id: number;
  name: string;
  score: number;
  match_percent: number;
  matched: { code: string; weight: number }[];
  missing_essential: string[];
  tvet: boolean;
  entry_subjects: string[];
  routes: { type: string; duration: { en: string; ms: string } | null }[];
}

describe('content/subject-match.md §6 through GET /api/v1/subject-match', () => {
  test('the page has its example: nine jobs, a ranked list and a total', () => {
    expect(example.chosen).toEqual(['BIO', 'CHEM', 'MATH', 'BI']);
    expect(example.jobs).toHaveLength(9);
    expect(example.ranked).toHaveLength(example.total);
  });

  test.each(['en', 'ms'])('the ranked result, scores and percentages (%s)', async (lang) => {
    const res = await t.app.inject(`/api/v1/subject-match?subjects=${example.chosen.join(',')}&lang=${lang}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Result[]; total: number }>();
    expect(body.total).toBe(example.total);
    expect(body.data.map((r) => ({ name: r.name, percent: r.match_percent }))).toEqual(example.ranked);
    // Every row of the page's table: shown or not, and with the page's score and missing essentials.
    for (const job of example.jobs) {
      const hit = body.data.find((r) => r.id === job.id);
      expect({ id: job.id, shown: hit !== undefined }).toEqual({ id: job.id, shown: job.shown });
      if (!hit) continue;
      expect({ id: job.id, score: hit.score, missing: hit.missing_essential }).toEqual({
        id: job.id,
        score: job.score,
        missing: job.eMiss,
      });
      expect(hit.matched.reduce((n, m) => n + m.weight, 0)).toBe(job.M);
      expect(hit.matched.filter((m) => m.weight === 3)).toHaveLength(job.eHit);
    }
  });

  test("each result carries the job's TVET flag, entry subjects and routes", async () => {
    const res = await t.app.inject(`/api/v1/subject-match?subjects=${example.chosen.join(',')}`);
    const nurse = res.json<{ data: Result[] }>().data.find((r) => r.id === 105)!;
    expect(nurse.tvet).toBe(true);
    expect(nurse.entry_subjects).toEqual(['BIO']);
    expect(nurse.routes).toEqual([{ type: 'diploma', duration: { en: '3 years', ms: '3 tahun' } }]);
  });
});
