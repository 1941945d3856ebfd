import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { loadAccountsConfig } from '../src/accounts/config.js';
import { buildApp } from '../src/app.js';
import { createTestDatabase } from '../src/test/helpers.js';

/**
 * The API for the collector benchmark, in its own process: a fresh database (in-memory PGlite, or
 * with DATABASE_URL a PostgreSQL schema of its own, dropped at the end), rate limits off (the
 * benchmark is one address), logging off. Tells the parent its port; on 'stop' answers the
 * number of stored events and closes.
 */
const database = await createTestDatabase();
const outboxDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
const app = buildApp({
  env: {},
  database,
  seed: false,
  config: { logLevel: 'silent', accounts: { ...loadAccountsConfig({}), outboxDir, rateLimits: false } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, db: database.kind });
process.on('message', async (message) => {
  if (message !== 'stop') return;
  await app.close();
  const { rows } = await sql<{ n: string }>`select count(*) as n from analytics_events`.execute(database.db);
  await database.close();
  rmSync(outboxDir, { recursive: true, force: true });
  process.send?.({ stored: Number(rows[0]!.n) });
  process.exit(0);
});
