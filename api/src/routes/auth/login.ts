import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeEmail } from '../../accounts/email-address.js';
import { bearer, checkPassword, limitIp, userOf } from '../../accounts/route-helpers.js';
import { LoginResponse, MessageResponse } from '../../accounts/schemas.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { MESSAGES } from './messages.js';
import { LoginBody } from './schemas.js';

/** Login with email and password, and logout. */
export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app;
  const { users, tokens, hasher } = accounts;

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
          'or an account without a password) and EMAIL_NOT_VERIFIED (403, right password, email not yet verified). ' +
          'data.expiresAt is when the token stops working: the client keeps it no longer. A same-origin ' +
          'browser also gets an HttpOnly cookie the token is bound to (decision 036). 429 RATE_LIMITED ' +
          'after 10 tries for one email from one address in 15 minutes (decision 035).',
        body: LoginBody,
        response: { 200: LoginResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await users.findByEmail(email);
      const ok = await checkPassword(app, request, email, user?.password_hash ?? null, request.body.password);
      if (!user || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.loginFailed);
      if (!user.email_verified_at) throw new AppError(403, 'EMAIL_NOT_VERIFIED', MESSAGES.loginFailed);
      if (user.password_hash && hasher.needsRehash(user.password_hash)) {
        await users.setPassword(user.id, await hasher.hash(request.body.password));
      }
      return accounts.startSession(request, reply, user.id);
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
    async (request, reply) => {
      await tokens.revokeSession(userOf(request).tokenId);
      accounts.endSessionCookie(request, reply);
      return { type: 'success' as const, message: MESSAGES.loggedOut };
    },
  );
};
