import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Content tables, filled only by the seed from the files in /content. Everything here can be
 * rebuilt from those files; user data lives in other tables (002_users and later).
 */
export const contentMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('industries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_bm', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('subjects')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('spm_code', 'text')
      .addColumn('subject_group', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_bm', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('slug_bm', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_bm', 'text', (c) => c.notNull())
      .addColumn('industry_id', 'text', (c) => c.notNull().references('industries.id'))
      .addColumn('synonyms', 'jsonb', (c) => c.notNull())
      .addColumn('synonyms_bm', 'jsonb', (c) => c.notNull())
      .addColumn('en_data_status', 'text', (c) => c.notNull())
      .addColumn('bm_data_status', 'text', (c) => c.notNull())
      .addColumn('tvet', 'boolean', (c) => c.notNull())
      .addColumn('riasec', 'jsonb', (c) => c.notNull())
      .addColumn('holland_code', 'text', (c) => c.notNull())
      .addColumn('riasec_basis', 'jsonb', (c) => c.notNull())
      .addColumn('masco_2020', 'text')
      .addColumn('summary', 'jsonb')
      .addColumn('knowledge', 'jsonb')
      .addColumn('pathway', 'jsonb')
      .addColumn('salary', 'jsonb')
      .addColumn('progression', 'jsonb')
      .addColumn('related_jobs', 'jsonb', (c) => c.notNull())
      .addColumn('experts_say', 'jsonb')
      .addColumn('retired_at', 'timestamptz')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'jobs_data_status_check',
        sql`en_data_status in ('complete','partial','coming_soon') and bm_data_status in ('complete','partial','coming_soon')`,
      )
      // Deferred so one seed run can move a slug from one job to another.
      .addUniqueConstraint('jobs_slug_key', ['slug'], (c) => c.deferrable().initiallyDeferred())
      .addUniqueConstraint('jobs_slug_bm_key', ['slug_bm'], (c) => c.deferrable().initiallyDeferred())
      .execute();
    await db.schema.createIndex('jobs_industry_idx').on('jobs').column('industry_id').execute();

    await db.schema
      .createTable('job_subjects')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('subject_code', 'text', (c) => c.notNull().references('subjects.code'))
      .addColumn('weight', 'smallint', (c) => c.notNull().check(sql`weight between 1 and 3`))
      // Order in the job file: subject-match lists matches of equal weight in this order.
      .addColumn('position', 'smallint', (c) => c.notNull())
      .addPrimaryKeyConstraint('job_subjects_pkey', ['job_id', 'subject_code'])
      .execute();
    await db.schema.createIndex('job_subjects_subject_idx').on('job_subjects').column('subject_code').execute();

    await db.schema
      .createTable('activities')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('R','I','A','S','E','C')`))
      .addColumn('label', 'jsonb', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('alt', 'jsonb', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('personality_types')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('about', 'jsonb', (c) => c.notNull())
      .addColumn('strengths', 'jsonb', (c) => c.notNull())
      .addColumn('work', 'jsonb', (c) => c.notNull())
      .addColumn('places', 'jsonb', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('personality_pairs')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('about', 'jsonb', (c) => c.notNull())
      .addColumn('work', 'jsonb', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('funding')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_bm', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('levels', 'jsonb', (c) => c.notNull())
      .addColumn('fields', 'jsonb', (c) => c.notNull())
      .addColumn('eligibility', 'jsonb', (c) => c.notNull())
      .addColumn('covers', 'jsonb', (c) => c.notNull())
      .addColumn('application_window', 'jsonb')
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('description', 'jsonb', (c) => c.notNull())
      .addColumn('last_checked', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'jsonb', (c) => c.notNull())
      .addColumn('summary', 'jsonb', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
      .addColumn('venue', 'jsonb', (c) => c.notNull())
      .addColumn('url', 'text')
      .addColumn('example', 'boolean', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('events_ends_at_idx').on('events').column('ends_at').execute();

    await db.schema
      .createTable('white_papers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('slug_bm', 'text', (c) => c.notNull().unique())
      .addColumn('title', 'jsonb', (c) => c.notNull())
      .addColumn('summary', 'jsonb', (c) => c.notNull())
      .addColumn('body', 'jsonb', (c) => c.notNull())
      .addColumn('published_on', 'text', (c) => c.notNull())
      .addColumn('example', 'boolean', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('content_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'content_meta',
      'white_papers',
      'events',
      'funding',
      'personality_pairs',
      'personality_types',
      'activities',
      'job_subjects',
      'jobs',
      'subjects',
      'industries',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
