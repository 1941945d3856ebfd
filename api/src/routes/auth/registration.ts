import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { isEmail, normalizeEmail } from '../../accounts/email-address.js';
import type { Lang } from '../../accounts/email-templates.js';
import { checkRedirect, defaultRedirect, withQuery } from '../../accounts/redirects.js';
import { limitIp, redirectOf } from '../../accounts/route-helpers.js';
import { LangSchema, MessageResponse } from '../../accounts/schemas.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { assertAcceptablePassword } from '../../accounts/password-policy.js';
import { sendAccountEmail, sendVerification, verifyLink } from './email.js';
import { MESSAGES, invalidEmail, type VerificationResult } from './messages.js';
import { EmailRequestBody, RegistrationBody } from './schemas.js';

/** Registration, the verification email (and its resending) and the link it holds. */
export const registrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { accounts } = app;
  const { users, tokens, hasher, limits } = accounts;

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
          '(if that account is unverified, a new verification email goes out, at most once a minute). ' +
          'The same registration sent again (same address and password, not yet verified) is a retry: 201 and a ' +
          'new link (decision 280). 400 PASSWORD_TOO_COMMON for one of the 10,000 most common passwords (decision 283).',
        body: RegistrationBody,
        response: { 201: MessageResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw invalidEmail();
      assertAcceptablePassword(request.body.password);
      const lang = request.body.lang ?? 'en';
      const redirect = redirectOf(app, request.body.redirect_url, lang);
      await limits.email('registration', email);
      const registered = () => reply.code(201).send({ type: 'success' as const, message: MESSAGES.registered });

      // Hashed whether or not the address is taken: the answer takes as long either way.
      const passwordHash = await hasher.hash(request.body.password);
      // The account and its verification link commit together (decision 280): never an account
      // that no link can verify. The email goes out after the commit, outside the transaction.
      const created = await accounts.db.transaction().execute(async (trx) => {
        const userId = await users.create({ email, passwordHash, lang }, trx);
        if (!userId) return null;
        const token = await tokens.issue(userId, 'verify', accounts.config.verifyTtlSeconds, redirect, trx);
        return { userId, token };
      });
      if (created) {
        await limits.cooldown('verify', email);
        // A failed send answers 503 EMAIL_UNAVAILABLE and gives the cooldown back: the account
        // exists, and the same registration sent again repairs it (below).
        await sendAccountEmail(app, 'verify', lang, email, verifyLink(app, created.token, lang));
        return registered();
      }

      const existing = await users.findByEmail(email);
      if (existing && !existing.email_verified_at) {
        // The same person again (same password) after an answer that failed or never arrived:
        // repaired, not refused — a new link if none went out in the last minute, and 201.
        // Anyone else gets "existing" and the owner a new link (cooldown permitting).
        const samePerson = await hasher.verify(existing.password_hash, request.body.password);
        if (await limits.cooldown('verify', email)) {
          const sending = sendVerification(app, existing.id, email, lang, redirect);
          if (samePerson) {
            await sending;
            return registered();
          }
          await sending.catch(() => {});
        } else if (samePerson) {
          // A verification email went to this address less than a minute ago.
          return registered();
        }
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
        body: EmailRequestBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      if (!isEmail(email)) throw invalidEmail();
      const lang = request.body.lang ?? 'en';
      const redirect = redirectOf(app, request.body.redirect_url, lang);
      await limits.email('resend', email);
      if (!(await limits.cooldown('verify', email))) {
        throw new AppError(429, 'TOO_FREQUENT', MESSAGES.tooFrequent);
      }
      const user = await users.findByEmail(email);
      if (user && !user.email_verified_at) await sendVerification(app, user.id, email, lang, redirect);
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
      // Using the token and marking the address verified commit together: a second click of the
      // same link waits on the token's row and then sees the address verified ('already'), never
      // a half-done verification ('failed').
      const { result, verifiedNow } = await accounts.db.transaction().execute(async (trx) => {
        const consumed = await tokens.consume(request.query.token ?? '', 'verify', trx);
        if (consumed.status !== 'ok') return { result: consumed, verifiedNow: false };
        const verified = await users.markVerified(consumed.userId, trx);
        await tokens.revokeAll(consumed.userId, ['verify'], trx);
        return { result: consumed, verifiedNow: verified };
      });
      let outcome: VerificationResult;
      let redirect: string | null = null;
      if (result.status === 'unknown') {
        outcome = 'failed';
      } else {
        redirect = result.redirectUrl ? checkRedirect(accounts.redirects, result.redirectUrl) : null;
        if (result.status === 'ok') {
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
};
