import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The funding table's `search_text` served only GET /funding's `q` filter, which no page called:
 * the funding search filters the whole list in the browser (decisions 100, 314). The column goes;
 * down() brings it back empty (the next seed fills nothing into it: the seed no longer writes it).
 */
export const fundingSearchTextMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('funding').dropColumn('search_text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('funding')
      .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
