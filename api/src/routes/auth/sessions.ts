import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readDevice } from '../../accounts/device.js';
import { assertAcceptablePassword } from '../../accounts/password-policy.js';
import { bearer, checkPassword, userOf } from '../../accounts/route-helpers.js';
import { MessageResponse } from '../../accounts/schemas.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { MESSAGES } from './messages.js';
import { ChangePasswordBody, SessionIdParams, SessionsEndedResponse, SessionsResponse } from './schemas.js';

/**
 * A signed-in person's own sign-ins (docs/decisions/283; ASVS 5.0 6.2.2, 6.2.3, 7.5.2): change the
 * password (the current one asked again; every other sign-in ended), see the active sign-ins,
 * end one, or sign out everywhere.
 */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app;
  const { users, tokens, hasher, config } = accounts;

  app.post(
    '/change-password',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Change the password while signed in; other sign-ins are ended',
        description:
          'current_password is checked like a login try (403 WRONG_PASSWORD; 429 RATE_LIMITED after 10 wrong ' +
          'from one address, decision 035). new_password: 8–128 characters, not one of the 10,000 most common ' +
          '(400 PASSWORD_TOO_COMMON). Every other login token and any reset link of the account stop working; ' +
          'this one stays. An account without a password (Google/Facebook only): 409 NO_PASSWORD (use "Forgot password").',
        security: bearer,
        body: ChangePasswordBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const session = userOf(request);
      const user = await users.findById(session.userId);
      if (!user) throw new AppError(401, 'INVALID_TOKEN', 'The sign-in token is invalid, expired or revoked');
      if (!user.password_hash) {
        throw new AppError(
          409,
          'NO_PASSWORD',
          "This account signs in with Google or Facebook and has no password; use 'Forgot password' to set one",
        );
      }
      assertAcceptablePassword(request.body.new_password, 'new_password');
      if (!(await checkPassword(app, request, user.email, user.password_hash, request.body.current_password))) {
        throw new AppError(403, 'WRONG_PASSWORD', 'The current password is not right');
      }
      // Hashed before the transaction: argon2 takes a while and must not hold a connection.
      const passwordHash = await hasher.hash(request.body.new_password);
      await accounts.db.transaction().execute(async (trx) => {
        await users.setPassword(user.id, passwordHash, trx);
        await tokens.revokeOtherSessions(user.id, session.tokenId, trx);
        await tokens.revokeAll(user.id, ['reset'], trx);
      });
      return { type: 'success' as const, message: MESSAGES.passwordChangedSignedIn };
    },
  );

  app.get(
    '/user/sessions',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The account's active sign-ins (this one marked current), most recently used first",
        security: bearer,
        response: { 200: SessionsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const session = userOf(request);
      const idleMs = config.sessionIdleSeconds * 1000;
      const rows = await tokens.sessions(session.userId, config.sessionIdleSeconds);
      return {
        type: 'success' as const,
        data: {
          sessions: rows.map((row) => {
            const idleEnd = Math.min(row.lastUsedAt.getTime() + idleMs, row.expiresAt.getTime());
            return {
              id: row.id,
              created_at: row.createdAt.toISOString(),
              last_used_at: row.lastUsedAt.toISOString(),
              expires_at: row.expiresAt.toISOString(),
              idle_expires_at: new Date(idleEnd).toISOString(),
              ...readDevice(row.device),
              current: row.id === session.tokenId,
            };
          }),
        },
      };
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'End one sign-in of the account (404 SESSION_NOT_FOUND if it is not one of its active ones)',
        security: bearer,
        params: SessionIdParams,
        response: { 200: SessionsEndedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = userOf(request);
      if (!(await tokens.revokeUserSession(session.userId, request.params.id))) {
        throw new AppError(404, 'SESSION_NOT_FOUND', 'No such active sign-in');
      }
      if (request.params.id === session.tokenId) accounts.endSessionCookie(request, reply);
      return { type: 'success' as const, message: MESSAGES.sessionEnded, data: { ended: 1 } };
    },
  );

  app.post(
    '/logout-everywhere',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: every login token of the account stops working, this one included',
        security: bearer,
        response: { 200: SessionsEndedResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const ended = await tokens.revokeAll(userOf(request).userId, ['session']);
      accounts.endSessionCookie(request, reply);
      return { type: 'success' as const, message: MESSAGES.signedOutEverywhere, data: { ended } };
    },
  );
};
