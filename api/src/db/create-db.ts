import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { DatabaseUnavailableError } from './errors.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './types.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for logs: a folder, "memory", or the PostgreSQL host/database. */
  location: string;
  close(): Promise<void>;
  /**
   * When the database last answered a query (ms since epoch; 0: not yet). /health takes a recent
   * answer as proof of life instead of queueing its own probe behind a busy database.
   */
  lastAnswerAt?(): number;
}

export interface DatabaseOptions {
  /** postgres://… to use PostgreSQL; otherwise the embedded PGlite. */
  databaseUrl?: string | null;
  /** Embedded: the data folder (the database goes in <dataDir>/pglite). */
  dataDir?: string;
  /** Embedded: keep everything in memory (ignores dataDir). */
  memory?: boolean;
  /** PostgreSQL: the schema every connection works in (tests isolate themselves this way). */
  searchPath?: string;
  /** PostgreSQL: pool size. */
  poolSize?: number;
  /** PostgreSQL: time to open a connection or wait for a free one (ms, default 3000). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: statement_timeout (ms, default 5000); the client gives up 1 s later and cuts
   * the connection. PGlite: the longest wait for its one session.
   */
  statementTimeoutMs?: number;
  /** PostgreSQL: an unused pooled connection is closed after this long (ms, default 30000). */
  idleTimeoutMs?: number;
}

export const DB_TIMEOUT_DEFAULTS = { connectTimeoutMs: 3000, statementTimeoutMs: 5000, idleTimeoutMs: 30_000 };

/** Opens the database the configuration asks for. The caller runs migrations. */
export async function createDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const waitMs = options.statementTimeoutMs ?? DB_TIMEOUT_DEFAULTS.statementTimeoutMs;
  if (options.memory || !options.dataDir) return openPGlite(null, waitMs);
  return openPGlite(join(options.dataDir, 'pglite'), waitMs);
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DB_TIMEOUT_DEFAULTS.connectTimeoutMs;
  const statementTimeoutMs = options.statementTimeoutMs ?? DB_TIMEOUT_DEFAULTS.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    // Opening a connection, and waiting for a free one, end after this: no request waits forever.
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: options.idleTimeoutMs ?? DB_TIMEOUT_DEFAULTS.idleTimeoutMs,
    // Server side: a statement running longer is cancelled (its transaction rolls back), and a
    // session left idle inside a transaction (its client gone quiet) is ended, releasing locks.
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    keepAlive: true,
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => {});
  const answered = { at: 0 };
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: timedPool(pool, statementTimeoutMs + 1000, answered) }),
  });
  const parsed = new URL(url);
  return {
    db,
    kind: 'postgres',
    // Never the password.
    location: `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`,
    close: () => db.destroy(),
    lastAnswerAt: () => answered.at,
  };
}

/**
 * The pool as Kysely sees it, with a client-side limit on every query: when the server does not
 * answer at all (network partition, a black-holed connection: statement_timeout cannot fire
 * because the statement never arrived), the query fails with DB_TIMEOUT and its connection is
 * reset and discarded. Resetting drops whatever was still waiting to be sent, so a write that
 * has not reached the server by then never does, and an open transaction is rolled back by the
 * server when the connection goes.
 */
function timedPool(pool: pg.Pool, queryTimeoutMs: number, answered: { at: number }): PostgresPool {
  return {
    async connect() {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        if ((error as { code?: string }).code) throw error;
        throw new DatabaseUnavailableError('No database connection in time', 'DB_TIMEOUT', { cause: error });
      }
      return timedClient(client, queryTimeoutMs, answered);
    },
    end: () => pool.end(),
    options: pool.options,
  };
}

function timedClient(client: pg.PoolClient, queryTimeoutMs: number, answered: { at: number }): PostgresPoolClient {
  let broken: DatabaseUnavailableError | null = null;
  let released = false;
  // A connection lost while this client is checked out and between two queries (inside a
  // transaction, say: the database restarted) is an 'error' event on the client. pg's pool listens
  // only to idle clients, so without this the event had no listener and the whole process died
  // (found by the cluster's benchmark, issue 23; decision 325). The next query fails instead, and
  // the connection is thrown away on release.
  const onLost = (error: unknown) => {
    broken ??= new DatabaseUnavailableError('The database connection was lost', 'DB_UNAVAILABLE', { cause: error });
  };
  client.on('error', onLost);
  const cut = () => {
    client.on('error', () => {}); // the connection is going; its error event is expected
    const stream = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
    if (stream && typeof stream.resetAndDestroy === 'function') stream.resetAndDestroy();
    else stream?.destroy();
  };
  const wrapped = {
    // Kysely reads the backend pid for cancellation, when there is one.
    get processID() {
      return (client as unknown as { processID?: number }).processID;
    },
    query(sqlText: string, parameters: readonly unknown[]) {
      if (broken) return Promise.reject(broken);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          broken = new DatabaseUnavailableError(`The database did not answer within ${queryTimeoutMs} ms`);
          cut();
          reject(broken);
        }, queryTimeoutMs);
        client.query(sqlText, parameters as unknown[]).then(
          (result) => {
            clearTimeout(timer);
            answered.at = Date.now();
            resolve(result);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(broken ?? error);
          },
        );
      });
    },
    release(destroy?: boolean) {
      if (released) return;
      released = true;
      // A healthy client goes back to the pool (which listens to it again while idle); a broken
      // one keeps this listener while it is destroyed.
      if (!destroy && !broken) client.off('error', onLost);
      client.release(destroy || broken ? true : undefined);
    },
  };
  return wrapped as unknown as PostgresPoolClient;
}

async function openPGlite(dir: string | null, waitMs: number): Promise<DatabaseHandle> {
  let unlock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let pglite: PGlite;
  try {
    pglite = dir ? await PGlite.create({ dataDir: dir }) : await PGlite.create();
  } catch (error) {
    unlock();
    throw error;
  }
  const answered = { at: 0 };
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(pglite, { acquireTimeoutMs: waitMs, onAnswer: () => (answered.at = Date.now()) }),
  });
  return {
    db,
    kind: 'pglite',
    location: dir ?? 'memory',
    lastAnswerAt: () => answered.at,
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
