import { withFixtureApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

const get = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

describe('industries and subjects', () => {
  test('GET industries: content order with live job counts', async () => {
    const { status, body } = await get('/api/v1/industries');
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      id: 'health',
      name: 'Health and Medicine',
      name_bm: 'Kesihatan dan Perubatan',
      job_count: 2,
    });
    expect(body.data.find((i: { id: string }) => i.id === 'law').job_count).toBe(0);
  });

  test('GET subjects: content order', async () => {
    const { body } = await get('/api/v1/subjects');
    expect(body.data[0]).toEqual({
      code: 'BM',
      spm_code: '1103',
      group: 'core',
      name: 'Malay Language',
      name_bm: 'Bahasa Melayu',
    });
    expect(body.data.find((s: { code: string }) => s.code === 'CS').spm_code).toBeNull();
  });
});

describe('GET /api/v1/subject-match', () => {
  test('ranks jobs by how well the chosen subjects fit', async () => {
    const { status, body } = await get('/api/v1/subject-match?subjects=bio,CHEM,MATH,BI');
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({
      id: 1,
      slug: 'medical-doctor',
      slug_bm: 'doktor-perubatan',
      name: 'Medical Doctor',
      name_bm: 'Doktor Perubatan',
      industry: 'health',
      // need = 8/10; use = S/U = (2×3 + 2×3 + 1×2) / (6 + 6 + 3) = 14/15 (BI is core and not listed).
      score: 0.7467,
      match_percent: 75,
      fit: true,
      matched: [
        { code: 'BIO', weight: 3 },
        { code: 'CHEM', weight: 3 },
        { code: 'MATH', weight: 2 },
      ],
      missing_essential: [],
      tvet: false,
      entry_subjects: ['BIO', 'CHEM'],
      routes: [{ type: 'matriculation', duration: { en: '1 year', ms: '1 tahun' } }],
    });
    expect(body.total).toBe(body.data.length);
  });

  test('a code repeated in a job file counts once, with its highest weight', async () => {
    // software-developer lists MATH 2 and MATH 3: W = 3 (MATH) + 2 (CS) + 2 (ADDMATH) = 7, all
    // chosen, so need = 1; use = (1×3 + 2×2 + 2×2) / (3 + 6 + 6) = 11/15 (MATH core, say 1).
    const { body } = await get('/api/v1/subject-match?subjects=MATH,CS,ADDMATH');
    const dev = body.data.find((r: { slug: string }) => r.slug === 'software-developer');
    expect(dev.score).toBe(0.7333);
    expect(dev.matched[0]).toEqual({ code: 'MATH', weight: 3 });
  });

  test('jobs with no subjects never appear', async () => {
    const { body } = await get('/api/v1/subject-match?subjects=BM,BI,MATH,SCI,BIO,CHEM,PHY,ADDMATH,CS,ACC,ECO,BUS');
    expect(body.data.map((r: { slug: string }) => r.slug)).not.toContain('police-officer');
  });

  test('en and ms give the same jobs in the same order', async () => {
    const en = await get('/api/v1/subject-match?subjects=MATH,PHY&lang=en');
    const ms = await get('/api/v1/subject-match?subjects=MATH,PHY&lang=ms');
    expect(ms.body).toEqual(en.body);
  });

  test('limit', async () => {
    const { body } = await get('/api/v1/subject-match?subjects=BIO,CHEM,MATH,BI&limit=1');
    expect(body.data).toHaveLength(1);
    expect(body.total).toBeGreaterThan(1);
  });

  test.each([
    ['unknown code', 'subjects=BIO,NOPE', 'UNKNOWN_SUBJECT'],
    ['no codes', 'subjects=', 'VALIDATION_FAILED'],
    ['only commas', 'subjects=,,', 'VALIDATION_FAILED'],
    ['16 codes', `subjects=${Array.from({ length: 16 }, (_, i) => `X${i}`).join(',')}`, 'VALIDATION_FAILED'],
    ['missing', '', 'VALIDATION_FAILED'],
    ['limit 0', 'subjects=BIO&limit=0', 'VALIDATION_FAILED'],
    ['limit 51', 'subjects=BIO&limit=51', 'VALIDATION_FAILED'],
    ['limit text', 'subjects=BIO&limit=ten', 'VALIDATION_FAILED'],
    ['odd characters', 'subjects=BIO;DROP', 'VALIDATION_FAILED'],
  ])('%s → 400 %s', async (_name, query, code) => {
    const { status, body } = await get(`/api/v1/subject-match?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe(code);
  });

  test('the unknown codes are named', async () => {
    const { body } = await get('/api/v1/subject-match?subjects=BIO,NOPE,ZZZ');
    expect(body.error.message).toContain('NOPE, ZZZ');
  });
});
