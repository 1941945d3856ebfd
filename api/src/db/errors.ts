/**
 * The database could not answer in time, or could not be reached: the request answers
 * 503 SERVICE_UNAVAILABLE with Retry-After (src/plugins/errors.ts) instead of waiting.
 * docs/decisions/032-database-timeouts-and-restarts.md.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';

  constructor(
    message: string,
    /** DB_TIMEOUT: no answer in time; DB_UNAVAILABLE: not reachable or not ready yet. */
    readonly code: 'DB_TIMEOUT' | 'DB_UNAVAILABLE' = 'DB_TIMEOUT',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Error codes meaning "the database is away or too slow, try again": Node's socket errors,
 * PostgreSQL's connection, shutdown, cancel and timeout classes, and our own.
 */
export const DATABASE_DOWN_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'DB_TIMEOUT',
  'DB_UNAVAILABLE',
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '53300', // too_many_connections
  '55P03', // lock_not_available
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Whether an error (or its cause) says the database is away rather than the query wrong. */
export function isDatabaseDown(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATABASE_DOWN_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
        message,
      )
    ) {
      return true;
    }
  }
  return false;
}
