import { withFixtureApp, type TestApp } from '../../test/helpers.js';
import { generateAffinity, shuffle, NotEnoughActivitiesError } from './generate.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

interface Selection {
  id: number;
  image: string;
  label: string;
  value: string;
  label_en: string;
  label_ms: string;
  alt_en: string;
  alt_ms: string;
}

describe('GET /api/data/generate-affinity', () => {
  test('50 quizzes: 7 questions × 6, one per type, nothing repeated, shuffled', async () => {
    const firstTypes = new Set<string>();
    const orders = new Set<string>();
    for (let run = 0; run < 50; run++) {
      const res = await t.app.inject('/api/data/generate-affinity');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const { data } = res.json() as { data: { question: number; selections: Selection[] }[] };
      expect(data.map((q) => q.question)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const seen = new Set<string>();
      for (const question of data) {
        expect(question.selections).toHaveLength(6);
        expect(question.selections.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
        expect(question.selections.map((s) => s.value).sort()).toEqual(['A', 'C', 'E', 'I', 'R', 'S']);
        for (const s of question.selections) {
          expect(seen.has(s.label)).toBe(false);
          seen.add(s.label);
          expect(s.image).toMatch(/^\/api\/assets\/activities\/[a-z0-9_-]+\.svg\?v=[0-9a-f]{12}$/);
          expect(s.label_en).not.toBe('');
          expect(s.label_ms).not.toBe('');
          expect(s.alt_en).not.toBe('');
          expect(s.alt_ms).not.toBe('');
          expect(s.label.startsWith(s.value.toLowerCase())).toBe(true); // fixture keys start with their type
        }
        firstTypes.add(question.selections[0]!.value);
        orders.add(question.selections.map((s) => s.value).join(''));
      }
      expect(seen.size).toBe(42);
    }
    // Shuffled: over 350 questions every type has led, and orders vary.
    expect(firstTypes.size).toBe(6);
    expect(orders.size).toBeGreaterThan(50);
  });

  test('the pictures are served with a long cache when the version matches', async () => {
    const { data } = (await t.app.inject('/api/data/generate-affinity')).json();
    const url: string = data[0].selections[0].image;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toContain('<svg');
    const etag = res.headers.etag as string;
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const unversioned = await t.app.inject(url.split('?')[0]!);
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
  });

  test('unknown or unsafe picture names → 4xx JSON', async () => {
    const missing = await t.app.inject('/api/assets/activities/nope.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('ASSET_NOT_FOUND');
    for (const url of [
      '/api/assets/activities/..%2F..%2Fpackage.json',
      '/api/assets/activities/x.png',
      '/api/assets/activities/%2e%2e.svg',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('generateAffinity', () => {
  const activity = (type: string, i: number) => ({
    key: `${type}_${i}`,
    type,
    image: `${type}_${i}.svg`,
    label: { en: 'x', ms: 'x' },
    alt: { en: 'x', ms: 'x' },
  });

  test('needs 7 activities of every type', () => {
    const six = ['R', 'I', 'A', 'S', 'E', 'C'].flatMap((type) =>
      Array.from({ length: type === 'C' ? 6 : 7 }, (_, i) => activity(type, i)),
    );
    expect(() => generateAffinity(six, (f) => f)).toThrow(NotEnoughActivitiesError);
  });

  test('shuffle keeps every item', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(items).sort((a, b) => a - b)).toEqual(items);
  });
});
