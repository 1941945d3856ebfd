import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/types.js';
import { loadContent, type ContentProblem, type LoadedContent } from './loader.js';
import { seedJobSubjects, seedJobs, seedableJobs } from './seed/jobs.js';
import { pruneUnreferenced, reload, replace, upsert } from './seed/sql.js';
import { CONTENT_TABLES, REFERENCE_TABLES, type TableSeed } from './seed/tables.js';

export { jobSubjectsOf } from './seed/jobs.js';

export interface SeedOptions {
  /** Content folder; defaults to <repo>/content. */
  contentDir?: string;
  /** Already loaded content (skips reading the files). */
  loaded?: LoadedContent;
}

export interface SeedReport {
  counts: {
    industries: number;
    subjects: number;
    jobs: number;
    jobSubjects: number;
    activities: number;
    personalityTypes: number;
    personalityPairs: number;
    funding: number;
    events: number;
    whitePapers: number;
  };
  /** Jobs whose files are gone: hidden, kept for any user data pointing at them. */
  retiredJobs: number;
  /** Files and entries left out, and why. */
  problems: ContentProblem[];
}

/** Any constant: one seed at a time per database, even with several API processes. */
const SEED_LOCK = 727_2026;

/**
 * Loads the content files into the content tables: inserts new rows, updates changed ones,
 * removes rows whose entries are gone (jobs are retired instead, see seed/jobs.ts). Idempotent,
 * in one transaction, and never reads or writes a user table. Content that fails its schema is
 * left out and reported, so one bad file never stops the rest. The tables and how each is
 * written are the declarative lists of seed/tables.ts.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedReport> {
  const loaded = options.loaded ?? (await loadContent(options.contentDir));
  const { content, unreadable } = loaded;
  const problems = [...loaded.problems];
  const jobs = seedableJobs(content.jobs, new Set(content.industries.map((i) => i.id)), problems);
  const readable = (entry: TableSeed) => !unreadable.has(entry.source);

  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);

    const written = new Map<TableSeed, string[]>();
    const write = async (entry: TableSeed) => {
      if (!readable(entry)) return;
      const rows = entry.rows(content);
      if (entry.strategy === 'upsert') await upsert(trx, entry.table, entry.key, rows);
      else if (entry.strategy === 'replace') await replace(trx, entry.table, entry.key, rows);
      else await reload(trx, entry.table, rows);
      written.set(
        entry,
        rows.map((r) => String(r[entry.key])),
      );
    };

    for (const entry of REFERENCE_TABLES) await write(entry);
    const retiredJobs = await seedJobs(trx, jobs, loaded.jobFileSlugs);
    await seedJobSubjects(trx, jobs, content, problems);
    for (const entry of CONTENT_TABLES) await write(entry);

    // Reference rows that disappeared from the files go, unless a job still points at them.
    for (const [entry, keys] of written) {
      if (entry.strategy === 'upsert' && entry.keepIfReferencedBy) {
        await pruneUnreferenced(trx, entry.table, entry.key, keys, entry.keepIfReferencedBy);
      }
    }

    await trx
      .insertInto('content_meta')
      .values({ key: 'seeded_at', value: new Date().toISOString() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: sql`now()` }),
      )
      .execute();

    return { counts: await countRows(trx), retiredJobs, problems };
  });
}

async function countRows(trx: Transaction<Database>): Promise<SeedReport['counts']> {
  const count = async (table: keyof Database, activeOnly = false) => {
    let query = trx.selectFrom(table).select(sql<number>`count(*)::int`.as('n'));
    if (activeOnly) query = query.where(sql.ref('retired_at'), 'is', null);
    return (await query.executeTakeFirstOrThrow()).n;
  };
  const counts = { jobs: await count('jobs', true), jobSubjects: await count('job_subjects') } as SeedReport['counts'];
  for (const entry of [...REFERENCE_TABLES, ...CONTENT_TABLES]) counts[entry.source] = await count(entry.table);
  return counts;
}
