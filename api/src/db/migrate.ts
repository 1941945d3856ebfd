import { sql, type Kysely } from 'kysely';
import { Migrator, type MigrationResultSet } from 'kysely/migration';
import { migrations } from './migrations/index.js';

/**
 * Brings the schema up to date. The same migrations run on PGlite and on PostgreSQL.
 *
 * Kysely's bookkeeping tables go in the connection's current schema, named explicitly: left
 * unnamed, the Migrator looks for them in every schema of the database, so a database holding
 * several copies (one schema per test file, or another app's schema) would make it skip
 * creating its own.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<MigrationResultSet> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: result.error });
  }
  return result;
}
