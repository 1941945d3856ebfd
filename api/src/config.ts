import { isIP } from 'node:net';
import { resolve } from 'node:path';
import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { AccountsConfigSchema, loadAccountsConfig } from './accounts/config.js';
import { AnalyticsConfigSchema, loadAnalyticsConfig } from './analytics/config.js';
import { ContactConfigSchema, loadContactConfig } from './routes/contact/config.js';
import { defaultContentDir, defaultDataDir } from './paths.js';

/**
 * Everything the API reads from the environment, validated in this one place.
 * Nothing else in the package reads process.env.
 */
const PathPrefix = Type.String({ pattern: '^(/[A-Za-z0-9._~-]+)*$' });

const ConfigSchema = Type.Object({
  /** Prefix of every API route, e.g. "/api". Empty string for none. */
  apiBase: PathPrefix,
  /** Version prefix after the base, e.g. "/v1". */
  apiVersion: PathPrefix,
  /** postgres://… switches from the embedded database to PostgreSQL. */
  databaseUrl: Type.Union([Type.String({ pattern: '^postgres(ql)?://' }), Type.Null()]),
  /** Folder of the embedded database (DATA_DIR/pglite). Ignored when databaseUrl is set. */
  dataDir: Type.String({ minLength: 1 }),
  /** Use an in-memory embedded database (tests, throwaway runs). */
  memoryDb: Type.Boolean(),
  /** redis://… makes rate-limit counters shared between API processes. */
  redisUrl: Type.Union([Type.String({ pattern: '^rediss?://' }), Type.Null()]),
  /** Folder holding the content files (jobs/, activities/, …). */
  contentDir: Type.String({ minLength: 1 }),
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  logLevel: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  /**
   * Which reverse proxies' X-Forwarded-* headers to believe (docs/decisions/282): false (none),
   * a hop count (that many proxies in front, the nearest first), or a list of proxy addresses /
   * CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal). true (believe anyone)
   * only outside production.
   */
  trustProxy: Type.Union([
    Type.Boolean(),
    Type.Integer({ minimum: 1, maximum: 10 }),
    Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
  ]),
  /** Largest request body accepted, in bytes. */
  bodyLimit: Type.Integer({ minimum: 1024 }),
  /** Load the content files into the database when the server starts. */
  seedOnStart: Type.Boolean(),
  /**
   * CORS_ORIGINS: extra origins whose pages may call the API from the browser (an absolute API
   * base on another origin). PUBLIC_URL, SITE_URL and REDIRECT_ORIGINS are always allowed; outside
   * production so is any localhost port (docs/decisions/037-api-headers-and-cors.md).
   */
  corsOrigins: Type.Array(Type.String({ pattern: '^https?://[^/\\s]+$' })),
  /**
   * Database time limits (docs/decisions/032-database-timeouts-and-restarts.md), in ms:
   * opening a PostgreSQL connection (or waiting for a free one), one statement (PostgreSQL's
   * statement_timeout; the client gives up 1 s later; PGlite: the wait for its one session),
   * and how long an unused pooled connection is kept.
   */
  dbConnectTimeoutMs: Type.Integer({ minimum: 100, maximum: 120_000 }),
  dbStatementTimeoutMs: Type.Integer({ minimum: 100, maximum: 600_000 }),
  dbIdleTimeoutMs: Type.Integer({ minimum: 1000, maximum: 3_600_000 }),
  /** PostgreSQL: connections this process may open (DB_POOL_SIZE, default 10; decision 320). */
  dbPoolSize: Type.Integer({ minimum: 1, maximum: 500 }),
  /**
   * Load shedding (src/plugins/overload.ts, docs/decisions/270): API requests answer 503
   * SERVER_BUSY while the event loop is late by more than this on average (ms), or the heap is
   * past this size (MB). 0 switches a check off.
   */
  overloadMaxEventLoopDelayMs: Type.Integer({ minimum: 0, maximum: 60_000 }),
  overloadMaxHeapMb: Type.Integer({ minimum: 0, maximum: 65_536 }),
  /** API_DOCS: serve {base}/docs and {base}/openapi.json. Default: on, off with NODE_ENV=production. */
  apiDocs: Type.Boolean(),
  /** Accounts: email, tokens, rate limits, social sign-in (see src/accounts/config.ts). */
  accounts: AccountsConfigSchema,
  /** Contact form: team inbox, anti-spam timing (see src/routes/contact/config.ts). */
  contact: ContactConfigSchema,
  /** Own analytics collector, retention, team editors (see src/analytics/config.ts). */
  analytics: AnalyticsConfigSchema,
});

export type Config = Static<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${value}"`);
}

function int(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a TRUST_PROXY list: an address, an address/prefix, or a proxy-addr name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

function trustProxy(value: string | undefined): boolean | number | string[] {
  const text = value?.trim();
  if (text === undefined || text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    if (hops > 10) throw new ConfigError(`TRUST_PROXY hop count must be 1 to 10, got "${text}"`);
    return hops;
  }
  if (/^(1|true|yes|on|0|false|no|off)$/i.test(text)) return bool('TRUST_PROXY', text, false);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY must be false, a hop count (1-10) or a comma-separated list of proxy addresses or CIDR ranges ` +
        `(or loopback, linklocal, uniquelocal), got "${bad ?? text}"`,
    );
  }
  return entries;
}

/**
 * Fastify's trustProxy from ours. A hop count becomes "trust the nearest N addresses": Fastify
 * itself treats a number as trusting nobody (every client would be the proxy), so the count is
 * given as the function proxy-addr calls for each hop, nearest first.
 */
export function fastifyTrustProxy(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value;
}

/** A trailing slash is forgiven ("/api/" → "/api"); a missing leading one is added. */
function prefix(value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  const trimmed = value.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * Reads the configuration from an environment (process.env by default), applies the defaults,
 * then `overrides` (used by tests and by hosts that embed the API), and validates the result.
 * Throws ConfigError naming the offending setting.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const config: Config = {
    apiBase: prefix(env.API_BASE, '/api'),
    apiVersion: prefix(env.API_VERSION, '/v1'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    dataDir: resolve(env.DATA_DIR?.trim() || defaultDataDir),
    memoryDb: bool('MEMORY_DB', env.MEMORY_DB, false),
    redisUrl: env.REDIS_URL?.trim() || null,
    contentDir: resolve(env.CONTENT_DIR?.trim() || defaultContentDir),
    port: int('PORT', env.PORT, 3000),
    host: env.HOST?.trim() || '127.0.0.1',
    logLevel: (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'],
    trustProxy: trustProxy(env.TRUST_PROXY),
    bodyLimit: int('BODY_LIMIT', env.BODY_LIMIT, 100 * 1024),
    seedOnStart: bool('SEED_ON_START', env.SEED_ON_START, true),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    dbConnectTimeoutMs: int('DB_CONNECT_TIMEOUT_MS', env.DB_CONNECT_TIMEOUT_MS, 3000),
    dbStatementTimeoutMs: int('DB_STATEMENT_TIMEOUT_MS', env.DB_STATEMENT_TIMEOUT_MS, 5000),
    dbIdleTimeoutMs: int('DB_IDLE_TIMEOUT_MS', env.DB_IDLE_TIMEOUT_MS, 30_000),
    dbPoolSize: int('DB_POOL_SIZE', env.DB_POOL_SIZE, 10),
    overloadMaxEventLoopDelayMs: int('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS, 1000),
    overloadMaxHeapMb: int('OVERLOAD_MAX_HEAP_MB', env.OVERLOAD_MAX_HEAP_MB, 1024),
    apiDocs: bool('API_DOCS', env.API_DOCS, env.NODE_ENV?.trim() !== 'production'),
    accounts: loadAccountsConfig(env),
    contact: loadContactConfig(env),
    analytics: loadAnalyticsConfig(env),
    ...overrides,
  };
  const firstError = Value.Errors(ConfigSchema, config)[0];
  if (firstError) {
    const field = firstError.instancePath.replace(/^\//, '') || 'config';
    throw new ConfigError(`Invalid configuration ${field}: ${firstError.message}`);
  }
  checkCombinations(config);
  return config;
}

/** 127.0.0.0/8, ::1 (also written as an IPv4-mapped address) and "localhost". */
export function isLoopback(address: string | undefined | null): boolean {
  if (!address) return false;
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (a === 'localhost' || a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Settings that are valid alone but dangerous together. */
function checkCombinations(config: Config): void {
  const { accounts } = config;
  if (accounts.devOutbox && accounts.production) {
    throw new ConfigError('DEV_OUTBOX cannot be on with NODE_ENV=production: the outbox page shows sign-in links');
  }
  if (accounts.devOutbox && !isLoopback(config.host)) {
    throw new ConfigError(
      `DEV_OUTBOX needs HOST to be a loopback address (127.0.0.1, ::1, localhost), got "${config.host}": ` +
        'the outbox page shows sign-in links',
    );
  }
  if (config.trustProxy === true && accounts.production) {
    throw new ConfigError(
      'TRUST_PROXY=true cannot be used with NODE_ENV=production: it believes the X-Forwarded-For a client writes, ' +
        'so anyone could choose the address every per-IP limit counts. Set the number of proxies in front ' +
        '(TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.5 or 10.0.0.0/8).',
    );
  }
  if (accounts.production && !accounts.smtpUrl && !accounts.outboxInProduction) {
    throw new ConfigError(
      'SMTP_URL (or SMTP_HOST) must be set with NODE_ENV=production: without it no email is sent and ' +
        'nobody can verify an account. Set OUTBOX_IN_PRODUCTION=true to write mail to the outbox folder on purpose.',
    );
  }
}
