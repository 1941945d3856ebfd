import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Sessions a person can see and end (issue 22 item 6; docs/decisions/283): when a login token
 * was last used (the inactivity timeout counts from it, refreshed at most once a minute) and a
 * short label of the browser it was issued to ("Firefox on Android"), derived from the
 * User-Agent at login. The User-Agent itself and the address are not stored.
 * Contact form tokens become single use (decision 281): the hash of the token a message was sent
 * with, unique, so a replayed token finds its message instead of sending another.
 */
export const sessionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('user_tokens')
      .addColumn('last_used_at', 'timestamptz')
      .addColumn('device', 'text')
      .execute();
    await db.schema.alterTable('contact_messages').addColumn('form_token_hash', 'text').execute();
    await db.schema
      .createIndex('contact_messages_form_token_idx')
      .on('contact_messages')
      .column('form_token_hash')
      .unique()
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('contact_messages_form_token_idx').ifExists().execute();
    await db.schema.alterTable('contact_messages').dropColumn('form_token_hash').execute();
    await db.schema.alterTable('user_tokens').dropColumn('last_used_at').dropColumn('device').execute();
  },
};
