import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type ApiApp } from '../../src/app.js';
import { loadAccountsConfig } from '../../src/accounts/config.js';
import type { DatabaseHandle } from '../../src/db/create-db.js';
import { createTestDatabase } from '../../src/test/helpers.js';

/**
 * The whole API on loopback for the reliability scripts: a fresh database (in-memory PGlite, or
 * with DATABASE_URL a PostgreSQL schema of its own, dropped at the end), the real content, mail
 * to a temporary outbox, rate limits off (the scripts are the only client, from one address).
 */
export async function startBenchServer(options: { bodyLimit?: number } = {}) {
  const database = await createTestDatabase();
  const outboxDir = mkdtempSync(join(tmpdir(), 'bench-outbox-'));
  const app = buildApp({
    env: {},
    database,
    config: {
      logLevel: 'silent',
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      accounts: { ...loadAccountsConfig({}), outboxDir, rateLimits: false },
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    database,
    port,
    outboxDir,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One HTTP request on loopback; the path goes on the wire exactly as given. */
export function http(
  port: number,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...(options.headers ?? {}), ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 15_000, () =>
      req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const jsonBody = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** A verified, signed-in account made through the API (registration, emailed link, login). */
export async function signUp(port: number, outboxDir: string, email: string, password: string): Promise<string> {
  const registered = await http(port, 'POST', '/api/v1/registration', jsonBody({ email, password }));
  if (registered.status !== 201) throw new Error(`registration ${registered.status}: ${registered.body}`);
  const file = readdirSync(outboxDir)
    .filter((n) => n.endsWith('.json'))
    .map((n) => JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) as { to: string; link: string })
    .find((m) => m.to === email);
  if (!file) throw new Error(`no verification email for ${email}`);
  const link = new URL(file.link);
  await http(port, 'GET', link.pathname + link.search);
  const login = await http(port, 'POST', '/api/v1/login', jsonBody({ email, password }));
  if (login.status !== 200) throw new Error(`login ${login.status}: ${login.body}`);
  return (JSON.parse(login.body) as { data: { token: string } }).data.token;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function envInt(name: string, fallback: number, max: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return Math.min(value, max);
}

export type { ApiApp, DatabaseHandle };
