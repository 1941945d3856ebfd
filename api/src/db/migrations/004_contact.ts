import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Contact us (issue 11): every message a visitor sends through the contact form, kept for the
 * team whether or not its emails went out (team_notified, acknowledged say which did). No IP
 * address is stored: the rate limiter keeps only counters, for an hour.
 */
export const contactMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('student','parent','teacher','other')`))
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('en','ms')`))
      .addColumn('team_notified', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('acknowledged', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('contact_messages_created_idx').on('contact_messages').column('created_at').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('contact_messages').ifExists().execute();
  },
};
