import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { isDatabaseDown } from './errors.js';
import { PGliteDialect } from './pglite-dialect.js';

/**
 * The embedded database must not starve the event loop (issue 22 item 1, docs/decisions/270).
 * PGlite answers in promise callbacks (microtasks): a queue of queries chained one after another
 * used to run to its end without Node ever reaching its timers or its sockets, so neither the
 * database wait limit (503) nor /health's limit could fire, and new connections were not read.
 * Both tests fail on the dialect without the yield before each query.
 */
describe('PGlite dialect under a queue of queries', () => {
  test('a timer fires while 300 queries run', async () => {
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(await PGlite.create()) });
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    let firstTimer = -1;
    const started = Date.now();
    setTimeout(() => {
      firstTimer = Date.now() - started;
    }, 10);
    let finished = 0;
    const queries = Array.from({ length: 300 }, (_, i) =>
      sql<{ n: number }>`select ${i}::int as n`.execute(db).then((r) => {
        finished++;
        return r.rows[0]!.n;
      }),
    );
    // The queue is still going when the timer fires, and it keeps firing while it goes.
    const tickedBeforeEnd = await new Promise<{ ticks: number; finished: number }>((resolve) => {
      const check = setInterval(() => {
        if (firstTimer >= 0) {
          clearInterval(check);
          resolve({ ticks, finished });
        }
      }, 1);
    });
    const results = await Promise.all(queries);
    clearInterval(ticker);
    // The timer fired before the queue's end (no bound in ms: a loaded machine stretches them).
    expect(tickedBeforeEnd.finished).toBeLessThan(300);
    expect(results).toEqual(Array.from({ length: 300 }, (_, i) => i));
    expect(ticks).toBeGreaterThanOrEqual(3);
    await db.destroy();
  });

  test('the wait limit fires under a long queue: late queries fail fast with DB_TIMEOUT, the rest answer', async () => {
    const handle = await PGlite.create();
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(handle, { acquireTimeoutMs: 50 }) });
    const started = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        sql`select pg_sleep(0.001), ${i}::int`.execute(db).then(
          () => ({ ok: true as const, ms: Date.now() - started }),
          (error: unknown) => ({ ok: false as const, ms: Date.now() - started, down: isDatabaseDown(error) }),
        ),
      ),
    );
    const failed = outcomes.filter((o) => !o.ok);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((o) => 'down' in o && o.down)).toBe(true);
    // A refused query is refused while the queue still runs, not after it: measured against the
    // queue's own end rather than the clock, which a loaded machine stretches (once 1,155 ms in a
    // full run on two busy cores, against a bound of 500).
    const firstRefusal = Math.min(...failed.map((o) => o.ms));
    const lastAnswer = Math.max(...outcomes.filter((o) => o.ok).map((o) => o.ms));
    expect(outcomes.some((o) => o.ok)).toBe(true);
    expect(firstRefusal).toBeLessThan(lastAnswer);
    // The session still works afterwards.
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]!.one).toBe(1);
    await db.destroy();
  });
});
