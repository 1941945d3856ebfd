import { loadConfig } from '../config.js';
import { seed } from '../content/seed.js';
import { createDatabase } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * pnpm --filter api seed [--strict]
 * Migrates the configured database and loads the content files into it. Prints what was
 * loaded and every file left out; with --strict, exits 1 if anything was left out.
 */
const strict = process.argv.includes('--strict');
let config;
let handle;
try {
  config = loadConfig();
  handle = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    memory: config.memoryDb,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
let exitCode = 0;
try {
  await migrateToLatest(handle.db);
  const report = await seed(handle.db, { contentDir: config.contentDir });
  console.log(`Seeded ${handle.kind} (${handle.location}) from ${config.contentDir}`);
  console.table(report.counts);
  if (report.retiredJobs > 0) console.log(`Retired ${report.retiredJobs} job(s) whose files are gone.`);
  if (report.problems.length > 0) {
    console.warn(`\n${report.problems.length} problem(s); these entries were left out or fixed up:`);
    for (const p of report.problems) console.warn(`  ${p.file}: ${p.message}`);
    if (strict) exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exit(exitCode);
