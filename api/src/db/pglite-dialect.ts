import type { PGlite } from '@electric-sql/pglite';
import { DatabaseUnavailableError } from './errors.js';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * A small Kysely dialect for PGlite (PostgreSQL compiled to WebAssembly, in process).
 *
 * PGlite is one PostgreSQL backend: one session. Kysely may hand out "connections" concurrently
 * (two requests at once, or a transaction while another request reads), so connections are
 * lent one at a time through a queue; otherwise a request's query could land inside another
 * request's open transaction.
 *
 * Every query first yields to the event loop (setImmediate). PGlite answers in promise callbacks
 * (microtasks), so a queue of queries chained one after another would otherwise run to its end
 * without Node reaching its timers or sockets: under load no new connection was read, and neither
 * the wait limit below nor /health's limit could fire (issue 22, docs/decisions/270).
 */
export interface PGliteDialectOptions {
  /**
   * Longest wait for the one session (ms). A request queued behind a stuck or very slow query
   * fails with DB_TIMEOUT (503) instead of waiting without end. Default: no limit.
   */
  acquireTimeoutMs?: number;
  /**
   * Yield to the event loop before each query (default true). false brings back the old,
   * starving behaviour; only the benchmark's baseline (bench/starvation.ts) uses it.
   */
  yieldBeforeQuery?: boolean;
  /** Called each time a query has answered (the database is alive; see /health). */
  onAnswer?: () => void;
}

export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(
      this.pglite,
      this.options.acquireTimeoutMs ?? 0,
      this.options.yieldBeforeQuery ?? true,
      this.options.onAnswer,
    );
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}

class PGliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly yieldFirst: boolean,
    private readonly onAnswer: (() => void) | undefined,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.yieldFirst) await yieldToEventLoop();
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    this.onAnswer?.();
    const affected = result.affectedRows;
    const command = compiledQuery.query.kind;
    const changesRows =
      command === 'InsertQueryNode' ||
      command === 'UpdateQueryNode' ||
      command === 'DeleteQueryNode' ||
      command === 'MergeQueryNode';
    return {
      rows: result.rows,
      ...(changesRows && affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private queue: Promise<void> = Promise.resolve();
  private releaseCurrent: (() => void) | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly acquireTimeoutMs: number,
    yieldFirst: boolean,
    onAnswer?: () => void,
  ) {
    this.connection = new PGliteConnection(pglite, yieldFirst, onAnswer);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    if (this.acquireTimeoutMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.acquireTimeoutMs);
      });
      const outcome = await Promise.race([previous.then(() => 'ready' as const), timedOut]);
      clearTimeout(timer);
      if (outcome === 'timeout') {
        // Give our turn away as soon as it comes, so the queue keeps moving.
        void previous.then(release);
        throw new DatabaseUnavailableError(
          `The embedded database was busy for ${this.acquireTimeoutMs} ms`,
          'DB_TIMEOUT',
        );
      }
    } else {
      await previous;
    }
    this.releaseCurrent = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = null;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const parts = ['begin'];
    if (settings.isolationLevel) parts.push(`isolation level ${settings.isolationLevel}`);
    if (settings.accessMode) parts.push(settings.accessMode);
    await connection.executeQuery(CompiledQuery.raw(parts.join(' ')));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${ident(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${ident(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${ident(name)}`));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/** Lets Node run its timers and read its sockets before the next query (one macrotask turn). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
