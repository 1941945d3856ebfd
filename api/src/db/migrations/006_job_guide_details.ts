import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Guide details (decision 220): the work pattern, requirements, professional bodies, tools and
 * demand of a job. Nullable jsonb: most jobs have none of them yet, and a guide shows nothing
 * for a missing one. The seed fills them from content/jobs/*.json. A route's minimum entry
 * results travel inside `pathway` (already jsonb), so they need no column.
 */
export const jobGuideDetailsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('jobs')
      .addColumn('work_pattern', 'jsonb')
      .addColumn('requirements', 'jsonb')
      .addColumn('professional_bodies', 'jsonb')
      .addColumn('tools', 'jsonb')
      .addColumn('demand', 'jsonb')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema
      .alterTable('jobs')
      .dropColumn('demand')
      .dropColumn('tools')
      .dropColumn('professional_bodies')
      .dropColumn('requirements')
      .dropColumn('work_pattern')
      .execute();
  },
};
