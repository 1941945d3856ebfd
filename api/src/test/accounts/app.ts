import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp, type ApiApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/create-db.js';
import { loadAccountsConfig, type AccountsConfig } from '../../accounts/config.js';
import { withAccounts, type AccountsDb } from '../../accounts/db-types.js';
import { listOutbox } from '../../accounts/outbox.js';
import type { OutboxEntry } from '../../accounts/mailer.js';
import type { Config } from '../../config.js';
import { writeFixtureContent } from '../fixture-content.js';
import { buildTestApp } from '../helpers.js';

export const V = '/api/v1';

/**
 * Accounts settings for tests: argon2 at a tiny cost (the suite stays fast; production keeps
 * OWASP's), a temporary outbox, rate limits off unless a test turns them on.
 */
export function accountsTestConfig(overrides: Partial<AccountsConfig> = {}): AccountsConfig {
  const base = loadAccountsConfig({});
  return {
    ...base,
    argon2: { memoryCost: 64, timeCost: 1, parallelism: 1 },
    outboxDir: mkdtempSync(join(tmpdir(), 'api-outbox-')),
    rateLimits: false,
    ...overrides,
  };
}

export interface AccountsTestApp {
  app: ApiApp;
  database: DatabaseHandle;
  db: AccountsDb;
  accounts: AccountsConfig;
  outbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/** The whole API on a fresh test database (PGlite, or its own PostgreSQL schema) and fixture content. */
export async function buildAccountsApp(
  options: {
    accounts?: Partial<AccountsConfig>;
    config?: Partial<Config>;
    /** Another test app whose database (already migrated and seeded) this one shares. */
    shareDatabaseWith?: AccountsTestApp;
  } = {},
): Promise<AccountsTestApp> {
  const content = writeFixtureContent();
  const accounts = accountsTestConfig(options.accounts);
  const config = { accounts, ...options.config };
  let test: { app: ApiApp; database: DatabaseHandle; close(): Promise<void> };
  const shared = options.shareDatabaseWith?.database;
  if (shared) {
    // A second app on the same database: a few seconds less than a new one.
    const app = buildApp({
      env: {},
      database: shared,
      seed: false,
      config: { logLevel: 'silent', contentDir: content.dir, ...config },
    });
    await app.ready();
    test = { app, database: shared, close: () => app.close() };
  } else {
    test = await buildTestApp({ contentDir: content.dir, config });
  }
  return {
    app: test.app,
    database: test.database,
    db: withAccounts(test.database.db),
    accounts,
    outbox: () => listOutbox(accounts.outboxDir!, 1000),
    close: async () => {
      await test.close();
      content.remove();
      rmSync(accounts.outboxDir!, { recursive: true, force: true });
    },
  };
}

type Injected = Awaited<ReturnType<ApiApp['inject']>>;

export function post(app: ApiApp, url: string, body: unknown, token?: string): Promise<Injected> {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(app: ApiApp, url: string, token?: string): Promise<Injected> {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export function del(app: ApiApp, url: string, token?: string): Promise<Injected> {
  return app.inject({ method: 'DELETE', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The newest outbox message to an address. */
export async function lastMailTo(t: AccountsTestApp, email: string): Promise<OutboxEntry | undefined> {
  return (await t.outbox()).find((m) => m.to === email);
}

export const PASSWORD = 'correct horse battery';

/** A verified account, signed in: registration, the emailed link, login. */
export async function signUp(
  t: AccountsTestApp,
  email: string,
  password = PASSWORD,
): Promise<{ token: string; id: string; email: string }> {
  const registered = await post(t.app, `${V}/registration`, { email, password, lang: 'en' });
  if (registered.statusCode !== 201) throw new Error(`registration ${registered.statusCode}: ${registered.body}`);
  const mail = await lastMailTo(t, email.trim().toLowerCase());
  if (!mail) throw new Error('no verification email');
  const verified = await t.app.inject({ method: 'GET', url: new URL(mail.link).pathname + new URL(mail.link).search });
  if (verified.statusCode !== 302) throw new Error(`verify ${verified.statusCode}`);
  const login = await post(t.app, `${V}/login`, { email, password });
  if (login.statusCode !== 200) throw new Error(`login ${login.statusCode}: ${login.body}`);
  const data = login.json().data;
  return { token: data.token, id: data.id, email };
}

const USER_TABLES = [
  'users',
  'user_tokens',
  'user_identities',
  'leads',
  'user_read_jobs',
  'user_saved_jobs',
  'user_job_quiz',
  'job_requests',
] as const;

/** A checksum of every row of every accounts table (one query), to compare before and after. */
export async function snapshot(db: AccountsDb): Promise<string> {
  const rows = USER_TABLES.map((table) => `select '${table}:' || r::text as x from ${table} r`).join(' union all ');
  const result = await sql<{ sum: string | null; n: string }>`
    select md5(coalesce(string_agg(x, '|' order by x), '')) as sum, count(*) as n from (${sql.raw(rows)}) s
  `.execute(db);
  return `${result.rows[0]!.n}:${result.rows[0]!.sum}`;
}
