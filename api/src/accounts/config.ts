import { resolve } from 'node:path';
import Type, { type Static } from 'typebox';

/**
 * Settings of the accounts work (registration, login, email, social sign-in, rate limits),
 * read from the environment by loadAccountsConfig() and validated with the rest in config.ts
 * as `config.accounts`.
 */
const NullableString = Type.Union([Type.String({ minLength: 1 }), Type.Null()]);
const HttpUrl = Type.String({ pattern: '^https?://[^\\s]+$' });

export const AccountsConfigSchema = Type.Object({
  /** NODE_ENV === 'production': the dev outbox page is off and redirects must be listed. */
  production: Type.Boolean(),
  /**
   * Public origin of this API as seen from a browser (links in emails point here), e.g.
   * https://laluankerjaya.my. Null: http://localhost:{PORT}.
   */
  publicUrl: Type.Union([HttpUrl, Type.Null()]),
  /** Where a verification link that cannot name its own redirect sends people. Null: publicUrl. */
  siteUrl: Type.Union([HttpUrl, Type.Null()]),
  /**
   * Origins a redirect_url may point to (verification and reset links). publicUrl and siteUrl
   * are always allowed; outside production so is any http://localhost or 127.0.0.1 port.
   */
  redirectOrigins: Type.Array(Type.String({ pattern: '^https?://[^/\\s]+$' })),

  /** smtp:// or smtps:// URL with credentials. Null: mail goes to the outbox folder. */
  smtpUrl: Type.Union([Type.String({ pattern: '^smtps?://' }), Type.Null()]),
  /**
   * SMTP_TIMEOUT_MS: time allowed to connect to the SMTP server, for its greeting, and for any
   * silence on the connection. A mail server that does not answer fails the send (503
   * EMAIL_UNAVAILABLE) instead of holding the request.
   */
  smtpTimeoutMs: Type.Integer({ minimum: 100, maximum: 120_000 }),
  /** From header of every message. */
  mailFrom: Type.String({ minLength: 3 }),
  /** Folder of the local outbox. Null: DATA_DIR/outbox. */
  outboxDir: NullableString,
  /**
   * DEV_OUTBOX: serve the outbox as a page at {base}/dev/outbox. Off unless asked for; refused in
   * production and on a non-loopback HOST (config.ts); answers loopback clients only
   * (docs/decisions/031-dev-outbox-and-mail.md).
   */
  devOutbox: Type.Boolean(),
  /**
   * OUTBOX_IN_PRODUCTION: the explicit opt-out that lets a production start without SMTP write
   * its mail to the outbox folder. Without it, production without SMTP refuses to start.
   */
  outboxInProduction: Type.Boolean(),

  /** argon2id cost: memory in KiB, passes, lanes. Tests lower them; production keeps OWASP's. */
  argon2: Type.Object({
    memoryCost: Type.Integer({ minimum: 8, maximum: 4 * 1024 * 1024 }),
    timeCost: Type.Integer({ minimum: 1, maximum: 20 }),
    parallelism: Type.Integer({ minimum: 1, maximum: 16 }),
  }),

  /** Lifetime of a login (bearer) token, in seconds. */
  sessionTtlSeconds: Type.Integer({ minimum: 60 }),
  /**
   * SESSION_IDLE_SECONDS: a login token not used for this long stops working (inactivity
   * timeout, ASVS 7.3.1; docs/decisions/283), as well as the absolute SESSION_TTL_SECONDS.
   */
  sessionIdleSeconds: Type.Integer({ minimum: 60 }),
  /**
   * SESSION_COOKIE: bind a browser's login token to an HttpOnly cookie set by the API (same-origin
   * logins only; docs/decisions/036-session-token-and-cookie.md). On unless set to false.
   */
  sessionCookie: Type.Boolean(),
  /** Lifetime of an email verification link, in seconds. */
  verifyTtlSeconds: Type.Integer({ minimum: 60 }),
  /** Lifetime of a password reset link, in seconds. */
  resetTtlSeconds: Type.Integer({ minimum: 60 }),
  /** Minimum time between two verification (or two reset) emails to one address (spec: 60 s). */
  emailCooldownSeconds: Type.Integer({ minimum: 0 }),

  /** Per-IP and per-email limits of src/accounts/limits.ts; off only for tests of other things. */
  rateLimits: Type.Boolean(),
  /** Prefix of the limiter's Redis keys (several sites can share one Redis). */
  rateLimitNamespace: Type.String({ minLength: 1, maxLength: 64 }),

  google: Type.Object({
    /** OAuth client id; null switches Google sign-in off. */
    clientId: NullableString,
    tokeninfoUrl: HttpUrl,
    userinfoUrl: HttpUrl,
  }),
  facebook: Type.Object({
    /** App id and secret; both are needed, else Facebook sign-in is off. */
    appId: NullableString,
    appSecret: NullableString,
    graphUrl: HttpUrl,
    graphVersion: Type.String({ pattern: '^v\\d+\\.\\d+$' }),
  }),
  /** Time allowed for one call to a provider, in milliseconds. */
  providerTimeoutMs: Type.Integer({ minimum: 100, maximum: 60000 }),
});

export type AccountsConfig = Static<typeof AccountsConfigSchema>;

type Env = Record<string, string | undefined>;

export class AccountsConfigError extends Error {
  override name = 'ConfigError';
}

const text = (value: string | undefined) => value?.trim() || null;

function int(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new AccountsConfigError(`${name} must be a whole number, got "${value}"`);
  return Number(value);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new AccountsConfigError(`${name} must be true or false, got "${value}"`);
}

const trimSlash = (url: string | null) => (url ? url.replace(/\/+$/, '') : null);

/**
 * SMTP_URL wins; otherwise SMTP_HOST (+ SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE) is turned
 * into one URL so the rest of the code has a single setting to look at.
 */
function smtpUrl(env: Env): string | null {
  const url = text(env.SMTP_URL);
  if (url) return url;
  const host = text(env.SMTP_HOST);
  if (!host) return null;
  const secure = bool(env, 'SMTP_SECURE', false);
  const port = int(env, 'SMTP_PORT', secure ? 465 : 587);
  const user = text(env.SMTP_USER);
  const pass = text(env.SMTP_PASS);
  const auth = user ? `${encodeURIComponent(user)}${pass ? `:${encodeURIComponent(pass)}` : ''}@` : '';
  return `${secure ? 'smtps' : 'smtp'}://${auth}${host}:${port}`;
}

/** Argon2id defaults: OWASP's minimum (19 MiB, 2 passes, 1 lane). */
export const ARGON2_DEFAULTS = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function loadAccountsConfig(env: Env): AccountsConfig {
  return {
    production: env.NODE_ENV?.trim() === 'production',
    publicUrl: trimSlash(text(env.PUBLIC_URL)),
    siteUrl: trimSlash(text(env.SITE_URL)),
    redirectOrigins: (env.REDIRECT_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    smtpUrl: smtpUrl(env),
    smtpTimeoutMs: int(env, 'SMTP_TIMEOUT_MS', 10_000),
    mailFrom: text(env.MAIL_FROM) ?? 'Laluan Kerjaya <no-reply@laluankerjaya.invalid>',
    outboxDir: text(env.OUTBOX_DIR) ? resolve(env.OUTBOX_DIR!.trim()) : null,
    devOutbox: bool(env, 'DEV_OUTBOX', false),
    outboxInProduction: bool(env, 'OUTBOX_IN_PRODUCTION', false),
    argon2: {
      memoryCost: int(env, 'ARGON2_MEMORY_KIB', ARGON2_DEFAULTS.memoryCost),
      timeCost: int(env, 'ARGON2_TIME_COST', ARGON2_DEFAULTS.timeCost),
      parallelism: int(env, 'ARGON2_PARALLELISM', ARGON2_DEFAULTS.parallelism),
    },
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 30 * 24 * 3600),
    sessionIdleSeconds: int(env, 'SESSION_IDLE_SECONDS', 7 * 24 * 3600),
    sessionCookie: bool(env, 'SESSION_COOKIE', true),
    verifyTtlSeconds: int(env, 'VERIFY_TTL_SECONDS', 24 * 3600),
    resetTtlSeconds: int(env, 'RESET_TTL_SECONDS', 30 * 60),
    emailCooldownSeconds: int(env, 'EMAIL_COOLDOWN_SECONDS', 60),
    rateLimits: bool(env, 'RATE_LIMITS', true),
    rateLimitNamespace: text(env.RATE_LIMIT_NAMESPACE) ?? 'laluan-accounts:',
    google: {
      clientId: text(env.GOOGLE_CLIENT_ID),
      tokeninfoUrl: text(env.GOOGLE_TOKENINFO_URL) ?? 'https://oauth2.googleapis.com/tokeninfo',
      userinfoUrl: text(env.GOOGLE_USERINFO_URL) ?? 'https://openidconnect.googleapis.com/v1/userinfo',
    },
    facebook: {
      appId: text(env.FACEBOOK_APP_ID),
      appSecret: text(env.FACEBOOK_APP_SECRET),
      graphUrl: trimSlash(text(env.FACEBOOK_GRAPH_URL)) ?? 'https://graph.facebook.com',
      graphVersion: text(env.FACEBOOK_GRAPH_VERSION) ?? 'v21.0',
    },
    providerTimeoutMs: int(env, 'PROVIDER_TIMEOUT_MS', 5000),
  };
}

/** The values that depend on the rest of the configuration, resolved once at start. */
export interface ResolvedAccountsSettings {
  publicUrl: string;
  siteUrl: string;
  outboxDir: string;
}

export function resolveAccountsSettings(
  accounts: AccountsConfig,
  base: { port: number; dataDir: string },
): ResolvedAccountsSettings {
  const publicUrl = accounts.publicUrl ?? `http://localhost:${base.port}`;
  return {
    publicUrl,
    siteUrl: accounts.siteUrl ?? publicUrl,
    outboxDir: accounts.outboxDir ?? resolve(base.dataDir, 'outbox'),
  };
}
