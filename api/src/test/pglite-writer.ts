/**
 * A child process for the crash tests: opens the embedded database in the folder given as the
 * first argument (taking its lock), then inserts rows named `<tag>-<n>` one after another,
 * printing "ack <name>" only once each insert has committed. The test kills it with SIGKILL.
 */
import { sql } from 'kysely';
import { createDatabase } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

const [dataDir, tag = 'w'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: pglite-writer <dataDir> [tag]');

const startedAt = Date.now();
const handle = await createDatabase({ dataDir });
await migrateToLatest(handle.db);
process.stdout.write(`ready ${Date.now() - startedAt}\n`);
for (let n = 0; ; n++) {
  const name = `${tag}-${n}`;
  await sql`insert into job_requests (job_request_name) values (${name})`.execute(handle.db);
  process.stdout.write(`ack ${name}\n`);
}
