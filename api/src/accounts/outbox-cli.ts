import { loadConfig } from '../config.js';
import { resolveAccountsSettings } from './config.js';
import { clearOutbox, listOutbox, readOutboxEntry } from './outbox.js';

/**
 * pnpm --filter api outbox [list | latest | show <id> | clear]
 * Reads the local outbox (DATA_DIR/outbox, or OUTBOX_DIR) that takes the emails when no SMTP
 * server is configured. `latest` prints the newest message in full, with its link.
 */
const [command = 'list', arg] = process.argv.slice(2);
const config = loadConfig();
const { outboxDir } = resolveAccountsSettings(config.accounts, config);

function print(entry: NonNullable<Awaited<ReturnType<typeof readOutboxEntry>>>) {
  console.log(`id:      ${entry.id}`);
  console.log(`date:    ${entry.date}`);
  console.log(`to:      ${entry.to}`);
  console.log(`subject: ${entry.subject}`);
  console.log(`link:    ${entry.link}`);
  console.log('');
  console.log(entry.text);
}

switch (command) {
  case 'list': {
    const messages = await listOutbox(outboxDir, 50);
    console.log(`Outbox ${outboxDir}: ${messages.length} message(s), newest first`);
    for (const m of messages) console.log(`${m.id}  ${m.to}  ${m.subject}`);
    break;
  }
  case 'latest': {
    const [latest] = await listOutbox(outboxDir, 1);
    if (!latest) {
      console.log(`Outbox ${outboxDir} is empty.`);
      break;
    }
    print(latest);
    break;
  }
  case 'show': {
    const entry = arg ? await readOutboxEntry(outboxDir, arg) : null;
    if (!entry) {
      console.error(`No message ${arg ?? '(give an id from "list")'} in ${outboxDir}`);
      process.exit(1);
    }
    print(entry);
    break;
  }
  case 'clear': {
    console.log(`Deleted ${await clearOutbox(outboxDir)} message(s) from ${outboxDir}`);
    break;
  }
  default:
    console.error('Usage: pnpm --filter api outbox [list | latest | show <id> | clear]');
    process.exit(2);
}
