import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import { migrations as allMigrations } from './migrations/index.js';

/**
 * Any constant, the same in every process: one migration at a time per database (decision 321).
 * Kysely takes a lock of its own, but only after it has created its bookkeeping tables — ten
 * processes starting together on an empty database raced on that `create table if not exists`.
 */
export const MIGRATION_LOCK = 727_0030;

/** A migration that failed; the schema is as it was before the run (one transaction). */
export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    options: { cause: unknown },
  ) {
    super(`Database migration ${migration} failed`, options);
    this.name = 'MigrationError';
  }
}

/**
 * Brings the schema up to date. The same migrations run on PGlite and on PostgreSQL.
 *
 * - One runner at a time per database: a session advisory lock held on one connection around the
 *   whole run (bookkeeping tables included). A process that waited finds nothing left to do.
 * - All pending migrations run in one transaction (Kysely on PostgreSQL and PGlite): when one
 *   fails, none of them stays applied, and MigrationError names it.
 *
 * Kysely's bookkeeping tables go in the connection's current schema, named explicitly: left
 * unnamed, the Migrator looks for them in every schema of the database, so a database holding
 * several copies (one schema per test file, or another app's schema) would make it skip
 * creating its own.
 *
 * @param migrations for tests only (a failing migration); default every migration of the index
 */
export async function migrateToLatest<DB>(
  db: Kysely<DB>,
  migrations: Record<string, Migration> = allMigrations,
): Promise<MigrationResultSet> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
      const migrator = new Migrator({
        db: conn,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: rows[0]?.schema ?? 'public',
      });
      const result = await migrator.migrateToLatest();
      if (result.error) {
        const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
        throw new MigrationError(failed, { cause: result.error });
      }
      return result;
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn).catch(() => {});
    }
  });
}
