import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.js';
import { createDatabase, type DatabaseHandle, type DatabaseKind } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely over the embedded PGlite or PostgreSQL. */
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    /** Answers "ok" or "error" after a trivial query; cached for a second under load. */
    dbHealth(): Promise<'ok' | 'error'>;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already open database (tests); the app then leaves closing it to the caller. */
  database?: DatabaseHandle;
  /** Run migrations at start (default true). */
  migrate?: boolean;
}

export const dbPlugin = fp<DbPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const handle =
      opts.database ??
      (await createDatabase({
        databaseUrl: opts.config.databaseUrl,
        dataDir: opts.config.dataDir,
        memory: opts.config.memoryDb,
      }));
    const owned = !opts.database;
    app.log.info({ db: handle.kind, location: handle.location }, 'database opened');

    if (opts.migrate !== false) {
      try {
        await migrateToLatest(handle.db);
      } catch (error) {
        if (owned) await handle.close();
        throw error;
      }
    }

    let lastCheck = 0;
    let lastStatus: Promise<'ok' | 'error'> = Promise.resolve('ok');
    const dbHealth = () => {
      const now = Date.now();
      // A load balancer polling /health must not become database load of its own.
      if (now - lastCheck >= 1000) {
        lastCheck = now;
        lastStatus = sql`select 1`
          .execute(handle.db)
          .then(() => 'ok' as const)
          .catch(() => {
            lastCheck = 0;
            return 'error' as const;
          });
      }
      return lastStatus;
    };

    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('dbHealth', dbHealth);
    if (owned) app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
