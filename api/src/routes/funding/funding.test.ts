import { FIXTURE_FUNDING } from '../../test/fixture-content.js';
import { withFixtureApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

const get = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};
const ids = (body: { data: { id: string }[] }) => body.data.map((f) => f.id);

describe('GET /api/v1/funding', () => {
  test('first page by default: 20 of all, in content order, full entries', async () => {
    const { status, body } = await get('/api/v1/funding');
    expect(status).toBe(200);
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(20);
    expect(body.total).toBe(FIXTURE_FUNDING.filter((f) => f.held_back === undefined).length);
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toEqual({
      ...FIXTURE_FUNDING[0],
      id: 'mara-degree',
    });
  });

  test('states and round dates: as the content gives them, null where it names none', async () => {
    const { body } = await get('/api/v1/funding?q=mara');
    const [degree, diploma] = body.data;
    expect(degree).toMatchObject({
      states: ['selangor', 'kuala-lumpur'],
      opens_on: '2026-11-01',
      closes_on: '2026-12-15',
    });
    expect(diploma).toMatchObject({ states: null, opens_on: null, closes_on: null });
  });

  test('pagination: pages do not overlap and cover everything', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const { body } = await get(`/api/v1/funding?page=${page}&page_size=10`);
      expect(body.total).toBe(25);
      expect(body.page).toBe(page);
      seen.push(...ids(body));
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain('held-back-loan'); // decision 235: a held-back scheme is never seeded
    const beyond = await get('/api/v1/funding?page=9&page_size=10');
    expect(beyond.body).toEqual({ data: [], page: 9, page_size: 10, total: 25 });
  });

  test('type filter', async () => {
    const { body } = await get('/api/v1/funding?type=loan');
    expect(ids(body)).toEqual(['mara-degree', 'mara-diploma']);
    expect(body.total).toBe(2);
  });

  test('level filter', async () => {
    const { body } = await get('/api/v1/funding?level=degree');
    expect(ids(body)).toEqual(['mara-degree', 'eng-scholarship', 'med-scholarship']);
  });

  test('field filter keeps "any" and unrestricted entries', async () => {
    const { body } = await get('/api/v1/funding?field=engineering&level=degree');
    expect(ids(body)).toEqual(['mara-degree', 'eng-scholarship']);
    const medicine = await get('/api/v1/funding?field=medicine&type=scholarship');
    expect(ids(medicine.body)).toEqual(['med-scholarship']);
  });

  test('income band: a stated household ceiling at or below the band floor rules a scheme out (decision 290)', async () => {
    const below = await get('/api/v1/funding?income=below-4000&page_size=100');
    expect(ids(below.body)).toEqual(expect.arrayContaining(['mara-degree', 'mara-diploma', 'med-scholarship']));
    const middle = await get('/api/v1/funding?income=4000-7000&page_size=100');
    expect(ids(middle.body)).not.toContain('mara-diploma'); // RM4,000 or less: not for a family on RM4,000–7,000
    expect(ids(middle.body)).toContain('mara-degree'); // up to RM7,000
    const upper = await get('/api/v1/funding?income=7000-10000&page_size=100');
    expect(ids(upper.body)).not.toContain('mara-degree');
    // A need condition, a per-person figure and no statement stay: the family must check.
    expect(ids(upper.body)).toEqual(expect.arrayContaining(['med-scholarship', 't20-grant', 'eng-scholarship']));
  });

  test('old income_group links: M40 and T20 keep their band, B40 (below RM7,000, two bands) is ignored', async () => {
    const m40 = await get('/api/v1/funding?income_group=M40&page_size=100');
    const band = await get('/api/v1/funding?income=7000-10000&page_size=100');
    expect(ids(m40.body)).toEqual(ids(band.body));
    const b40 = await get('/api/v1/funding?income_group=B40&page_size=100');
    expect(b40.body.total).toBe(25);
  });

  test('an entry stated open to every income ("any", decision 260) matches each income band', async () => {
    for (const band of ['below-4000', '4000-7000', '7000-10000', 'above-10000']) {
      const { body } = await get(`/api/v1/funding?income=${band}&page_size=100`);
      expect(ids(body)).toContain('any-income-grant');
    }
    const { body } = await get('/api/v1/funding?q=any%20income%20grant');
    expect(body.data[0].eligibility).toMatchObject({
      income_limit: 'any',
      income_condition: { en: 'Every household income may apply.', ms: 'Semua pendapatan isi rumah boleh memohon.' },
    });
  });

  test('q searches names, provider and description, accent- and case-insensitively', async () => {
    const { body } = await get('/api/v1/funding?q=MARA');
    expect(ids(body)).toEqual(['mara-degree', 'mara-diploma']);
    const both = await get('/api/v1/funding?q=majlis%20diploma');
    expect(ids(both.body)).toEqual(['mara-diploma']);
    const none = await get('/api/v1/funding?q=%25%25%25');
    expect(none.body.total).toBe(25); // only punctuation: no filter
  });

  test('filters combine', async () => {
    const { body } = await get('/api/v1/funding?type=grant&level=tvet&page_size=5&page=2');
    expect(body.total).toBe(21);
    expect(body.data).toHaveLength(5);
  });

  test.each([
    'type=gift',
    'level=kindergarten',
    'income_group=B50',
    'income=B40',
    'page=0',
    'page=-1',
    'page=abc',
    'page_size=0',
    'page_size=101',
    'field=Has%20Spaces',
    `q=${'x'.repeat(101)}`,
  ])('%s → 400 VALIDATION_FAILED', async (query) => {
    const { status, body } = await get(`/api/v1/funding?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });
});
