import { withFixtureApp, type TestApp } from '../test/helpers.js';
import { displayRange, toMalaysiaIso } from './events/index.js';
import { personalityFit } from './personality/index.js';

let t: TestApp;
withFixtureApp((app) => (t = app));

const get = async (url: string) => {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
};

describe('events', () => {
  test('times in Malaysia time (+08:00)', () => {
    expect(toMalaysiaIso(new Date('2026-12-05T01:00:00Z'))).toBe('2026-12-05T09:00:00+08:00');
    expect(toMalaysiaIso(new Date('2026-12-31T20:30:00Z'))).toBe('2027-01-01T04:30:00+08:00');
  });

  test('display strings: Malay style for ms, Asia/Kuala_Lumpur', () => {
    const start = new Date('2026-12-05T01:00:00Z');
    const end = new Date('2026-12-05T04:00:00Z');
    expect(displayRange(start, end, 'ms')).toMatch(/^Sabtu, 5 Disember 2026/);
    expect(displayRange(start, end, 'en')).toMatch(/^Saturday, 5 December 2026/);
  });

  test('upcoming by default; past on request', async () => {
    const upcoming = await get('/api/v1/events?lang=ms');
    expect(upcoming.status).toBe(200);
    expect(upcoming.body.data.map((e: { slug: string }) => e.slug)).toEqual(['future-fair']);
    expect(upcoming.body.data[0]).toMatchObject({
      starts_at: '2099-12-05T09:00:00+08:00',
      ends_at: '2099-12-05T17:00:00+08:00',
      example: true,
    });
    expect(upcoming.body.data[0].display).toMatch(/^Sabtu, 5 Disember 2099/);
    const past = await get('/api/v1/events?when=past');
    expect(past.body.data.map((e: { slug: string }) => e.slug)).toEqual(['past-talk']);
    expect(past.body.data[0].display).toMatch(/^Saturday, 14 March 2020/);
  });

  test('bad when → 400', async () => {
    const { status, body } = await get('/api/v1/events?when=soon');
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('white papers', () => {
  test('list without bodies; one by either slug with body', async () => {
    const list = await get('/api/v1/white-papers');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].body).toBeUndefined();
    const en = await get('/api/v1/white-papers/example-paper');
    const ms = await get('/api/v1/white-papers/contoh-kertas');
    expect(en.status).toBe(200);
    expect(ms.body).toEqual(en.body);
    expect(en.body.data.body.ms).toContain('# Tajuk');
  });

  test('unknown → 404 WHITE_PAPER_NOT_FOUND', async () => {
    const { status, body } = await get('/api/v1/white-papers/nope');
    expect(status).toBe(404);
    expect(body.error.code).toBe('WHITE_PAPER_NOT_FOUND');
  });
});

describe('personality types', () => {
  test('six types in RIASEC order', async () => {
    const { body } = await get('/api/v1/personality-types');
    expect(body.data.map((p: { code: string }) => p.code)).toEqual(['R', 'I', 'A', 'S', 'E', 'C']);
    expect(body.data[0].name).toEqual({ en: 'Realistic', ms: 'Realistik' });
  });

  test('a pair: both types, the pair text and jobs that fit best first', async () => {
    const { status, body } = await get('/api/v1/personality-types/ri');
    expect(status).toBe(200);
    expect(body.data.code).toBe('RI');
    expect(body.data.types.map((p: { code: string }) => p.code)).toEqual(['R', 'I']);
    expect(body.data.pair.code).toBe('RI');
    const slugs = body.data.jobs.map((j: { slug: string }) => j.slug);
    expect(slugs.slice(0, 2).sort()).toEqual(['civil-engineer', 'mechanical-engineer']);
    expect(slugs).not.toContain('secondary-school-teacher');
  });

  test('a single type has no pair', async () => {
    const { body } = await get('/api/v1/personality-types/S');
    expect(body.data.pair).toBeNull();
    expect(body.data.types).toHaveLength(1);
    expect(body.data.jobs[0].slug).toMatch(/nurse|secondary-school-teacher/);
  });

  test('fit: first letter of the job code counts most', () => {
    expect(personalityFit('RIC', 'RI')).toBeGreaterThan(personalityFit('IRC', 'RI'));
    expect(personalityFit('IRC', 'RI')).toBeGreaterThan(personalityFit('RCI', 'RI'));
    expect(personalityFit('SEA', 'RI')).toBe(0);
  });

  test('invalid codes', async () => {
    expect((await get('/api/v1/personality-types/RR')).status).toBe(404);
    expect((await get('/api/v1/personality-types/X')).status).toBe(400);
    expect((await get('/api/v1/personality-types/RIA')).status).toBe(400);
  });
});
