import { sql } from 'kysely';
import type { AnalyticsDb } from './db-types.js';

/** Deletes events older than `months` months; returns how many went. */
export async function deleteExpiredEvents(db: AnalyticsDb, months: number, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('analytics_events')
    .where('occurred_at', '<', sql<Date>`${now.toISOString()}::timestamptz - make_interval(months => ${months})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
