import { connect, createServer, type Socket } from 'node:net';
import { sql } from 'kysely';
import { createDatabase } from './create-db.js';

/**
 * PostgreSQL restarting while a connection is checked out between two queries (inside a
 * transaction): every connection is reset. Before the fix the pg client's 'error' event had no
 * listener and killed the process (found under load by the cluster's benchmark, issue 23;
 * docs/decisions/325). Now the next query fails with the database-down error (→ 503) and the
 * pool serves again once the database answers.
 */
const url = process.env.DATABASE_URL;
const pgTest = url ? test : test.skip;

pgTest('a connection reset between two queries of a transaction fails the query, not the process', async () => {
  const target = new URL(url!);
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(url!);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((proxy.address() as { port: number }).port);
  const handle = await createDatabase({ databaseUrl: proxied.href, poolSize: 2 });
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    const failed = await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`select 1`.execute(trx);
        for (const s of sockets) s.resetAndDestroy(); // the database "restarts"
        sockets.clear();
        await new Promise((resolve) => setTimeout(resolve, 200)); // the reset arrives between queries
        await sql`select 2`.execute(trx);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(uncaught).toEqual([]);
    // The pool opens a new connection for the next query.
    const { rows } = await sql<{ n: number }>`select 3 as n`.execute(handle.db);
    expect(rows[0]?.n).toBe(3);
  } finally {
    process.off('uncaughtException', onUncaught);
    await handle.close();
    await new Promise((resolve) => proxy.close(resolve));
  }
});
