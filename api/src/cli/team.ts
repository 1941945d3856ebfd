import { withAnalytics } from '../analytics/db-types.js';
import { grantEditor, listEditors, revokeEditor } from '../analytics/roles.js';
import { deleteExpiredEvents } from '../analytics/retention.js';
import { rollUpClosedDays, rolledThrough } from '../analytics/rollup.js';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/create-db.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * pnpm --filter api team grant <email>     give an existing account the editor role (team view)
 * pnpm --filter api team revoke <email>    take it back
 * pnpm --filter api team list              the editors
 * pnpm --filter api team expire            delete events older than ANALYTICS_RETENTION_MONTHS now (whole days)
 * pnpm --filter api team rollup            roll up the closed days the team view's rollup lacks now
 * The embedded database is one process's at a time: stop the site first (decision 010).
 */
const [command, email] = process.argv.slice(2);
const usage = 'usage: team grant <email> | team revoke <email> | team list | team expire | team rollup';
if (!command || ((command === 'grant' || command === 'revoke') && !email)) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const handle = await createDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  memory: config.memoryDb,
});
let code = 0;
try {
  await migrateToLatest(handle.db);
  const db = withAnalytics(handle.db);
  if (command === 'grant') {
    if (await grantEditor(db, email!, 'cli')) console.log(`${email} is an editor.`);
    else {
      console.error(`No account has the email ${email}: sign up first, then grant.`);
      code = 1;
    }
  } else if (command === 'revoke') {
    console.log((await revokeEditor(db, email!)) ? `${email} is no longer an editor.` : `${email} was not an editor.`);
  } else if (command === 'list') {
    for (const e of await listEditors(db)) console.log(`${e.email}\t${e.grantedBy}\t${e.grantedAt.toISOString()}`);
  } else if (command === 'expire') {
    console.log(`Deleted ${await deleteExpiredEvents(db, config.analytics.retentionMonths)} events.`);
  } else if (command === 'rollup') {
    const days = await rollUpClosedDays(db);
    console.log(`Rolled up ${days} days; the rollup now holds every closed day through ${await rolledThrough(db)}.`);
  } else {
    console.error(usage);
    code = 2;
  }
} finally {
  await handle.close();
}
process.exit(code);
