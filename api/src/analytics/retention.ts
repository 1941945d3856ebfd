import { sql } from 'kysely';
import type { AnalyticsDb } from './db-types.js';
import { TZ, dayStart, nextDay } from './rollup.js';

/**
 * Deletes events older than `months` months, by whole Malaysian days: the day the limit falls in
 * goes entirely (so nothing is kept longer than `months`, and no day is left half-counted), and
 * its daily rollup rows with it, in one transaction — the rollup never holds a day whose events
 * are gone (decision 380). Returns how many events went.
 */
export async function deleteExpiredEvents(db: AnalyticsDb, months: number, now = new Date()): Promise<number> {
  // The Malaysian day the limit falls in (PostgreSQL's month arithmetic: 31 March − 1 month is
  // 28/29 February).
  const { rows } = await sql<{ day: string }>`
    select to_char((${now.toISOString()}::timestamptz at time zone ${TZ}) - make_interval(months => ${months}), 'YYYY-MM-DD') as day`.execute(
    db,
  );
  const lastDay = rows[0]!.day;
  const before = dayStart(nextDay(lastDay));
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('analytics_daily').where('day', '<=', lastDay).execute();
    const result = await trx.deleteFrom('analytics_events').where('occurred_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
