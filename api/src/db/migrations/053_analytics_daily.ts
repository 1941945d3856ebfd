import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The team view's daily rollup (issue 25, decision 380): per Malaysian day, the figures each
 * report needs, so a year-long report reads a few thousand rows instead of millions of events.
 *
 * analytics_daily (day, kind, lang, key): kind is the report (quiz, subject, search, guide,
 * lang, device, campaign); lang is the events' language for the quiz and subject-match steps
 * ('' for the others); key is the step, term, guide, language, device or campaign. n counts
 * distinct sessions that day (steps, languages, devices, campaigns) or events (searches, guide
 * reads); n_zero is the searches that found nothing; last_at the latest search. No session id,
 * no event row: nothing in it says who.
 *
 * analytics_rollup_state holds the one day through which the rollup is complete (closed days
 * only: a day is closed 49 hours after its end, when the collector can no longer accept events
 * for it). Later days, and the parts of a period that are not whole days, are read live.
 */
export const analyticsDailyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_daily')
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('kind', 'text', (c) =>
        c.notNull().check(sql`kind in ('quiz','subject','search','guide','lang','device','campaign')`),
      )
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('n', 'bigint', (c) => c.notNull())
      .addColumn('n_zero', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('last_at', 'timestamptz')
      .addPrimaryKeyConstraint('analytics_daily_pk', ['kind', 'day', 'lang', 'key'])
      .execute();
    await db.schema
      .createTable('analytics_rollup_state')
      .addColumn('id', 'boolean', (c) =>
        c
          .primaryKey()
          .defaultTo(true)
          .check(sql`id`),
      )
      .addColumn('rolled_through', 'date')
      .execute();
    await sql`insert into analytics_rollup_state (id, rolled_through) values (true, null)`.execute(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_rollup_state').ifExists().execute();
    await db.schema.dropTable('analytics_daily').ifExists().execute();
  },
};
