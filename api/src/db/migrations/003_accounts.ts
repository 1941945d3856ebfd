import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const ROLES = `('student','parent','teacher','other')`;

/**
 * Accounts (issue 4): the users table grows a password, verification and profile; tokens,
 * social identities, leads and the user's saved progress get tables of their own. Every user
 * row's data goes with it (on delete cascade), except job requests, which the content team
 * keeps without the user.
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('password_hash', 'text')
      .addColumn('email_verified_at', 'timestamptz')
      .addColumn('name', 'text')
      .addColumn('user_type', 'text', (c) => c.check(sql.raw(`user_type in ${ROLES}`)))
      .addColumn('user_age', 'smallint', (c) => c.check(sql`user_age between 0 and 999`))
      .addColumn('user_age_range', 'text')
      .addColumn('user_gender', 'text')
      .addColumn('user_income', 'text')
      .addColumn('post_spm_plan', 'text')
      .addColumn('user_preferred_language', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('user_other_language', 'text')
      .addColumn('user_organization_name', 'text')
      .addColumn('is_complete_profile', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('lang', 'text', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(sql`lang in ('en','ms')`),
      )
      .addColumn('last_login_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // Login tokens, email verification links and password reset links. Only a SHA-256 of the
    // token is stored: a copy of the database does not let anyone sign in.
    await db.schema
      .createTable('user_tokens')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session','verify','reset')`))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('redirect_url', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('user_tokens_user_kind_idx').on('user_tokens').columns(['user_id', 'kind']).execute();

    await db.schema
      .createTable('user_identities')
      .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google','facebook')`))
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('user_identities_pkey', ['provider', 'subject'])
      .execute();
    await db.schema.createIndex('user_identities_user_idx').on('user_identities').column('user_id').execute();

    // A quiz result saved anonymously; user_id is set once its owner signs in (save-user-lead).
    await db.schema
      .createTable('leads')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('user_type', 'text', (c) => c.notNull().check(sql.raw(`user_type in ${ROLES}`)))
      .addColumn('answers', 'jsonb', (c) => c.notNull())
      .addColumn('selections', 'jsonb', (c) => c.notNull())
      .addColumn('result_code', 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('attached_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('leads_user_idx').on('leads').column('user_id').execute();

    for (const table of ['user_read_jobs', 'user_saved_jobs']) {
      await db.schema
        .createTable(table)
        .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', 'job_id'])
        .execute();
    }

    await db.schema
      .createTable('user_job_quiz')
      .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('result', 'double precision', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('user_job_quiz_pkey', ['user_id', 'job_id'])
      .execute();

    await db.schema
      .createTable('job_requests')
      .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('job_request_name', 'text', (c) => c.notNull())
      .addColumn('user_type', 'text', (c) => c.check(sql.raw(`user_type in ${ROLES}`)))
      .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('lang', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('job_requests_created_idx').on('job_requests').column('created_at').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'job_requests',
      'user_job_quiz',
      'user_saved_jobs',
      'user_read_jobs',
      'leads',
      'user_identities',
      'user_tokens',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const column of [
      'password_hash',
      'email_verified_at',
      'name',
      'user_type',
      'user_age',
      'user_age_range',
      'user_gender',
      'user_income',
      'post_spm_plan',
      'user_preferred_language',
      'user_other_language',
      'user_organization_name',
      'is_complete_profile',
      'lang',
      'last_login_at',
      'updated_at',
    ]) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
