import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ColumnType, Generated } from 'kysely';
import { isEmail, normalizeEmail } from '../../accounts/email-address.js';
import { hashToken } from '../../accounts/tokens.js';
import type { RenderedEmail } from '../../accounts/email-templates.js';
import { cleanText, limitIp } from '../../accounts/route-helpers.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { renderAcknowledgement, renderTeamEmail, type ContactMessage } from './emails.js';
import { checkFormToken, issueFormToken } from './form-token.js';
import { ContactBody, ContactFormTokenResponse, ContactResponse } from './schemas.js';

/** Table contact_messages (migration 004_contact). */
export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  role: string;
  topic: string;
  message: string;
  lang: string;
  team_notified: Generated<boolean>;
  acknowledged: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** SHA-256 of the form token it was sent with (migration 020_sessions): a token works once. */
  form_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
}

const RECEIVED = 'Thank you! We have received your message.';

const empty = (field: string) =>
  new AppError(400, 'VALIDATION_FAILED', `body.${field} is empty`, [{ field: `body.${field}`, message: 'is empty' }]);

/**
 * Contact us (issue 11; docs/decisions/110-contact-form.md):
 * - GET contact/form-token: a signed "form shown at" time for the anti-spam timing check.
 * - POST contact: validates, stores the message, emails the team inbox (CONTACT_INBOX) with the
 *   sender as Reply-To, and sends the sender an acknowledgement in their language (SMTP, or the
 *   outbox without it). Limited per IP and per email; a filled honeypot is answered like a
 *   success and dropped; a form sent back too fast or with a bad token is a 400.
 */
export const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;
  const settings = app.config.contact;
  const db = app.db.withTables<{ contact_messages: ContactMessagesTable }>();
  if (!settings.inbox) {
    app.log.warn('contact: CONTACT_INBOX is not set; contact messages are stored but no team email is sent');
  }

  app.get(
    '/contact/form-token',
    {
      onRequest: limitIp(app, 'contactToken'),
      schema: {
        tags: ['contact'],
        summary: 'A token for the contact form, issued when the form is shown (anti-spam timing)',
        response: { 200: ContactFormTokenResponse, ...errorResponses },
      },
    },
    async () => ({
      data: { form_token: issueFormToken(settings.formSecret), min_fill_seconds: settings.minFillSeconds },
    }),
  );

  /** Sends one email; a failure is logged without the address or the text and answered false. */
  const send = async (email: RenderedEmail, to: string, replyTo?: string): Promise<boolean> => {
    try {
      await accounts.mailer.send({ ...email, to, ...(replyTo ? { replyTo } : {}) });
      return true;
    } catch (error) {
      app.log.error(
        { err: { name: (error as Error).name, code: (error as { code?: string }).code } },
        `contact: ${email.kind} email failed`,
      );
      return false;
    }
  };

  app.post(
    '/contact',
    {
      onRequest: limitIp(app, 'contact'),
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the team (contact us)',
        body: ContactBody,
        response: { 201: ContactResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const received = (acknowledgement: 'sent' | 'failed') =>
        reply.code(201).send({ type: 'success' as const, message: RECEIVED, data: { acknowledgement } });

      // A bot fills every field it finds; it gets the answer a person gets, and nothing happens.
      if (body.website !== undefined && body.website.trim() !== '') {
        request.log.info('contact: dropped (honeypot filled)');
        return received('sent');
      }
      const timing = checkFormToken(settings.formSecret, body.form_token, {
        minFillMs: settings.minFillSeconds * 1000,
        maxAgeMs: settings.maxAgeSeconds * 1000,
      });
      if (timing === 'invalid')
        throw new AppError(400, 'FORM_TOKEN_INVALID', 'form_token is not one this server issued');
      if (timing === 'expired')
        throw new AppError(400, 'FORM_EXPIRED', 'The form was open too long; get a new form_token');
      if (timing === 'too-fast')
        throw new AppError(400, 'FORM_TOO_FAST', 'The form was sent too soon after it was shown');

      const name = cleanText(body.name);
      if (!name) throw empty('name');
      // Line breaks are kept (a message has paragraphs); only the ends are trimmed.
      const text = body.message.normalize('NFC').replace(/\r\n?/g, '\n').trim();
      if (!text) throw empty('message');
      const email = normalizeEmail(body.email);
      if (!isEmail(email)) {
        throw new AppError(400, 'VALIDATION_FAILED', 'body.email is not an email address', [
          { field: 'body.email', message: 'must be an email address' },
        ]);
      }
      await accounts.limits.email('contact', email);

      const message: ContactMessage = {
        name,
        email,
        role: body.role,
        topic: body.topic,
        message: text,
        lang: body.lang,
      };
      // The token is the message's idempotency key (decision 281): stored with it, unique. The
      // same form sent again (a retry after a lost answer) finds its message and answers as the
      // first time, without a second email; another message with a used token is refused.
      const formTokenHash = hashToken(body.form_token);
      const inserted = await db
        .insertInto('contact_messages')
        .values({
          name,
          email,
          role: body.role,
          topic: body.topic,
          message: text,
          lang: body.lang,
          form_token_hash: formTokenHash,
        })
        .onConflict((oc) => oc.column('form_token_hash').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const first = await db
          .selectFrom('contact_messages')
          .select(['email', 'message', 'acknowledged'])
          .where('form_token_hash', '=', formTokenHash)
          .executeTakeFirst();
        if (first && first.email === email && first.message === text) {
          request.log.info('contact: the same form sent again; answered from the stored message');
          return received(first.acknowledged ? 'sent' : 'failed');
        }
        throw new AppError(400, 'FORM_TOKEN_USED', 'This form_token has been used; get a new one');
      }
      const { id } = inserted;

      const siteUrl = accounts.settings.siteUrl;
      const contactPage = `${siteUrl}/${body.lang === 'ms' ? 'ms/hubungi-kami' : 'en/contact-us'}`;
      const teamNotified = settings.inbox
        ? await send(renderTeamEmail(message, contactPage), settings.inbox, email)
        : false;
      const acknowledged = await send(renderAcknowledgement(message, `${siteUrl}/${body.lang}`), email);
      if (teamNotified || acknowledged) {
        // The message is stored and the emails are out: a failure to note that must not turn
        // the answer into a failure (the person would send it again). Logged, and answered 201.
        try {
          await db
            .updateTable('contact_messages')
            .set({ team_notified: teamNotified, acknowledged })
            .where('id', '=', id)
            .execute();
        } catch (error) {
          request.log.warn(
            { err: { name: (error as Error).name, code: (error as { code?: string }).code } },
            'contact: message stored and emailed, but its email flags could not be saved',
          );
        }
      }
      return received(acknowledged ? 'sent' : 'failed');
    },
  );
};
