#!/usr/bin/env node
// `npm run migrate`: brings the database of DATABASE_URL up to date, then loads the content files
// into it (the seed), each under its PostgreSQL advisory lock, so it is safe beside running
// processes and beside other runs (docs/decisions/321). Without DATABASE_URL: the embedded database
// of DATA_DIR (stop `npm start` first: only one process may open it).
// Exit 0: up to date; 1: a migration failed (the schema is as it was; the message names it).
import { createDatabase, loadConfig, migrateToLatest, seed } from 'api';

const config = loadConfig();
const handle = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  connectTimeoutMs: config.dbConnectTimeoutMs,
  statementTimeoutMs: 120_000,
  poolSize: 2,
});
let code = 0;
try {
  const result = await migrateToLatest(handle.db);
  const applied = (result.results ?? []).map((r) => r.migrationName);
  console.log(
    applied.length ? `migrated ${handle.location}: ${applied.join(', ')}` : `${handle.location}: schema up to date`,
  );
  if (process.argv.includes('--no-seed')) process.exitCode = 0;
  else {
    const report = await seed(handle.db, { contentDir: config.contentDir });
    console.log(`content seeded: ${report.counts.jobs} jobs, ${report.problems.length} problems`);
  }
} catch (error) {
  code = 1;
  if (error?.name === 'MigrationError') {
    console.error(`✗ ${error.message}: ${error.cause?.message ?? error.cause}`);
    console.error('  The schema is as it was before this run: all pending migrations run in one transaction.');
  } else {
    console.error(`✗ migrate: ${error?.message ?? error}`);
  }
} finally {
  await handle.close();
}
process.exit(code);
