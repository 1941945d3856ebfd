import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Funding details the search filters on (decision 100): the states a scheme is limited to and the
 * dates of its current round. Nullable: most schemes name no state and no dates yet, and the site
 * says "not stated" rather than guess. The seed fills them from content/funding/funding.json.
 */
export const fundingDetailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('funding')
      .addColumn('states', 'jsonb')
      .addColumn('opens_on', 'text')
      .addColumn('closes_on', 'text')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('funding').dropColumn('closes_on').dropColumn('opens_on').dropColumn('states').execute();
  },
};
