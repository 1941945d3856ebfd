import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type ApiApp } from '../app.js';
import { accountsTestConfig } from '../test/accounts/app.js';
import { writeFixtureContent, type FixtureContentDir } from '../test/fixture-content.js';
import { closedPort, startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js';
import { createDatabase, type DatabaseHandle } from './create-db.js';
import { migrateToLatest } from './migrate.js';

/**
 * Finding 4 of the reliability review: a sick database must not hang requests. PostgreSQL is
 * reached through a TCP proxy that can stop passing packets; the API must answer 503 with
 * Retry-After in bounded time, /health within a second, and never apply a write after its
 * request has failed. Needs PostgreSQL (DATABASE_URL); the PGlite guard runs everywhere.
 */
const url = process.env.DATABASE_URL;
const pgTest = url ? test : test.skip;

const STATEMENT_MS = 1000;
const CONNECT_MS = 500;

let fixture: FixtureContentDir;
beforeAll(() => {
  fixture = writeFixtureContent();
});
afterAll(() => fixture?.remove());

async function adminQuery<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T>(text, values);
  } finally {
    await client.end();
  }
}

async function withSchema(): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `faults_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create schema "${schema}"`);
  return { schema, drop: async () => void (await adminQuery(`drop schema if exists "${schema}" cascade`)) };
}

function proxiedUrl(port: number, schema: string): string {
  const target = new URL(url!);
  target.hostname = '127.0.0.1';
  target.port = String(port);
  target.searchParams.set('options', `-c search_path=${schema}`);
  return target.toString();
}

const requestJob = (app: ApiApp, name: string) =>
  app.inject({ method: 'POST', url: '/api/v1/request-job', payload: { job_request_name: name } });

async function rowsNamed(schema: string, prefix: string): Promise<string[]> {
  const { rows } = await adminQuery<{ name: string }>(
    `select job_request_name as name from "${schema}".job_requests where job_request_name like $1 order by 1`,
    [`${prefix}%`],
  );
  return rows.map((r) => r.name);
}

describe('PostgreSQL behind a proxy that stops passing packets', () => {
  let proxy: TcpProxy;
  let handle: DatabaseHandle;
  let app: ApiApp;
  let schema: { schema: string; drop(): Promise<void> };

  beforeAll(async () => {
    if (!url) return;
    schema = await withSchema();
    const target = new URL(url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    handle = await createDatabase({
      databaseUrl: proxiedUrl(proxy.port, schema.schema),
      poolSize: 4,
      connectTimeoutMs: CONNECT_MS,
      statementTimeoutMs: STATEMENT_MS,
    });
    await migrateToLatest(handle.db);
    app = buildApp({
      env: {},
      database: handle,
      config: { logLevel: 'silent', contentDir: fixture.dir, accounts: accountsTestConfig() },
    });
    await app.ready();
  });
  afterAll(async () => {
    if (!url) return;
    proxy?.heal();
    await app?.close();
    await handle?.close();
    await proxy?.close();
    await schema?.drop();
  });

  pgTest(
    'black hole: writes answer 503 + Retry-After in bounded time, /health 503 within 1 s, nothing applied late',
    async () => {
      expect((await requestJob(app, 'before partition')).statusCode).toBe(201);
      expect((await app.inject('/health')).statusCode).toBe(200);

      proxy.blackhole();
      const started = Date.now();
      const writes = Array.from({ length: 6 }, (_, i) =>
        requestJob(app, `partition ${i}`).then((res) => ({ res, ms: Date.now() - started })),
      );
      const reads = Array.from({ length: 3 }, () =>
        app.inject('/api/v1/industries').then((res) => ({ res, ms: Date.now() - started })),
      );
      await new Promise((resolve) => setTimeout(resolve, 1200)); // past the health cache
      const healthStart = Date.now();
      const health = await app.inject('/health');
      const healthMs = Date.now() - healthStart;
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'error', db: 'error' });
      expect(healthMs).toBeLessThan(1000);

      for (const { res, ms } of await Promise.all([...writes, ...reads])) {
        expect(res.statusCode).toBe(503);
        expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
        expect(res.headers['retry-after']).toBe('5');
        // Query limit (statement + 1 s) plus a connect limit and a queue wait at most.
        expect(ms).toBeLessThan(STATEMENT_MS + 1000 + 2 * CONNECT_MS + 1500);
      }

      proxy.heal();
      // Whatever was in flight when the partition began must not arrive now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await rowsNamed(schema.schema, 'partition')).toEqual([]);

      // And the API recovers by itself.
      let after = await requestJob(app, 'after partition');
      for (let i = 0; i < 10 && after.statusCode !== 201; i++) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        after = await requestJob(app, 'after partition');
      }
      expect(after.statusCode).toBe(201);
      expect(await rowsNamed(schema.schema, 'after partition')).toEqual(['after partition']);
      expect((await app.inject('/health')).statusCode).toBe(200);
    },
    30_000,
  );

  pgTest(
    'a statement stuck behind a lock is cancelled by statement_timeout: 503, and the write is never applied',
    async () => {
      const locker = new pg.Client({ connectionString: url });
      await locker.connect();
      try {
        await locker.query('begin');
        await locker.query(`lock table "${schema.schema}".job_requests in access exclusive mode`);
        const started = Date.now();
        const res = await requestJob(app, 'behind lock');
        const ms = Date.now() - started;
        expect(res.statusCode).toBe(503);
        expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
        expect(res.headers['retry-after']).toBe('5');
        expect(ms).toBeGreaterThanOrEqual(STATEMENT_MS - 50);
        expect(ms).toBeLessThan(STATEMENT_MS + 1000);
      } finally {
        await locker.query('commit');
        await locker.end();
      }
      // The lock is gone: had the insert merely been slow, it would land now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await rowsNamed(schema.schema, 'behind lock')).toEqual([]);
      expect((await requestJob(app, 'after lock')).statusCode).toBe(201);
    },
    20_000,
  );
});

describe('PostgreSQL unreachable at start', () => {
  pgTest(
    'the server starts, serves what needs no database, answers 503 until the database returns, then works',
    async () => {
      const schema = await withSchema();
      const port = await closedPort();
      const app = buildApp({
        env: {},
        config: {
          logLevel: 'silent',
          contentDir: fixture.dir,
          databaseUrl: proxiedUrl(port, schema.schema),
          dbConnectTimeoutMs: CONNECT_MS,
          dbStatementTimeoutMs: STATEMENT_MS,
          accounts: accountsTestConfig(),
        },
      });
      // Like the site's pages, served by the same server.
      app.get('/en', async (_request, reply) => reply.type('text/html').send('<h1>Laluan Kerjaya</h1>'));
      let proxy: TcpProxy | null = null;
      try {
        const startedAt = Date.now();
        await app.ready();
        expect(Date.now() - startedAt).toBeLessThan(10_000);
        expect(app.dbReady()).toBe(false);

        expect((await app.inject('/en')).statusCode).toBe(200);
        expect((await app.inject('/api/openapi.json')).statusCode).toBe(200);
        const health = await app.inject('/health');
        expect(health.statusCode).toBe(503);
        expect(health.headers['retry-after']).toBe('5');
        for (const res of [await app.inject('/api/v1/job-list'), await requestJob(app, 'while down')]) {
          expect(res.statusCode).toBe(503);
          expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
          expect(res.headers['retry-after']).toBe('5');
        }

        // The database comes back on the same address.
        const target = new URL(url!);
        proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) }, port);
        const deadline = Date.now() + 15_000;
        let jobs = await app.inject('/api/v1/job-list');
        while (jobs.statusCode !== 200 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          jobs = await app.inject('/api/v1/job-list');
        }
        expect(jobs.statusCode).toBe(200);
        expect(jobs.json().data.length).toBeGreaterThan(0); // migrated and seeded meanwhile
        expect((await requestJob(app, 'back again')).statusCode).toBe(201);
        expect((await app.inject('/health')).statusCode).toBe(200);
      } finally {
        await app.close();
        await proxy?.close();
        await schema.drop();
      }
    },
    40_000,
  );
});

describe('PGlite: a request waiting for the busy session', () => {
  test('answers 503 after the wait limit instead of queueing without end', async () => {
    const handle = await createDatabase({ memory: true, statementTimeoutMs: 300 });
    await migrateToLatest(handle.db);
    const app = buildApp({
      env: {},
      database: handle,
      config: { logLevel: 'silent', contentDir: fixture.dir, accounts: accountsTestConfig() },
    });
    try {
      await app.ready();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // Something holds the one session (a long transaction).
      const holder = handle.db.connection().execute(() => held);
      const started = Date.now();
      const res = await requestJob(app, 'queued');
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(2000);
      release();
      await holder;
      // The queue moves on: the next request works.
      expect((await requestJob(app, 'after')).statusCode).toBe(201);
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
