import { randomBytes } from 'node:crypto';
import Type, { type Static } from 'typebox';
import { EMAIL_PATTERN } from '../../accounts/email-address.js';

/**
 * Settings of the contact form (issue 11), validated with the rest in config.ts as
 * `config.contact`. See docs/decisions/110-contact-form.md.
 */
export const ContactConfigSchema = Type.Object({
  /** CONTACT_INBOX: the team's address; null: messages are stored, and no team email is sent. */
  inbox: Type.Union([Type.String({ pattern: EMAIL_PATTERN, maxLength: 254 }), Type.Null()]),
  /**
   * CONTACT_FORM_SECRET: signs the form tokens (anti-spam timing). Unset: a random secret per
   * process, so several API processes behind one proxy need it set to the same value.
   */
  formSecret: Type.String({ minLength: 16 }),
  /** CONTACT_MIN_FILL_SECONDS: a form sent sooner after its token was issued is refused (a bot). */
  minFillSeconds: Type.Integer({ minimum: 0, maximum: 600 }),
  /** How long a form token stays good: a form left open longer asks for a new one. */
  maxAgeSeconds: Type.Integer({ minimum: 60 }),
});

export type ContactConfig = Static<typeof ContactConfigSchema>;

type Env = Record<string, string | undefined>;

export class ContactConfigError extends Error {
  override name = 'ConfigError';
}

export function loadContactConfig(env: Env): ContactConfig {
  const minFill = env.CONTACT_MIN_FILL_SECONDS?.trim();
  if (minFill && !/^\d+$/.test(minFill)) {
    throw new ContactConfigError(`CONTACT_MIN_FILL_SECONDS must be a whole number, got "${minFill}"`);
  }
  return {
    inbox: env.CONTACT_INBOX?.trim().toLowerCase() || null,
    formSecret: env.CONTACT_FORM_SECRET?.trim() || randomBytes(32).toString('base64url'),
    minFillSeconds: minFill ? Number(minFill) : 3,
    maxAgeSeconds: 24 * 3600,
  };
}
