import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../db/create-db.js';
import { DatabaseUnavailableError, isDatabaseDown } from '../db/errors.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely over the embedded PGlite or PostgreSQL. */
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /**
     * "ok", or "error" when the database is down, not ready yet, or does not answer
     * `select 1` within HEALTH_TIMEOUT_MS. Shared by the callers of one second, so a load
     * balancer polling /health is not database load of its own.
     */
    dbHealth(): Promise<'ok' | 'error'>;
    /** Whether the database answered at start (migrated); false while it is being waited for. */
    dbReady(): boolean;
    /**
     * Runs `task` once the database is ready: now (awaited, before the server serves) when it
     * is, or as soon as it comes back when the start found it unreachable.
     */
    whenDatabaseReady(name: string, task: () => Promise<unknown>): Promise<void>;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already open database (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** Run migrations at start (default true). */
  migrate?: boolean;
  /** First wait between tries to reach a database that was down at start (ms, default 1000). */
  retryMs?: number;
}

/** /health answers within a second, whatever the database does. */
export const HEALTH_TIMEOUT_MS = 800;
/** What a request that needs the database is told while it is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Opens the database, migrates it, and keeps an eye on it (docs/decisions/032):
 * - When PostgreSQL cannot be reached at start, the server starts anyway: pages, docs and
 *   everything that needs no database are served, the API's database routes answer 503
 *   SERVICE_UNAVAILABLE with Retry-After, and the plugin keeps trying (1 s, then up to 5 s
 *   apart); once the database answers it is migrated, the waiting start-up tasks (the content
 *   seed) run, and the routes work, with no restart.
 * - Any other failure (bad migration, the embedded database locked by a live process) stops
 *   the start, as before.
 */
export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const { config } = opts;
    const handle =
      opts.database ??
      (await createDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        memory: config.memoryDb,
        connectTimeoutMs: config.dbConnectTimeoutMs,
        statementTimeoutMs: config.dbStatementTimeoutMs,
        idleTimeoutMs: config.dbIdleTimeoutMs,
        poolSize: config.dbPoolSize,
      }));
    const owned = !opts.database;
    app.log.info({ db: handle.kind, location: handle.location }, 'database opened');

    let ready = false;
    let closing = false;
    const waiting: { name: string; task: () => Promise<unknown> }[] = [];

    const bringUp = async (open: boolean) => {
      if (opts.migrate !== false) await migrateToLatest(handle.db);
      else await sql`select 1`.execute(handle.db);
      if (open) ready = true;
    };

    try {
      await bringUp(true);
    } catch (error) {
      if (!isDatabaseDown(error) || handle.kind !== 'postgres') {
        if (owned) await handle.close();
        throw error;
      }
      app.log.warn(
        { db: handle.kind, location: handle.location, code: codeOf(error) },
        'database unreachable at start: serving without it (503) and retrying',
      );
    }

    let retryTimer: NodeJS.Timeout | undefined;
    let retryDelay = opts.retryMs ?? 1000;
    const retry = () => {
      retryTimer = setTimeout(async () => {
        if (closing) return;
        try {
          await bringUp(false);
          // The tasks held back at start (the content seed) run before the routes open.
          for (const { name, task } of waiting.splice(0)) {
            await task().catch((error: unknown) => app.log.error({ err: error, task: name }, 'start-up task failed'));
          }
          ready = true;
          app.log.info({ db: handle.kind }, 'database reachable: serving it again');
        } catch (error) {
          app.log.warn({ code: codeOf(error) }, 'database still unreachable');
          retryDelay = Math.min(retryDelay * 2, 5000);
          retry();
        }
      }, retryDelay);
      retryTimer.unref();
    };
    if (!ready) retry();

    let lastCheck = 0;
    let lastStatus: Promise<'ok' | 'error'> = Promise.resolve('ok');
    const dbHealth = () => {
      if (!ready) return Promise.resolve('error' as const);
      const now = Date.now();
      // A query answered within the last second proves the database is up: no probe queued
      // behind a busy database (under load /health answered after its limit, issue 22 item 1).
      const answeredAt = handle.lastAnswerAt?.() ?? 0;
      if (now - answeredAt < 1000) return Promise.resolve('ok' as const);
      if (now - lastCheck >= 1000) {
        lastCheck = now;
        let timer: NodeJS.Timeout | undefined;
        const slow = new Promise<'error'>((resolve) => {
          timer = setTimeout(() => resolve('error'), HEALTH_TIMEOUT_MS);
        });
        const probe = sql`select 1`
          .execute(handle.db)
          .then(() => 'ok' as const)
          .catch(() => 'error' as const);
        lastStatus = Promise.race([probe, slow]).then((status) => {
          clearTimeout(timer);
          if (status === 'error') lastCheck = 0; // ask again next time rather than repeat a failure
          return status;
        });
      }
      return lastStatus;
    };

    const api = config.apiBase;
    const noDatabase = [`${api}/docs`, `${api}/openapi.json`, `${api}/assets/`, `${api}/dev/`];
    const needsDatabase = (request: FastifyRequest) => {
      const path = request.url.split('?')[0] ?? '/';
      if (api && !(path === api || path.startsWith(`${api}/`))) return false;
      if (path === '/health' || path === `${api}/health`) return false; // answers 503 itself
      return !noDatabase.some((prefix) => path === prefix || path.startsWith(prefix));
    };
    app.addHook('onRequest', async (request) => {
      if (!ready && needsDatabase(request)) {
        throw new DatabaseUnavailableError('The database is not reachable yet', 'DB_UNAVAILABLE');
      }
    });

    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHealth', dbHealth);
    app.decorate('dbReady', () => ready);
    app.decorate('whenDatabaseReady', async (name: string, task: () => Promise<unknown>) => {
      if (ready) await task();
      else waiting.push({ name, task });
    });
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retryTimer);
    });
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);

function codeOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}
