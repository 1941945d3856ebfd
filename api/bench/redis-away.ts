import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app.js';
import { loadAccountsConfig } from '../src/accounts/config.js';
import { closedPort, startTcpProxy } from '../src/test/tcp-proxy.js';
import { createTestDatabase } from '../src/test/helpers.js';
import { percentile, signUp } from './lib/server.js';

/**
 * pnpm --filter api bench:redis-away      (REDIS_URL: the real Redis, default redis://127.0.0.1:6379)
 *
 * Log-in speed and /health with the rate limiter's Redis away (issue 22 item 5, decision 271).
 * The API in process on loopback, rate limits ON, production-cost argon2, one verified account;
 * LOGINS log-ins (default 40, right password, each from its own loopback address) per case:
 *   redis up       the real Redis (the baseline of the same run)
 *   closed port    REDIS_URL on a port nothing listens on
 *   black hole     REDIS_URL on a server that accepts connections and never answers
 *   cut mid-run    the real Redis through a TCP proxy that starts dropping everything after the
 *                  first quarter of the log-ins (a partition while the client is connected)
 * Prints per case p50 / p90 / max log-in time, /health's answer and time, and the warnings the
 * server logged. Exits 1 when a case's p50 is over 200 ms, /health takes 800 ms or more, or more
 * than one "redis away" warning is logged per case.
 */
const logins = Number(process.env.LOGINS ?? 40);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PASSWORD = 'redis away bench password';

function call(port: number, method: string, path: string, address: string, body?: unknown) {
  const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: new Agent({ localAddress: address } as never),
        headers: data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

async function blackHole() {
  const sockets = new Set<Socket>();
  const server = createServer((s) => {
    sockets.add(s);
    s.on('data', () => {});
    s.on('error', () => {});
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

interface Case {
  name: string;
  url: string;
  close(): Promise<void>;
  atQuarter?: () => void;
}

async function runCase(c: Case, n: number) {
  const database = await createTestDatabase();
  const outboxDir = mkdtempSync(join(tmpdir(), 'bench-redis-'));
  const logs: { level: number; msg: string }[] = [];
  const app = buildApp({
    env: {},
    database,
    config: {
      redisUrl: c.url,
      accounts: { ...loadAccountsConfig({}), outboxDir, rateLimitNamespace: `bench-redis-${process.pid}-${n}:` },
    },
    fastify: {
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _e, done) {
            logs.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
            done();
          },
        }),
      },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  try {
    const email = `redis-away-${n}@example.test`;
    await signUp(port, outboxDir, email, PASSWORD);
    const times: number[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < logins; i++) {
      if (i === Math.floor(logins / 4)) c.atQuarter?.();
      const res = await call(port, 'POST', '/api/v1/login', `127.20.${n}.${i + 1}`, { email, password: PASSWORD });
      times.push(res.ms);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const health = await call(port, 'GET', '/health', '127.0.0.1');
    const away = logs.filter((l) => l.level >= 40 && /redis/.test(l.msg));
    return {
      p50: percentile(times, 50),
      p90: percentile(times, 90),
      max: Math.max(...times),
      statuses: [...statuses].map(([s, k]) => `${s}×${k}`).join(', '),
      health: `${health.status} ${health.body} in ${health.ms.toFixed(1)} ms`,
      healthMs: health.ms,
      warnings: away.length,
    };
  } finally {
    await app.close();
    await database.close();
    rmSync(outboxDir, { recursive: true, force: true });
  }
}

const real = new URL(redisUrl);
const proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 6379) });
const hole = await blackHole();
const cases: Case[] = [
  { name: 'redis up', url: redisUrl, close: async () => {} },
  { name: 'closed port', url: `redis://127.0.0.1:${await closedPort()}`, close: async () => {} },
  { name: 'black hole', url: hole.url, close: hole.close },
  {
    name: 'cut mid-run',
    url: `redis://127.0.0.1:${proxy.port}`,
    close: proxy.close,
    atQuarter: () => proxy.blackhole(),
  },
];
console.log(`bench:redis-away — ${logins} log-ins per case, rate limits on, production argon2 cost`);
console.log('| case | log-in p50 ms | p90 ms | max ms | answers | /health after | redis warnings |');
console.log('|---|---|---|---|---|---|---|');
let failed = false;
for (const [n, c] of cases.entries()) {
  const r = await runCase(c, n);
  console.log(
    `| ${c.name} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.max.toFixed(1)} | ${r.statuses} | ${r.health} | ${r.warnings} |`,
  );
  if (r.p50 > 200 || r.healthMs >= 800 || r.warnings > 1) failed = true;
  await c.close();
}
if (failed) {
  console.error('FAIL: a log-in p50 over 200 ms, a /health of 800 ms or more, or more than one warning per outage');
  process.exit(1);
}
