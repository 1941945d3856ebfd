import { writeFixtureContent, type FixtureContentDir } from './fixture-content.js';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type ApiApp } from '../app.js';
import type { Config } from '../config.js';
import { createDatabase, type DatabaseHandle } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file.
 * - Default: in-memory PGlite, gone when closed.
 * - With DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test): a new schema of its own,
 *   used through search_path and dropped on close, so jest workers run in parallel safely.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await createDatabase({ memory: true });
    await migrateToLatest(handle.db);
    return handle;
  }

  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create schema "${schema}"`);
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({ databaseUrl: url, searchPath: schema, poolSize: 4 });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    location: `${handle.location} schema ${schema}`,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop schema if exists "${schema}" cascade`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestApp {
  app: ApiApp;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The whole API on a fresh test database, seeded from `contentDir`, with the default base
 * (/api) and version (/v1) whatever the shell environment says. Call close() in afterAll.
 */
export async function buildTestApp(options: {
  contentDir: string;
  seed?: boolean;
  config?: Partial<Config>;
  /** Register extra routes or hooks before the app starts. */
  extend?: (app: ApiApp) => void;
}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = buildApp({
    env: {},
    database,
    seed: options.seed ?? true,
    config: { logLevel: 'silent', contentDir: options.contentDir, ...options.config },
  });
  options.extend?.(app);
  try {
    await app.ready();
  } catch (error) {
    await database.close();
    throw error;
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The whole API over the fixture catalogue for one test file: built in beforeAll, closed (and the
 * fixture folder removed) in afterAll. `onReady` receives the app, e.g. `withFixtureApp((a) => (t = a))`.
 */
export function withFixtureApp(onReady: (t: TestApp) => void): void {
  let fixture: FixtureContentDir | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    fixture = writeFixtureContent();
    t = await buildTestApp({ contentDir: fixture.dir });
    onReady(t);
  });
  afterAll(async () => {
    await t?.close();
    fixture?.remove();
  });
}
