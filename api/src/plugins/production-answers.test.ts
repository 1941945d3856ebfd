import { Writable } from 'node:stream';
import { buildApp, type ApiApp } from '../app.js';
import { DatabaseUnavailableError } from '../db/errors.js';
import { writeFixtureContent, type FixtureContentDir } from '../test/fixture-content.js';
import { createTestDatabase } from '../test/helpers.js';
import type { DatabaseHandle } from '../db/create-db.js';

/** Issue 22 item 7: API docs in production, and how a database outage is logged. */
let fixture: FixtureContentDir;
let database: DatabaseHandle;
beforeAll(async () => {
  fixture = writeFixtureContent();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fixture.remove();
});

async function appWith(env: Record<string, string>, logs?: string[]): Promise<ApiApp> {
  const app = buildApp({
    env: { CONTENT_DIR: fixture.dir, ...env },
    database,
    seed: false,
    ...(logs
      ? {
          fastify: {
            logger: {
              level: 'info',
              stream: new Writable({
                write(chunk: Buffer, _enc, done) {
                  logs.push(chunk.toString());
                  done();
                },
              }),
            },
          },
        }
      : {}),
  });
  app.get('/api/v1/test-db-away', async () => {
    throw new DatabaseUnavailableError('The database is not reachable yet', 'DB_UNAVAILABLE');
  });
  await app.ready();
  return app;
}

const production = {
  NODE_ENV: 'production',
  OUTBOX_IN_PRODUCTION: 'true',
  PUBLIC_URL: 'https://laluankerjaya.example',
  LOG_LEVEL: 'silent',
};

describe('API docs', () => {
  test('off in production: /api/docs and /api/openapi.json answer 404', async () => {
    const app = await appWith(production);
    try {
      for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/openapi.json']) {
        const res = await app.inject(url);
        expect([url, res.statusCode]).toEqual([url, 404]);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    } finally {
      await app.close();
    }
  });

  test('on in production when API_DOCS=true; on by default outside production', async () => {
    for (const env of [{ ...production, API_DOCS: 'true' }, { LOG_LEVEL: 'silent' }]) {
      const app = await appWith(env);
      try {
        expect((await app.inject('/api/openapi.json')).statusCode).toBe(200);
        const docs = await app.inject('/api/docs');
        expect([200, 302]).toContain(docs.statusCode);
        expect(docs.headers['content-security-policy']).toContain("base-uri 'none'");
      } finally {
        await app.close();
      }
    }
  });
});

test('a database outage: every request 503 + Retry-After, logged once when it starts and once when it ends, no stack traces', async () => {
  const logs: string[] = [];
  const app = await appWith({}, logs);
  const answers = [];
  for (let i = 0; i < 20; i++) answers.push(await app.inject('/api/v1/test-db-away'));
  expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(503));
  expect(answers.every((a) => a.headers['retry-after'] === '5')).toBe(true);
  expect(answers[0]!.json().error.code).toBe('SERVICE_UNAVAILABLE');
  await app.close();
  const entries = logs.map(
    (line) => JSON.parse(line) as { level: number; msg: string; err?: unknown; requests?: number },
  );
  const warnings = entries.filter((e) => e.level >= 40 && /database/.test(e.msg));
  expect(warnings.map((e) => e.msg)).toEqual([
    'database unavailable: answering 503 until it is back',
    'database answering again: requests answered 503 during the incident',
  ]);
  expect(warnings[1]!.requests).toBe(20);
  expect(logs.join('\n')).not.toMatch(/"stack"|\n\s+at /);
});
