import { sql } from 'kysely';
import { withAnalytics } from '../src/analytics/db-types.js';
import {
  contactMessages,
  jobRequests,
  overview,
  poorSearches,
  quizFunnel,
  subjectMatch,
  type Period,
} from '../src/analytics/team-queries.js';
import { rollUpClosedDays, rolledThrough } from '../src/analytics/rollup.js';
import { createTestDatabase } from '../src/test/helpers.js';

/**
 * pnpm --filter api bench:team       (DATABASE_URL=postgres://… for PostgreSQL)
 *
 * The team view's queries over a year of generated events: BENCH_EVENTS rows (default 5,000,000
 * on PostgreSQL, 500,000 on the embedded database) spread over 365 days, in sessions of about 12
 * events, with the mix of a busy site (screen opens, quiz steps, searches, guide reads, subject
 * match, UTM). The closed days are then rolled up (decision 380; the time of that first, year-long
 * roll-up is printed). Each query is timed 3 times over the last 12 weeks and over the whole year,
 * reading every event ("live", as before the rollup) and reading the rollup (closed days) plus
 * the last days live ("rollup"); medians are printed, and whether both gave the same figures.
 * A fresh database (PostgreSQL: a schema of its own, dropped at the end).
 */
const pg = !!process.env.DATABASE_URL;
const total = Number(process.env.BENCH_EVENTS ?? (pg ? 5_000_000 : 500_000));
// Small enough that one insert stays under DB_STATEMENT_TIMEOUT_MS (5 s) as the indexes grow.
const CHUNK = 50_000;

const database = await createTestDatabase();
const db = withAnalytics(database.db);
try {
  const started = Date.now();
  for (let done = 0; done < total; done += CHUNK) {
    const n = Math.min(CHUNK, total - done);
    // One row per i: session = i / 12; a name by weight; time spread over the last 365 days.
    await sql`
      insert into analytics_events (name, occurred_at, route_id, lang, session_id, utm_source, utm_campaign, device, props)
      select e.name,
             now() - ((s.k % 365) * interval '1 day') - ((s.k * 7919 % 86400) * interval '1 second'),
             e.route,
             case when s.k % 5 < 3 then 'en' else 'ms' end,
             (lpad(to_hex(s.k), 8, '0') || '-0000-4000-8000-000000000000')::uuid,
             case when s.k % 20 = 0 then 'instagram' end,
             case when s.k % 20 = 0 then 'spm-' || (s.k % 4) end,
             case when s.k % 10 < 7 then 'phone' when s.k % 10 < 8 then 'tablet' else 'desktop' end,
             e.props
        from (select g as i, g / 12 as k from generate_series(${done}::bigint, ${done + n - 1}::bigint) g) s
        cross join lateral (
          select case
                   when r < 30 then 'Screen Open'
                   when r < 36 then 'Quiz Started'
                   when r < 66 then 'Quiz Question Answered'
                   when r < 69 then 'Quiz Data Entry Shown'
                   when r < 72 then 'Quiz Result Shown'
                   when r < 73 then 'Quiz Result Saved'
                   when r < 82 then 'Job Search'
                   when r < 94 then 'Guide Read'
                   when r < 96 then 'Subject Match Started'
                   when r < 98 then 'Subject Match Results'
                   else 'UTM Tracking'
                 end as name,
                 case when r < 30 then 'home' when r < 73 then 'quiz.start' when r < 94 then 'jobs.detail' else 'subjectQuiz' end as route,
                 case
                   when r between 36 and 65 then jsonb_build_object('question', 1 + (s.i % 7))
                   when r between 73 and 81 and s.i % 4 = 0 then jsonb_build_object('results', 0, 'term', 'istilah ' || (s.i % 300))
                   when r between 73 and 81 then jsonb_build_object('results', 5 + s.i % 40)
                   when r between 82 and 93 then jsonb_build_object('job', 'job-' || (s.i % 400))
                   else '{}'::jsonb
                 end as props
            from (select (s.i * 37 + s.k) % 100 as r) rr
        ) e`.execute(db);
    process.stdout.write(`\r  generated ${(done + n).toLocaleString('en')} of ${total.toLocaleString('en')} events`);
  }
  await sql`analyze analytics_events`.execute(db);
  const genSeconds = (Date.now() - started) / 1000;
  console.log(`\n${database.kind}: ${total.toLocaleString('en')} events generated in ${genSeconds.toFixed(0)} s`);

  const rollStarted = Date.now();
  const days = await rollUpClosedDays(db);
  const rollSeconds = (Date.now() - rollStarted) / 1000;
  const { rows: dailyCount } = await sql<{ n: string }>`select count(*) as n from analytics_daily`.execute(db);
  console.log(
    `rollup: ${days} closed days (through ${await rolledThrough(db)}) rolled up in ${rollSeconds.toFixed(1)} s ` +
      `into ${Number(dailyCount[0]!.n).toLocaleString('en')} rows of analytics_daily`,
  );

  const now = Date.now();
  const periods: [string, Period][] = [
    ['12 weeks', { from: new Date(now - 84 * 86_400_000), to: new Date(now) }],
    ['365 days', { from: new Date(now - 366 * 86_400_000), to: new Date(now) }],
  ];
  const queries: [string, (p: Period, live: boolean) => Promise<unknown>][] = [
    ['quiz funnel', (p, live) => quizFunnel(db, p, { live })],
    ['subject match', (p, live) => subjectMatch(db, p, { live })],
    ['poor searches', (p, live) => poorSearches(db, p, 100, { live })],
    ['overview (guides, languages, devices, campaigns)', (p, live) => overview(db, p, { live })],
    ['job requests (not from events)', (p) => jobRequests(db, p)],
    ['contact messages (not from events)', (p) => contactMessages(db, p, 'all')],
  ];
  const columns = periods.flatMap(([label]) => [`${label} live`, `${label} rollup`]);
  console.log(
    'query'.padEnd(52) + columns.map((c) => c.padStart(18)).join('') + '  same figures (12 weeks / 365 days)',
  );
  for (const [name, run] of queries) {
    const cells: string[] = [];
    const same: string[] = [];
    for (const [, period] of periods) {
      const answers: string[] = [];
      for (const live of [true, false]) {
        const times: number[] = [];
        let failed = '';
        for (let i = 0; i < 3 && !failed; i++) {
          const t = performance.now();
          try {
            const answer = await run(period, live);
            if (i === 0) answers.push(JSON.stringify(answer));
          } catch (error) {
            // 57014: over the statement timeout (the API would answer 503).
            failed = (error as { code?: string }).code === '57014' ? 'timeout' : 'error';
          }
          times.push(performance.now() - t);
        }
        times.sort((a, b) => a - b);
        cells.push((failed || `${times[Math.floor(times.length / 2)]!.toFixed(0)} ms`).padStart(18));
      }
      // n/a: the live reading failed (over the statement timeout), nothing to compare.
      same.push(answers.length !== 2 ? 'n/a' : answers[0] === answers[1] ? 'yes' : 'NO');
    }
    console.log(name.padEnd(52) + cells.join('') + `  ${same.join(' / ')}`);
  }
} finally {
  await database.close();
}
