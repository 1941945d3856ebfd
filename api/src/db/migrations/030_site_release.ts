import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What the site serves, as one copy for every process (issue 23 item 2; docs/decisions/322):
 * `site_release` holds named JSON values — today `remotes`, the remotes map (which build of each
 * remote is live). In `npm run start:cluster` the processes read it from here (and hear of a
 * change through NOTIFY site_release), so a publish or rollback changes every process at once.
 * `npm start` (one process) keeps its map in .site/remotes.json and never reads this table.
 */
export const siteReleaseMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('site_release')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'jsonb', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('site_release').ifExists().execute();
  },
};
