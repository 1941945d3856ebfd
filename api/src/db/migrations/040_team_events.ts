import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Events editors publish from the team view (issue 25, decision 332): real events with their
 * organiser's own page. Kept apart from the content seed's `events` table (the seed rewrites that
 * one). A row with published = true always has a source page (the check below), and a place or an
 * online link.
 */
export const teamEventsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('team_events')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'jsonb', (c) => c.notNull())
      .addColumn('summary', 'jsonb', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('place', 'jsonb')
      .addColumn('online_url', 'text')
      .addColumn('audience', 'text', (c) =>
        c.notNull().check(sql`audience in ('students','parents','teachers','everyone')`),
      )
      .addColumn('organiser', 'text', (c) => c.notNull())
      .addColumn('source_url', 'text')
      .addColumn('published', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('team_events_published_has_source', sql`not published or source_url is not null`)
      .addCheckConstraint('team_events_place_or_link', sql`place is not null or online_url is not null`)
      .addCheckConstraint('team_events_ends_after_start', sql`ends_at >= starts_at`)
      .execute();
    await db.schema
      .createIndex('team_events_published_time_idx')
      .on('team_events')
      .columns(['published', 'ends_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('team_events').ifExists().execute();
  },
};
