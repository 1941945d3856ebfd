import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The users table, minimal on purpose: accounts (registration, login, profile) extend it in
 * later migration files of their own. The seed never reads or writes it.
 */
export const usersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    // One account per address whatever its letter case.
    await db.schema
      .createIndex('users_email_lower_key')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('users').ifExists().execute();
  },
};
