import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/types.js';

/** The content tables the declarative list writes (jobs, job_subjects and content_meta have their own code). */
export type ContentTable = Exclude<keyof Database, 'users' | 'jobs' | 'job_subjects' | 'content_meta'>;

export type Row = Record<string, unknown>;

/** jsonb columns take their value as JSON text. */
export const json = (value: unknown) => JSON.stringify(value ?? null);

// A table chosen at run time defeats Kysely's row typing; the rows are built from typed content.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (trx: Transaction<Database>) => trx as unknown as Kysely<any>;

/** `not in ()` is not SQL; the empty string, never a key, stands in for an empty list. */
export function sqlList(values: string[]): string[] {
  return values.length > 0 ? values : [''];
}

/** Insert or update rows by their key column. */
export async function upsert(trx: Transaction<Database>, table: ContentTable, key: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== key);
  await untyped(trx)
    .insertInto(table)
    .values(rows)
    .onConflict((oc) =>
      oc.column(key).doUpdateSet(Object.fromEntries(columns.map((c) => [c, sql.ref(`excluded.${c}`)]))),
    )
    .execute();
}

/** Upsert, then delete the rows whose keys are no longer in the files. */
export async function replace(trx: Transaction<Database>, table: ContentTable, key: string, rows: Row[]): Promise<void> {
  await upsert(trx, table, key, rows);
  await untyped(trx)
    .deleteFrom(table)
    .where(
      key,
      'not in',
      sqlList(rows.map((r) => String(r[key]))),
    )
    .execute();
}

/**
 * Delete every row, then insert: for tables with more than one unique column (white papers'
 * slugs), so two rows may swap values between seeds without a conflict on the way.
 */
export async function reload(trx: Transaction<Database>, table: ContentTable, rows: Row[]): Promise<void> {
  await untyped(trx).deleteFrom(table).execute();
  if (rows.length > 0) await untyped(trx).insertInto(table).values(rows).execute();
}

/**
 * Deletes the rows whose keys are no longer in the files, except those a row of `ref.table`
 * still points at (reference data a job needs stays until the job lets go).
 */
export async function pruneUnreferenced(
  trx: Transaction<Database>,
  table: ContentTable,
  key: string,
  keys: string[],
  ref: { table: 'jobs' | 'job_subjects'; column: string },
): Promise<void> {
  await untyped(trx)
    .deleteFrom(table)
    .where(key, 'not in', sqlList(keys))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom(ref.table).select(sql`1`.as('one')).whereRef(`${ref.table}.${ref.column}`, '=', `${table}.${key}`))),
    )
    .execute();
}

/** One row per key, the first one winning (the content check reports the repeats). */
export function dedupe<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = keyOf(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
