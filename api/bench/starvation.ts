import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from '../src/db/pglite-dialect.js';
import { envInt, percentile } from './lib/server.js';

/**
 * pnpm --filter api bench:starvation
 *
 * Does a queue of embedded-database queries starve the event loop? (issue 22 item 1,
 * docs/decisions/270). The reliability review's microbenchmark, kept: QUERIES queries (default
 * 2,000; the review used 300 on a busier machine) are sent at once to an in-memory PGlite through
 * the app's dialect while a 5-ms setInterval watches; a setTimeout of 800 ms (the /health limit) and the dialect's own wait
 * limit (acquireTimeoutMs, 5 s in the app, WAIT_MS here) show whether timers can fire. Two
 * variants in the same run, ROUNDS times each (default 3), alternating:
 *   baseline  yieldBeforeQuery: false (the dialect before the fix: promise-chained, microtasks only)
 *   yield     the dialect as the app uses it (setImmediate before each query)
 * Prints per variant: total time, queries/s, timer ticks seen vs expected, longest gap between
 * ticks, when the 800-ms timer fired, and how many queries the wait limit refused.
 * Exits 1 when the yielding dialect lets no timer fire while the queue runs, or is more than 30 %
 * slower than the baseline.
 */
const queries = envInt('QUERIES', 2000, 20_000);
const rounds = envInt('ROUNDS', 3, 20);
const waitMs = envInt('WAIT_MS', 250, 60_000);

interface Round {
  totalMs: number;
  ticks: number;
  expectedTicks: number;
  longestGapMs: number;
  healthTimerMs: number | null;
  refused: number;
}

async function round(yieldBeforeQuery: boolean, withLimit: boolean): Promise<Round> {
  const pglite = await PGlite.create();
  await pglite.exec(
    `create table job (id int primary key, name text not null);
     insert into job select g, 'job ' || g from generate_series(1, 500) g;`,
  );
  const db = new Kysely<{ job: { id: number; name: string } }>({
    dialect: new PGliteDialect(pglite, { yieldBeforeQuery, ...(withLimit ? { acquireTimeoutMs: waitMs } : {}) }),
  });
  await sql`select 1`.execute(db); // warm up
  const gaps: number[] = [];
  let last = performance.now();
  const started = last;
  const ticker = setInterval(() => {
    const now = performance.now();
    gaps.push(now - last);
    last = now;
  }, 5);
  let healthTimerMs: number | null = null;
  const health = setTimeout(() => {
    healthTimerMs = performance.now() - started;
  }, 800);
  let refused = 0;
  await Promise.all(
    Array.from({ length: queries }, (_, i) =>
      db
        .selectFrom('job')
        .select(['id', 'name'])
        .where('id', '=', (i % 500) + 1)
        .execute()
        .catch(() => {
          refused++;
        }),
    ),
  );
  const totalMs = performance.now() - started;
  clearInterval(ticker);
  clearTimeout(health);
  gaps.push(performance.now() - last);
  await db.destroy();
  return {
    totalMs,
    ticks: gaps.length - 1,
    expectedTicks: Math.floor(totalMs / 5),
    longestGapMs: Math.max(...gaps),
    healthTimerMs: healthTimerMs !== null && healthTimerMs <= totalMs ? healthTimerMs : null,
    refused,
  };
}

const results: Record<'baseline' | 'yield', Round[]> = { baseline: [], yield: [] };
const limited: Record<'baseline' | 'yield', Round[]> = { baseline: [], yield: [] };
for (let r = 0; r < rounds; r++) {
  results.baseline.push(await round(false, false));
  results.yield.push(await round(true, false));
  limited.baseline.push(await round(false, true));
  limited.yield.push(await round(true, true));
}

const median = (values: number[]) => percentile(values, 50);
const fmt = (n: number) => n.toFixed(1);
console.log(`bench:starvation — ${queries} queries at once, in-memory PGlite, ${rounds} rounds per variant (medians)`);
console.log('variant   | total ms | queries/s | 5-ms ticks seen / expected | longest gap ms | 800-ms timer fired at');
for (const name of ['baseline', 'yield'] as const) {
  const rs = results[name];
  const total = median(rs.map((x) => x.totalMs));
  const fired = rs.filter((x) => x.healthTimerMs !== null).map((x) => x.healthTimerMs!);
  console.log(
    `${name.padEnd(9)} | ${fmt(total).padStart(8)} | ${fmt((queries / total) * 1000).padStart(9)} | ` +
      `${String(median(rs.map((x) => x.ticks))).padStart(10)} / ${String(median(rs.map((x) => x.expectedTicks))).padEnd(14)} | ` +
      `${fmt(median(rs.map((x) => x.longestGapMs))).padStart(14)} | ` +
      (total < 800
        ? 'queue done before 800 ms'
        : fired.length
          ? `${fmt(median(fired))} ms`
          : 'never, while the queue ran'),
  );
}
console.log(`with the wait limit at ${waitMs} ms: queries refused (DB_TIMEOUT → 503 in the app)`);
for (const name of ['baseline', 'yield'] as const) {
  const rs = limited[name];
  console.log(
    `${name.padEnd(9)} | refused ${rs.map((x) => x.refused).join(', ')} of ${queries} | total ms ${rs.map((x) => fmt(x.totalMs)).join(', ')}`,
  );
}

const base = median(results.baseline.map((x) => x.totalMs));
const fixed = median(results.yield.map((x) => x.totalMs));
const slowdown = (fixed - base) / base;
console.log(`yield vs baseline: ${(slowdown * 100).toFixed(1)} % time`);
const starved = results.yield.some((x) => x.ticks === 0);
if (starved || slowdown > 0.3) {
  console.error(starved ? 'FAIL: the yielding dialect still starves the timers' : 'FAIL: yielding costs over 30 %');
  process.exit(1);
}
