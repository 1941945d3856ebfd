import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Analytics (issue 25, decision 330): the site's own collector, the team's editor role, editors'
 * notes on searches that found little, and a status for contact messages.
 *
 * analytics_events holds no email, name, IP address or free text: an event name from a closed
 * list, its time, the route id, the language, an anonymous per-browser-session id (random, in the
 * visitor's sessionStorage), UTM fields, a device class, and a few checked properties
 * (src/analytics/events.ts). Rows older than ANALYTICS_RETENTION_MONTHS (13) are deleted.
 */
export const analyticsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('occurred_at', 'timestamptz', (c) => c.notNull())
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('route_id', 'text')
      .addColumn('lang', 'text', (c) => c.check(sql`lang in ('en','ms')`))
      .addColumn('session_id', 'uuid', (c) => c.notNull())
      .addColumn('utm_source', 'text')
      .addColumn('utm_medium', 'text')
      .addColumn('utm_campaign', 'text')
      .addColumn('utm_term', 'text')
      .addColumn('utm_content', 'text')
      .addColumn('device', 'text', (c) => c.check(sql`device in ('phone','tablet','desktop')`))
      .addColumn('props', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    // The team view asks "these names, in this period": (name, occurred_at) answers each of its
    // queries from the index; occurred_at alone serves retention and the period-wide counts.
    await sql`create index analytics_events_name_time_idx on analytics_events (name, occurred_at) include (session_id, lang)`.execute(
      db,
    );
    await db.schema.createIndex('analytics_events_time_idx').on('analytics_events').column('occurred_at').execute();

    await db.schema
      .createTable('team_roles')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('editor')`))
      .addColumn('granted_by', 'text', (c) => c.notNull().check(sql`granted_by in ('cli','config')`))
      .addColumn('granted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('team_roles_pk', ['user_id', 'role'])
      .execute();

    await db.schema
      .createTable('search_notes')
      .addColumn('term', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('synonym','new_job_idea')`))
      .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema.alterTable('contact_messages').addColumn('answered_at', 'timestamptz').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('contact_messages').dropColumn('answered_at').execute();
    await db.schema.dropTable('search_notes').ifExists().execute();
    await db.schema.dropTable('team_roles').ifExists().execute();
    await db.schema.dropTable('analytics_events').ifExists().execute();
  },
};
