import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isEmail, normalizeEmail } from '../../accounts/email-address.js';
import { limitIp } from '../../accounts/route-helpers.js';
import { LangSchema, LoginResponse } from '../../accounts/schemas.js';
import type { Provider } from '../../accounts/social.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';

/** Sign-in with Google or Facebook (the server checks the provider's token), and which are on. */
export const socialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app;

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
            'on the first sign-in). data.expiresAt as for login. 404 PROVIDER_DISABLED when not configured; ' +
            '401 SOCIAL_TOKEN_INVALID; 422 SOCIAL_EMAIL_MISSING or SOCIAL_EMAIL_UNVERIFIED; 502 PROVIDER_UNAVAILABLE.',
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
      async (request, reply) => {
        if (!accounts.social.enabled(provider)) {
          throw new AppError(404, 'PROVIDER_DISABLED', `Sign-in with ${provider} is not available`);
        }
        const identity = await accounts.social.verify(provider, request.body.access_token);
        const email = normalizeEmail(identity.email);
        if (!isEmail(email)) {
          throw new AppError(422, 'SOCIAL_EMAIL_MISSING', 'The provider did not share a usable email address');
        }
        const { userId } = await accounts.users.findOrCreateSocial({ ...identity, email }, request.body.lang ?? 'en');
        return accounts.startSession(request, reply, userId);
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
