import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isEmail, normalizeEmail } from '../../accounts/email-address.js';
import { withQuery } from '../../accounts/redirects.js';
import { limitIp, redirectOf } from '../../accounts/route-helpers.js';
import { ErrorWithData, MessageResponse } from '../../accounts/schemas.js';
import { AppError, errorBody } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { assertAcceptablePassword } from '../../accounts/password-policy.js';
import { sendAccountEmail } from './email.js';
import { MESSAGES, invalidEmail } from './messages.js';
import { EmailRequestBody, ResetPasswordBody } from './schemas.js';

/** Forgotten password: the emailed single-use link, and setting a new password with it. */
export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app;
  const { users, tokens, hasher, limits, config } = accounts;

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
        body: EmailRequestBody,
        response: { 200: MessageResponse, 404: ErrorWithData, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw invalidEmail();
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
      await sendAccountEmail(app, 'reset', lang, email, withQuery(redirect, { reset_token: token }));
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
        body: ResetPasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      assertAcceptablePassword(request.body.password);
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
};
