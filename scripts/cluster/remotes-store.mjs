// The remotes map as one copy for every process of the cluster (issue 23 item 2; decision 322):
// a row of PostgreSQL's site_release table (migration 030), changed in one transaction by
// `npm run cluster:publish` and announced with NOTIFY site_release. Each process keeps the row
// it last read and hears of a change at once (LISTEN), with a poll every POLL_MS in case a
// notification was missed (the listening connection lost with a database restart).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from 'site-server/workspace';

// pg is the API's dependency; the scripts borrow it rather than add a second copy.
const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

export const CHANNEL = 'site_release';
const NAME = 'remotes';
const POLL_MS = 2000;

/**
 * Changes the shared map in one transaction: `update(map)` returns the new map. The row is
 * locked while it is read and written, so two publishes never lose each other's change.
 * @param {string} databaseUrl
 * @param {(map: { remotes: Record<string, object> }, existed: boolean) => { remotes: Record<string, object> } | null} update
 *   null: leave it as it is
 * @returns {Promise<{ remotes: Record<string, object> }>} the map now stored
 */
export async function changeStoredMap(databaseUrl, update) {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query('begin');
    const inserted = await client.query(
      `insert into site_release (name, value) values ($1, '{"remotes":{}}'::jsonb) on conflict (name) do nothing`,
      [NAME],
    );
    const { rows } = await client.query('select value from site_release where name = $1 for update', [NAME]);
    const current = rows[0]?.value ?? { remotes: {} };
    const next = update(structuredClone(current), inserted.rowCount === 0);
    if (next) {
      await client.query('update site_release set value = $2, updated_at = clock_timestamp() where name = $1', [
        NAME,
        JSON.stringify(next),
      ]);
      await client.query('select pg_notify($1, $2)', [CHANNEL, NAME]);
    }
    await client.query('commit');
    return next ?? current;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A process's view of the shared map: `current()` is the last row read (synchronous, for the
 * site's page code), `onChange` runs after each new one.
 * @param {string} databaseUrl
 * @param {{ onChange?: (map: object) => void, log?: { info: Function, warn: Function } }} [opts]
 */
export function openRemotesStore(databaseUrl, opts = {}) {
  const log = opts.log ?? console;
  let map = null;
  let stamp = null;
  let closed = false;
  let listener = null;
  let pollTimer = null;
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 10_000,
  });
  pool.on('error', () => {});

  const load = async () => {
    const { rows } = await pool.query('select value, updated_at from site_release where name = $1', [NAME]);
    const next = rows[0]
      ? { value: rows[0].value, stamp: rows[0].updated_at.toISOString() }
      : { value: { remotes: {} }, stamp: 'none' };
    if (next.stamp !== stamp) {
      map = next.value;
      stamp = next.stamp;
      opts.onChange?.(map);
    }
  };
  const reload = () => load().catch(() => {}); // the next poll tries again

  const listen = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000, keepAlive: true });
    client.on('error', () => {});
    client.on('end', () => {
      if (listener === client) listener = null;
      if (!closed) setTimeout(listen, 1000).unref();
    });
    client.on('notification', (n) => {
      if (n.channel === CHANNEL) reload();
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      listener = client;
      await reload(); // anything published while it was not listening
    } catch {
      client.end().catch(() => {});
    }
  };

  return {
    /** Reads the map (retrying until the database answers) and starts listening. */
    async start() {
      for (let attempt = 0; ; attempt++) {
        try {
          await load();
          break;
        } catch (error) {
          if (closed) return;
          if (attempt % 5 === 0)
            log.warn(`remotes map: the database does not answer yet (${error.code ?? error.message}); retrying`);
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
      await listen();
      pollTimer = setInterval(reload, POLL_MS);
      pollTimer.unref();
    },
    /** The map as last read (the site fills in remotes never published: servedRemotesMap). */
    current: () => map ?? { remotes: {} },
    /** Reads the row now (tests, and right after a publish). */
    refresh: load,
    async close() {
      closed = true;
      clearInterval(pollTimer);
      await listener?.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
