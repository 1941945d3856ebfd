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

  test('the list is not filtered here: the funding search filters it in the browser (decision 314)', async () => {
    const all = await get('/api/v1/funding?page_size=100');
    const asked = await get('/api/v1/funding?page_size=100&type=grant&level=tvet&income=below-4000&q=zakat');
    expect(asked.status).toBe(200);
    expect(ids(asked.body)).toEqual(ids(all.body));
    expect(asked.body.total).toBe(all.body.total);
  });

  test.each(['page=0', 'page=-1', 'page=abc', 'page_size=0', 'page_size=101'])(
    '%s → 400 VALIDATION_FAILED',
    async (query) => {
      const { status, body } = await get(`/api/v1/funding?${query}`);
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_FAILED');
    },
  );
});
