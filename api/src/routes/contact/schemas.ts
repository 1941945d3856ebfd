import Type from 'typebox';
import { EmailSchema, LangSchema, Line, Paragraph, RoleSchema } from '../../accounts/schemas.js';
import { FORM_TOKEN_PATTERN } from './form-token.js';

/** What a message is about: a short closed list, so the team can sort the inbox. */
export const CONTACT_TOPICS = ['general', 'content_correction', 'partnership', 'privacy', 'technical'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MAX = 2000;

export const ContactTopicSchema = Type.Enum([...CONTACT_TOPICS], {
  description: `Topic: ${CONTACT_TOPICS.join(', ')}`,
});

export const ContactBody = Type.Object(
  {
    name: Line(CONTACT_NAME_MAX, { minLength: 1, description: 'How to address the sender' }),
    email: EmailSchema,
    role: RoleSchema,
    topic: ContactTopicSchema,
    message: Paragraph(CONTACT_MESSAGE_MAX, { minLength: 1, description: 'The message (line breaks kept)' }),
    lang: LangSchema,
    form_token: Type.String({
      pattern: FORM_TOKEN_PATTERN,
      description: 'From GET contact/form-token, when the form was shown (anti-spam timing)',
    }),
    /**
     * The honeypot: a field hidden from people (and from assistive tech); only a bot fills it.
     * A filled one is accepted with the usual answer and dropped (docs/decisions/110).
     */
    website: Type.Optional(Type.String({ maxLength: 500, description: 'Leave empty' })),
  },
  { additionalProperties: false },
);

export const ContactResponse = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  data: Type.Object({
    acknowledgement: Type.Union([Type.Literal('sent'), Type.Literal('failed')], {
      description: 'Whether the acknowledgement email to the sender went out',
    }),
  }),
});

export const ContactFormTokenResponse = Type.Object({
  data: Type.Object({
    form_token: Type.String(),
    min_fill_seconds: Type.Integer({ description: 'A form sent sooner after the token is refused' }),
  }),
});
