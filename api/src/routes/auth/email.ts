import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../accounts/email-templates.js';
import { withQuery } from '../../accounts/redirects.js';
import { emailUnavailable } from './messages.js';

/**
 * Sends a verification or reset email. When sending fails, the address's 60-second cooldown is
 * given back (so "resend" works a moment later), the failure is logged without user data, and
 * the request answers 503 EMAIL_UNAVAILABLE: nothing ever says "sent" when nothing was.
 */
export async function sendAccountEmail(
  app: FastifyInstance,
  kind: 'verify' | 'reset',
  lang: Lang,
  email: string,
  link: string,
): Promise<void> {
  try {
    await app.accounts.sendEmail(kind, lang, email, link);
  } catch (error) {
    await app.accounts.limits.releaseCooldown(kind, email);
    app.log.error(
      { err: { name: (error as Error).name, code: (error as { code?: string }).code } },
      `${kind === 'verify' ? 'verification' : 'reset'} email failed`,
    );
    throw emailUnavailable();
  }
}

/** Issues a verification link (it remembers where to send the user afterwards) and mails it. */
export async function sendVerification(
  app: FastifyInstance,
  userId: string,
  email: string,
  lang: Lang,
  redirect: string,
): Promise<void> {
  const { accounts } = app;
  const token = await accounts.tokens.issue(userId, 'verify', accounts.config.verifyTtlSeconds, redirect);
  await sendAccountEmail(app, 'verify', lang, email, verifyLink(app, token, lang));
}

/** The verification link a token goes out in: the API's verify-email route, which redirects to the site. */
export function verifyLink(app: FastifyInstance, token: string, lang: Lang): string {
  const { accounts } = app;
  return withQuery(`${accounts.settings.publicUrl}${app.config.apiBase}${app.config.apiVersion}/verify-email`, {
    token,
    lang,
  });
}
