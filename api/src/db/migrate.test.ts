import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from './create-db.js';
import { MigrationError, migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

// Migrations as a step of a cluster's start (issue 23 item 3; docs/decisions/321): ten processes
// starting together migrate once; a failed migration leaves the schema as it was.
const url = process.env.DATABASE_URL;
const pgTest = url ? test : test.skip;
if (!url) console.warn('migrate.test: DATABASE_URL is not set, the PostgreSQL cases are skipped');

/** A new, empty schema of its own on the PostgreSQL of DATABASE_URL, and a way to open it. */
async function emptySchema() {
  const schema = `mig_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const open = () => createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 2 });
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema if exists "${schema}" cascade`);
    await c.end();
  };
  return { schema, open, drop };
}

const tablesOf = async (handle: DatabaseHandle) =>
  (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() order by 1`.execute(handle.db)
  ).rows.map((r) => r.name);

/** Creates a table, then fails: a half-applied migration would leave the table behind. */
const broken: Migration = {
  async up(db) {
    await db.schema.createTable('half_done').addColumn('id', 'integer').execute();
    await sql`select * from no_such_table`.execute(db);
  },
};

pgTest('ten processes starting together on an empty database migrate it once, and all of them start', async () => {
  const { open, drop } = await emptySchema();
  const handles = await Promise.all(Array.from({ length: 10 }, open));
  try {
    const results = await Promise.allSettled(handles.map((h) => migrateToLatest(h.db)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill('fulfilled'));
    // Exactly one of the ten applied the migrations; the nine others found nothing to do.
    const applied = results.map((r) => (r.status === 'fulfilled' ? (r.value.results ?? []).length : -1));
    expect(applied.filter((n) => n === Object.keys(migrations).length)).toHaveLength(1);
    expect(applied.filter((n) => n === 0)).toHaveLength(9);
    const rows = (
      await sql<{ name: string; n: string }>`select name, count(*) as n from kysely_migration group by name`.execute(
        handles[0]!.db,
      )
    ).rows;
    expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
  } finally {
    await Promise.all(handles.map((h) => h.close()));
    await drop();
  }
});

async function failedMigrationLeavesSchema(handle: DatabaseHandle) {
  const upTo020 = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '030'));
  await migrateToLatest(handle.db, upTo020);
  const before = await tablesOf(handle);
  const withBroken = { ...migrations, '999_broken': broken };
  const error = await migrateToLatest(handle.db, withBroken).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MigrationError);
  expect((error as MigrationError).message).toBe('Database migration 999_broken failed');
  expect((error as MigrationError).migration).toBe('999_broken');
  // Neither the broken migration's table nor the good one (030) run in the same attempt stayed.
  expect(await tablesOf(handle)).toEqual(before);
  expect(before).not.toContain('site_release');
  const names = (await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db)).rows.map(
    (r) => r.name,
  );
  expect(names).not.toContain('030_site_release');
  // Fixed (the broken one gone), the next start migrates as usual.
  await migrateToLatest(handle.db);
  expect(await tablesOf(handle)).toContain('site_release');
}

test('a failed migration leaves the schema as it was (embedded database)', async () => {
  const handle = await createDatabase({ memory: true });
  try {
    await failedMigrationLeavesSchema(handle);
  } finally {
    await handle.close();
  }
});

pgTest('a failed migration leaves the schema as it was, and no other runner is left waiting (PostgreSQL)', async () => {
  const { open, drop } = await emptySchema();
  const handle = await open();
  const other = await open();
  try {
    await failedMigrationLeavesSchema(handle);
    // The lock was let go after the failure: another process migrates at once.
    await expect(migrateToLatest(other.db)).resolves.toBeDefined();
  } finally {
    await handle.close();
    await other.close();
    await drop();
  }
});
