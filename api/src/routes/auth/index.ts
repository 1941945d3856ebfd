import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isEmail, normalizeEmail } from '../../accounts/email-address.js';
import { type Lang } from '../../accounts/email-templates.js';
import { checkRedirect, defaultRedirect, withQuery } from '../../accounts/redirects.js';
import { bearer, limitIp, redirectOf, userOf } from '../../accounts/route-helpers.js';
import {
  EmailSchema,
  ErrorWithData,
  LangSchema,
  LoginResponse,
  MessageResponse,
  PasswordSchema,
  RedirectUrlSchema,
  TokenSchema,
} from '../../accounts/schemas.js';
import type { Provider } from '../../accounts/social.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError, errorBody } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';

/** Texts the client matches on (spec §8): keep the trigger words. */
export const MESSAGES = {
  registered: 'Verification email sent. Check your inbox and click the link to activate your account.',
  existing:
    "This email may belong to an existing account. If this email is new to us, check for a confirmation email. Otherwise, try 'Forgot Password'.",
  resent: 'Verification link sent. Check your inbox.',
  tooFrequent: 'Requests are too frequent. Wait a minute before asking for another email.',
  loginFailed: 'Login failed',
  loggedOut: 'You are logged out.',
  resetSent: 'Reset password link has been sent to your email.',
  noSuchUser: 'User with this email does not exist',
  passwordChanged: 'Your password has been changed. You can now log in with it.',
} as const;

const emailUnavailable = () =>
  new AppError(503, 'EMAIL_UNAVAILABLE', 'The email could not be sent just now; try again in a minute');

const EmailRequest = {
  email: EmailSchema,
  redirect_url: Type.Optional(RedirectUrlSchema),
  lang: Type.Optional(LangSchema),
};

export type VerificationResult = 'verified' | 'expired' | 'failed' | 'already';

/**
 * Registration, email verification, login, logout, password reset and social sign-in, under
 * {base}{version}. Paths and payloads follow spec §7; see docs/decisions/030.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;
  const { users, tokens, hasher, limits, config } = accounts;

  /** Issues a verification link and mails it. The cooldown is given back if sending fails. */
  async function sendVerification(userId: string, email: string, lang: Lang, redirect: string) {
    const token = await tokens.issue(userId, 'verify', config.verifyTtlSeconds, redirect);
    const link = withQuery(`${accounts.settings.publicUrl}${app.config.apiBase}${app.config.apiVersion}/verify-email`, {
      token,
      lang,
    });
    try {
      await accounts.sendEmail('verify', lang, email, link);
    } catch (error) {
      await limits.releaseCooldown('verify', email);
      app.log.error(
        { err: { name: (error as Error).name, code: (error as { code?: string }).code } },
        'verification email failed',
      );
      throw emailUnavailable();
    }
  }

  app.post(
    '/registration',
    {
      onRequest: limitIp(app, 'registration'),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account with email and password; sends a verification email',
        description:
          "201 with a message containing 'Verification' (the client shows the verify-email view). " +
          "409 EMAIL_EXISTS with a message containing 'existing' when the address has an account " +
          '(if that account is unverified, a new verification email goes out, at most once a minute).',
        body: Type.Object({ ...EmailRequest, password: PasswordSchema }, { additionalProperties: false }),
        response: { 201: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw new AppError(400, 'VALIDATION_FAILED', 'body.email is not a valid email');
      const lang = request.body.lang ?? 'en';
      const redirect = redirectOf(app, request.body.redirect_url, lang);
      await limits.email('registration', email);

      // Hashed whether or not the address is taken: the answer takes as long either way.
      const passwordHash = await hasher.hash(request.body.password);
      const userId = await users.create({ email, passwordHash, lang });
      if (userId) {
        await limits.cooldown('verify', email);
        await sendVerification(userId, email, lang, redirect);
        return reply.code(201).send({ type: 'success' as const, message: MESSAGES.registered });
      }

      const existing = await users.findByEmail(email);
      if (existing && !existing.email_verified_at && (await limits.cooldown('verify', email))) {
        await sendVerification(existing.id, email, lang, redirect).catch(() => {});
      }
      throw new AppError(409, 'EMAIL_EXISTS', MESSAGES.existing);
    },
  );

  app.post(
    '/resend-verification-email',
    {
      onRequest: limitIp(app, 'resend'),
      schema: {
        tags: ['accounts'],
        summary: 'Send the verification email again (at most once every 60 s per address)',
        description:
          "429 TOO_FREQUENT with a message containing 'frequent' within 60 s of the last one. " +
          'The answer is the same whether or not the address has an unverified account.',
        body: Type.Object(EmailRequest, { additionalProperties: false }),
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw new AppError(400, 'VALIDATION_FAILED', 'body.email is not a valid email');
      const lang = request.body.lang ?? 'en';
      const redirect = redirectOf(app, request.body.redirect_url, lang);
      await limits.email('resend', email);
      if (!(await limits.cooldown('verify', email))) {
        throw new AppError(429, 'TOO_FREQUENT', MESSAGES.tooFrequent);
      }
      const user = await users.findByEmail(email);
      if (user && !user.email_verified_at) await sendVerification(user.id, email, lang, redirect);
      return { type: 'success' as const, message: MESSAGES.resent };
    },
  );

  app.get(
    '/verify-email',
    {
      onRequest: limitIp(app, 'verify'),
      schema: {
        tags: ['accounts'],
        summary: 'The link in the verification email: verifies, then redirects to the site',
        description:
          'Redirects (302) to the redirect_url given at registration with ?verification=verified, ' +
          'expired, failed or already (the spec §4 banners). Never answers JSON to a valid-looking visit.',
        querystring: Type.Object({
          token: Type.Optional(Type.String({ maxLength: 512 })),
          lang: Type.Optional(LangSchema),
        }),
        response: {
          302: Type.Null({ description: 'Location: {redirect_url}?verification=verified|expired|failed|already' }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const lang: Lang = request.query.lang ?? 'en';
      const result = await tokens.consume(request.query.token ?? '', 'verify');
      let outcome: VerificationResult;
      let redirect: string | null = null;
      if (result.status === 'unknown') {
        outcome = 'failed';
      } else {
        redirect = result.redirectUrl ? checkRedirect(accounts.redirects, result.redirectUrl) : null;
        if (result.status === 'ok') {
          const verifiedNow = await users.markVerified(result.userId);
          await tokens.revokeAll(result.userId, ['verify']);
          outcome = verifiedNow ? 'verified' : 'already';
        } else {
          const user = await users.findById(result.userId);
          outcome = user?.email_verified_at ? 'already' : result.status === 'expired' ? 'expired' : 'failed';
        }
      }
      const target = withQuery(redirect ?? defaultRedirect(accounts.redirects, lang), { verification: outcome });
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.post(
    '/login',
    {
      onRequest: limitIp(app, 'login'),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with email and password: the login response of spec §3',
        description:
          'Failures all say "Login failed" (the client shows *Login Failed); the code tells them ' +
          'apart as far as a client needs: INVALID_CREDENTIALS (401: unknown email, wrong password, ' +
          'or an account without a password) and EMAIL_NOT_VERIFIED (403, right password, email not yet verified).',
        body: Type.Object({ email: EmailSchema, password: PasswordSchema }, { additionalProperties: false }),
        response: { 200: LoginResponse, ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      await limits.email('login', email);
      const user = await users.findByEmail(email);
      const ok = await hasher.verify(user?.password_hash ?? null, request.body.password);
      if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.loginFailed);
      if (!user.email_verified_at) throw new AppError(403, 'EMAIL_NOT_VERIFIED', MESSAGES.loginFailed);
      if (user.password_hash && hasher.needsRehash(user.password_hash)) {
        await users.setPassword(user.id, await hasher.hash(request.body.password));
      }
      const token = await tokens.issue(user.id, 'session', config.sessionTtlSeconds);
      return users.signIn(user.id, token);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Revoke the bearer token of this request',
        security: bearer,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await tokens.revokeSession(userOf(request).tokenId);
      return { type: 'success' as const, message: MESSAGES.loggedOut };
    },
  );

  app.post(
    '/forgot-password',
    {
      onRequest: limitIp(app, 'forgotPassword'),
      schema: {
        tags: ['accounts'],
        summary: 'Email a single-use password reset link (at most once every 60 s per address)',
        description:
          'The link goes to redirect_url with ?reset_token=…; the site then posts the token and a new ' +
          "password to reset-password. 404 USER_NOT_FOUND (message and data.message contain 'does not exist') " +
          "for an unknown address; 429 TOO_FREQUENT (message contains 'frequent') within 60 s.",
        body: Type.Object(EmailRequest, { additionalProperties: false }),
        response: { 200: MessageResponse, 404: ErrorWithData, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw new AppError(400, 'VALIDATION_FAILED', 'body.email is not a valid email');
      const lang = request.body.lang ?? 'en';
      const redirect = redirectOf(app, request.body.redirect_url, lang);
      await limits.email('forgotPassword', email);
      const user = await users.findByEmail(email);
      if (!user) {
        return reply
          .code(404)
          .send({ ...errorBody('USER_NOT_FOUND', MESSAGES.noSuchUser), data: { message: MESSAGES.noSuchUser } });
      }
      if (!(await limits.cooldown('reset', email))) {
        throw new AppError(429, 'TOO_FREQUENT', MESSAGES.tooFrequent);
      }
      const token = await tokens.issue(user.id, 'reset', config.resetTtlSeconds, redirect);
      try {
        await accounts.sendEmail('reset', lang, email, withQuery(redirect, { reset_token: token }));
      } catch (error) {
        await limits.releaseCooldown('reset', email);
        app.log.error(
          { err: { name: (error as Error).name, code: (error as { code?: string }).code } },
          'reset email failed',
        );
        throw emailUnavailable();
      }
      return { type: 'success' as const, message: MESSAGES.resetSent };
    },
  );

  app.post(
    '/reset-password',
    {
      onRequest: limitIp(app, 'resetPassword'),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the reset email',
        description:
          'The token works once. Every login token of the account is revoked, so other devices are ' +
          'signed out; the email counts as verified (the link proved it). 400 RESET_TOKEN_EXPIRED or RESET_TOKEN_INVALID otherwise.',
        body: Type.Object({ token: TokenSchema, password: PasswordSchema }, { additionalProperties: false }),
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      // Hashed before the transaction: argon2 takes a while and must not hold a connection.
      const passwordHash = await hasher.hash(request.body.password);
      await accounts.db.transaction().execute(async (trx) => {
        const result = await tokens.consume(request.body.token, 'reset', trx);
        if (result.status === 'expired') {
          throw new AppError(400, 'RESET_TOKEN_EXPIRED', 'This reset link has expired; ask for a new one');
        }
        if (result.status !== 'ok') {
          throw new AppError(
            400,
            'RESET_TOKEN_INVALID',
            'This reset link is not valid (it may have been used already)',
          );
        }
        await users.setPassword(result.userId, passwordHash, trx);
        await users.markVerified(result.userId, trx);
        await tokens.revokeAll(result.userId, ['session', 'reset', 'verify'], trx);
      });
      return { type: 'success' as const, message: MESSAGES.passwordChanged };
    },
  );

  for (const provider of ['google', 'facebook'] as const satisfies Provider[]) {
    app.post(
      `/social-login/check-user/${provider}`,
      {
        onRequest: limitIp(app, 'social'),
        schema: {
          tags: ['accounts'],
          summary: `Sign in with ${provider === 'google' ? 'Google' : 'Facebook'}: the login response of spec §3`,
          description:
            'The server checks access_token with the provider itself; the account with that provider ' +
            'identity or (provider-verified) email is signed in, or a new one is made (data.new_user = true ' +
            'on the first sign-in). 404 PROVIDER_DISABLED when not configured; 401 SOCIAL_TOKEN_INVALID; ' +
            '422 SOCIAL_EMAIL_MISSING or SOCIAL_EMAIL_UNVERIFIED; 502 PROVIDER_UNAVAILABLE.',
          body: Type.Object(
            {
              access_token: Type.String({ minLength: 1, maxLength: 4096, pattern: '^[\\x21-\\x7E]+$' }),
              lang: Type.Optional(LangSchema),
            },
            { additionalProperties: false },
          ),
          response: { 200: LoginResponse, ...errorResponses },
        },
      },
      async (request) => {
        if (!accounts.social.enabled(provider)) {
          throw new AppError(404, 'PROVIDER_DISABLED', `Sign-in with ${provider} is not available`);
        }
        const identity = await accounts.social.verify(provider, request.body.access_token);
        const email = normalizeEmail(identity.email);
        if (!isEmail(email)) {
          throw new AppError(422, 'SOCIAL_EMAIL_MISSING', 'The provider did not share a usable email address');
        }
        const { userId } = await users.findOrCreateSocial({ ...identity, email }, request.body.lang ?? 'en');
        const token = await tokens.issue(userId, 'session', config.sessionTtlSeconds);
        return users.signIn(userId, token);
      },
    );
  }

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which social sign-ins are on (the client hides the others)',
        response: {
          200: Type.Object({ google: Type.Boolean(), facebook: Type.Boolean() }),
          ...errorResponses,
        },
      },
    },
    async () => ({ google: accounts.social.enabled('google'), facebook: accounts.social.enabled('facebook') }),
  );
};
