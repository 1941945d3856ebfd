import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/create-db.js';
import { createTestDatabase } from '../test/helpers.js';
import { withAnalytics, type AnalyticsDb } from './db-types.js';
import { deleteExpiredEvents } from './retention.js';
import { rollUpClosedDays, rolledThrough } from './rollup.js';
import { overview, poorSearches, quizFunnel, subjectMatch, type Period } from './team-queries.js';

/**
 * The daily rollup (decision 380) gives the team view's reports exactly what reading every event
 * gives: closed days from analytics_daily, today and the days the collector still accepts events
 * for read live, part-days at a period's edges read live; retention takes whole days from both.
 * Runs on the embedded database, and on PostgreSQL with DATABASE_URL.
 */
const HOUR = 3600_000;
const DAY = 24 * HOUR;
// 13:00 in Malaysia on 27 November 2026.
const NOW = new Date('2026-11-27T05:00:00Z');
const myt = (iso: string) => new Date(`${iso}+08:00`);

let database: DatabaseHandle;
let db: AnalyticsDb;
beforeAll(async () => {
  database = await createTestDatabase();
  db = withAnalytics(database.db);
});
afterAll(async () => {
  await database?.close();
});

const sid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
type Row = {
  name: string;
  occurred_at: Date;
  session_id: string;
  lang: 'en' | 'ms';
  device: 'phone' | 'tablet' | 'desktop';
  utm_campaign: string | null;
  props: string;
};
const event = (name: string, at: Date, session: number, props: object = {}, extra: Partial<Row> = {}): Row => ({
  name,
  occurred_at: at,
  session_id: sid(session),
  lang: session % 3 === 0 ? 'ms' : 'en',
  device: session % 4 === 0 ? 'desktop' : 'phone',
  utm_campaign: session % 5 === 0 ? `spm-${session % 2}` : null,
  props: JSON.stringify(props),
  ...extra,
});

/** About 400 days of a small site, sessions at every hour (some over midnight), and edge cases. */
function generate(): Row[] {
  const rows: Row[] = [];
  let seed = 7;
  const rand = (n: number) => {
    seed = (seed * 48271) % 2147483647; // Park–Miller
    return Math.floor((seed / 2147483647) * n);
  };
  for (let session = 1; session <= 1500; session++) {
    // Spread over the last 400 days, up to a few minutes before NOW.
    const start = new Date(NOW.getTime() - 5 * 60_000 - rand(400 * 24) * HOUR - rand(60) * 60_000);
    let at = start.getTime();
    const next = () => new Date((at += rand(25) * 60_000)); // up to 24 minutes between events
    rows.push(event('Screen Open', next(), session));
    if (session % 5 === 0) rows.push(event('UTM Tracking', next(), session));
    if (rand(3) > 0) {
      rows.push(event('Quiz Started', next(), session));
      const reached = 1 + rand(7);
      for (let q = 1; q <= reached; q++) rows.push(event('Quiz Question Answered', next(), session, { question: q }));
      if (reached === 7) {
        rows.push(event('Quiz Data Entry Shown', next(), session));
        rows.push(event('Quiz Result Shown', next(), session, { shared: false }));
        if (rand(2)) rows.push(event('Quiz Result Saved', next(), session));
      }
    }
    if (rand(4) === 0) {
      rows.push(event('Subject Match Started', next(), session));
      if (rand(2)) rows.push(event('Subject Match Results', next(), session, { subjects: 3, jobs: 9 }));
    }
    for (let i = rand(3); i > 0; i--) {
      const results = rand(5);
      rows.push(
        event('Job Search', next(), session, results <= 3 ? { results, term: `istilah ${rand(12)}` } : { results }),
      );
    }
    for (let i = rand(3); i > 0; i--) rows.push(event('Guide Read', next(), session, { job: `job-${rand(15)}` }));
  }
  // A session over midnight (Malaysia), two days ago: it counts on both days.
  rows.push(event('Quiz Started', myt('2026-11-24T23:55:00'), 5001));
  rows.push(event('Quiz Started', myt('2026-11-25T00:05:00'), 5001));
  // Today, this morning.
  rows.push(event('Screen Open', myt('2026-11-27T08:00:00'), 5002));
  rows.push(event('Job Search', myt('2026-11-27T08:01:00'), 5002, { results: 0, term: 'juruterbang dron' }));
  // The day retention's limit falls in (13 months before NOW: 27 Oct 2025 13:00, Malaysia), on
  // both sides of it.
  rows.push(event('Screen Open', myt('2025-10-27T09:00:00'), 5003));
  rows.push(event('Quiz Started', myt('2025-10-27T09:01:00'), 5003));
  rows.push(event('Screen Open', myt('2025-10-27T20:00:00'), 5004));
  rows.push(event('Quiz Started', myt('2025-10-27T20:01:00'), 5004));
  rows.push(event('Screen Open', myt('2025-10-28T07:00:00'), 5005));
  return rows;
}

async function insert(rows: Row[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('analytics_events')
      .values(rows.slice(i, i + 500))
      .execute();
  }
}

const PERIODS: [string, Period][] = [
  // The team view's default: the last 12 weeks to now (part-days at both ends).
  ['12 weeks to now', { from: new Date(NOW.getTime() - 84 * DAY), to: NOW }],
  ['400 days to now', { from: new Date(NOW.getTime() - 400 * DAY), to: NOW }],
  // Whole days (what ?from=&to= give): 1 Jan to 25 Nov, Malaysia.
  ['whole days', { from: myt('2026-01-01T00:00:00'), to: myt('2026-11-26T00:00:00') }],
  ['only closed days', { from: myt('2026-11-01T00:00:00'), to: myt('2026-11-20T00:00:00') }],
  ['across retention', { from: myt('2025-10-20T00:00:00'), to: myt('2025-11-10T00:00:00') }],
];

async function reports(live: boolean) {
  const out: Record<string, unknown> = {};
  for (const [label, period] of PERIODS) {
    out[label] = {
      funnel: await quizFunnel(db, period, { live }),
      subject: await subjectMatch(db, period, { live }),
      searches: await poorSearches(db, period, 100, { live }),
      overview: await overview(db, period, { live }),
    };
  }
  return out;
}

test('the rollup gives every report what the events give, today and the retention day included', async () => {
  await insert(generate());
  const live = await reports(true);
  // Nothing rolled up yet: everything is read live.
  expect(await rolledThrough(db)).toBeNull();
  expect(await reports(false)).toEqual(live);

  const days = await rollUpClosedDays(db, NOW);
  expect(days).toBeGreaterThan(300);
  // Closed: the days that ended at least 49 hours ago (the collector takes events 48 hours old).
  expect(await rolledThrough(db)).toBe('2026-11-24');
  expect(await rollUpClosedDays(db, NOW)).toBe(0);
  const rolled = await db
    .selectFrom('analytics_daily')
    .select(db.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(rolled.n)).toBeGreaterThan(1000);
  expect(await reports(false)).toEqual(live);

  // The session over midnight counts on each of its days, live and rolled up alike.
  const overMidnight = await quizFunnel(db, { from: myt('2026-11-24T00:00:00'), to: myt('2026-11-26T00:00:00') });
  expect(
    overMidnight.filter((r) => r.step === 'Quiz Started').reduce((n, r) => n + r.sessions, 0),
  ).toBeGreaterThanOrEqual(2);

  // Today's events after the rollup: read live, added to the rolled-up days.
  await insert([event('Job Search', myt('2026-11-27T12:30:00'), 5006, { results: 0, term: 'juruterbang dron' })]);
  const withToday = await poorSearches(db, PERIODS[0]![1]);
  expect(withToday.find((s) => s.term === 'juruterbang dron')).toMatchObject({ searches: 2, noResults: 2 });
  expect(await reports(false)).toEqual(await reports(true));

  // Retention takes the whole day its limit falls in, from the events and the rollup together.
  const deleted = await deleteExpiredEvents(db, 13, NOW);
  expect(deleted).toBeGreaterThanOrEqual(4);
  const left = await db
    .selectFrom('analytics_events')
    .select(db.fn.min('occurred_at').as('first'))
    .executeTakeFirstOrThrow();
  expect(new Date(left.first as Date).getTime()).toBeGreaterThanOrEqual(myt('2025-10-28T00:00:00').getTime());
  const oldRollup = await db.selectFrom('analytics_daily').select('day').where('day', '<=', '2025-10-27').execute();
  expect(oldRollup).toEqual([]);
  const afterRetention = await reports(false);
  expect(afterRetention).toEqual(await reports(true));
  // The 28th (after the limit's day) is still counted.
  const across = afterRetention['across retention'] as { overview: { languages: { count: number }[] } };
  expect(across.overview.languages.reduce((n, l) => n + l.count, 0)).toBeGreaterThan(0);
});

test('closed days are read from the rollup, not the events', async () => {
  // Take a rolled-up day's events away behind the rollup's back: the rollup still has the day.
  const busiest = await db
    .selectFrom('analytics_daily')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), db.fn.sum<string>('n').as('n')])
    .where('kind', '=', 'lang')
    .groupBy(sql`day`)
    .orderBy('n', 'desc')
    .executeTakeFirstOrThrow();
  const from = myt(`${busiest.day}T00:00:00`);
  const day = { from, to: new Date(from.getTime() + DAY) };
  const before = await overview(db, day);
  expect(before.languages.length).toBeGreaterThan(0);
  await db
    .deleteFrom('analytics_events')
    .where('occurred_at', '>=', day.from)
    .where('occurred_at', '<', day.to)
    .execute();
  expect(await overview(db, day)).toEqual(before);
  expect((await overview(db, day, { live: true })).languages).toEqual([]);
});
