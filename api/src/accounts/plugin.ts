import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../plugins/errors.js';
import { resolveAccountsSettings, type AccountsConfig, type ResolvedAccountsSettings } from './config.js';
import { withAccounts, type AccountsDb } from './db-types.js';
import { renderEmail, type EmailKind, type Lang } from './email-templates.js';
import { RateLimitedError, RateLimits } from './limits.js';
import { createMailer, type Mailer } from './mailer.js';
import { PasswordHasher } from './passwords.js';
import { MemoryLimiter, RedisLimiter, type Limiter } from './rate-limit.js';
import type { RedirectPolicy } from './redirects.js';
import type { LoginResponseType } from './schemas.js';
import {
  bindingOf,
  clearSessionCookie,
  setSessionCookie,
  wantsBinding,
  type SessionCookieOptions,
} from './session-cookie.js';
import { deviceOf, storeDevice } from './device.js';
import { loadCommonPasswords } from './password-policy.js';
import { ProviderVerifier, type SocialVerifier } from './social.js';
import { TokenRepository, type SessionUser } from './tokens.js';
import { UserDataRepository } from './user-data.js';
import { UsersRepository } from './users.js';

export interface Accounts {
  config: AccountsConfig;
  settings: ResolvedAccountsSettings;
  db: AccountsDb;
  users: UsersRepository;
  userData: UserDataRepository;
  tokens: TokenRepository;
  hasher: PasswordHasher;
  limits: RateLimits;
  mailer: Mailer;
  social: SocialVerifier;
  redirects: RedirectPolicy;
  /**
   * Signs a user in: a login token (bound to an HttpOnly cookie for a same-origin browser,
   * decision 036) and the login response with its expiry. The token the browser sent with this
   * login, if any, is ended first: a new login never leaves the previous one working (decision 283).
   */
  startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<LoginResponseType>;
  /** Removes the session cookie, if the request has one (logout, account deleted). */
  endSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
  /** Renders an account email in the language and sends it (SMTP or outbox). */
  sendEmail(kind: EmailKind, lang: Lang, to: string, link: string): Promise<void>;
  /** onRequest hook: a valid bearer token or 401. Sets request.user. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** onRequest hook: no Authorization header is fine (request.user = null); a bad one is 401. */
  optionalUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
  interface FastifyInstance {
    /** Only with REDIS_URL: whether the rate limiter's Redis answers (for /health). */
    redisHealth?: () => Promise<'ok' | 'error'>;
  }
  interface FastifyRequest {
    /** Set by the accounts auth hooks: who the bearer token belongs to. */
    user: SessionUser | null;
  }
}

export interface AccountsPluginOptions {
  /** Replace the limiter (tests). Default: Redis when REDIS_URL is set, else memory. */
  limiter?: Limiter;
  /** Replace the provider check (tests). */
  social?: SocialVerifier;
}

const unauthorized = (code: string, message: string) => new AppError(401, code, message);

/**
 * Accounts services for the routes: repositories, password hashing, tokens, email, rate limits,
 * social verification, and the bearer-token hooks. The credential is the Authorization header
 * only; a cookie never authenticates by itself (nothing for CSRF to ride on). A token bound to
 * a browser also needs its HttpOnly cookie (decision 036).
 */
export const accountsPlugin = fp<AccountsPluginOptions>(
  async (app: FastifyInstance, opts) => {
    const config = app.config.accounts;
    const settings = resolveAccountsSettings(config, { port: app.config.port, dataDir: app.config.dataDir });
    const db = withAccounts(app.db);

    let limiter = opts.limiter;
    if (!limiter && app.config.redisUrl) {
      const redis = new Redis(app.config.redisUrl, {
        connectTimeout: 500,
        commandTimeout: 1000,
        maxRetriesPerRequest: 1,
      });
      // Warned once per outage, not once per request or reconnect attempt (decision 271).
      const redisLimiter = new RedisLimiter(redis, config.rateLimitNamespace, {
        onDown: (error) =>
          app.log.warn(
            { code: (error as NodeJS.ErrnoException).code ?? (error as Error).message },
            'accounts limiter: redis away, counting in memory (retrying every 5 s)',
          ),
        onUp: () => app.log.info('accounts limiter: redis back'),
      });
      redis.on('error', (error) => redisLimiter.noteFailure(error));
      redis.on('ready', () => redisLimiter.noteReady());
      limiter = redisLimiter;
      app.decorate('redisHealth', () => redisLimiter.check());
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    limiter ??= new MemoryLimiter();
    const ownLimiter = limiter;
    app.addHook('onClose', async () => ownLimiter.close());

    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: settings.outboxDir,
      from: config.mailFrom,
      timeoutMs: config.smtpTimeoutMs,
    });
    app.addHook('onClose', async () => mailer.close());
    app.log.info(
      mailer.kind === 'smtp' ? { mail: 'smtp' } : { mail: 'outbox', outbox: settings.outboxDir },
      'accounts email',
    );

    const tokens = new TokenRepository(db);
    app.log.debug({ commonPasswords: loadCommonPasswords() }, 'accounts: common passwords loaded');
    const users = new UsersRepository(db);
    const cookieOptions: SessionCookieOptions = { path: app.config.apiBase || '/', production: config.production };
    const accounts: Accounts = {
      config,
      settings,
      db,
      users,
      userData: new UserDataRepository(db),
      tokens,
      hasher: new PasswordHasher(config.argon2),
      limits: new RateLimits(limiter, config.rateLimits, config.emailCooldownSeconds * 1000),
      mailer,
      social: opts.social ?? new ProviderVerifier(config),
      redirects: {
        origins: [
          new URL(settings.publicUrl).origin,
          new URL(settings.siteUrl).origin,
          ...config.redirectOrigins.map((o) => new URL(o).origin),
        ],
        allowLoopback: !config.production,
        siteUrl: settings.siteUrl,
      },
      async sendEmail(kind, lang, to, link) {
        const ttl = kind === 'verify' ? config.verifyTtlSeconds : config.resetTtlSeconds;
        await mailer.send({ ...renderEmail(kind, lang, link, ttl), to });
      },
      async startSession(request, reply, userId) {
        const previous = bearerOf(request.headers.authorization);
        if (previous) {
          const old = await tokens.session(previous, bindingOf(request));
          if (old) await tokens.revokeSession(old.tokenId);
        }
        const bind = config.sessionCookie && wantsBinding(request);
        const device = storeDevice(deviceOf(request.headers['user-agent']));
        const session = await tokens.issueSession(userId, config.sessionTtlSeconds, bind, device);
        if (session.binding) setSessionCookie(request, reply, cookieOptions, session.binding, session.expiresAt);
        return users.signIn(userId, session);
      },
      endSessionCookie(request, reply) {
        clearSessionCookie(request, reply, cookieOptions);
      },
      async requireUser(request, reply) {
        const header = request.headers.authorization;
        if (!header) {
          reply.header('www-authenticate', 'Bearer');
          throw unauthorized('AUTH_REQUIRED', 'Sign in first: send Authorization: Bearer <token>');
        }
        request.user = await sessionOf(header, request, reply);
      },
      async optionalUser(request, reply) {
        const header = request.headers.authorization;
        request.user = header ? await sessionOf(header, request, reply) : null;
      },
    };

    function bearerOf(header: string | undefined): string | null {
      const match = header ? /^Bearer ([^\s]+)$/i.exec(header.trim()) : null;
      return match ? match[1]! : null;
    }

    async function sessionOf(header: string, request: FastifyRequest, reply: FastifyReply): Promise<SessionUser> {
      const token = bearerOf(header);
      const session = token ? await tokens.session(token, bindingOf(request), config.sessionIdleSeconds) : null;
      if (!session) {
        reply.header('www-authenticate', 'Bearer error="invalid_token"');
        throw unauthorized('INVALID_TOKEN', 'The sign-in token is invalid, expired or revoked');
      }
      return session;
    }

    // Used, revoked and expired tokens are deleted a day later, hourly.
    const pruner = setInterval(() => {
      tokens.prune().catch(() => app.log.warn('accounts: token pruning failed'));
    }, 3600_000);
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));

    // A 429 says when to try again (Retry-After), before the error handler writes the body.
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    });

    app.decorateRequest('user', null);
    app.decorate('accounts', accounts);
  },
  { name: 'accounts', dependencies: ['db', 'errors'] },
);
