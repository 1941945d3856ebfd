import Type from 'typebox';
import { EmailSchema, LangSchema, PasswordSchema, RedirectUrlSchema, TokenSchema } from '../../accounts/schemas.js';

/** Request bodies of the auth routes (schema-only: the front ends' types come from here, decision 040). */

/** Body fields of the routes that send an email to an address (spec §3). */
export const EmailRequest = {
  email: EmailSchema,
  redirect_url: Type.Optional(RedirectUrlSchema),
  lang: Type.Optional(LangSchema),
};

/** POST /forgot-password and /resend-verification-email. */
export const EmailRequestBody = Type.Object(EmailRequest, { additionalProperties: false });

/** POST /registration. */
export const RegistrationBody = Type.Object(
  { ...EmailRequest, password: PasswordSchema },
  { additionalProperties: false },
);

/** POST /login. */
export const LoginBody = Type.Object({ email: EmailSchema, password: PasswordSchema }, { additionalProperties: false });

/** POST /reset-password. */
export const ResetPasswordBody = Type.Object(
  { token: TokenSchema, password: PasswordSchema },
  { additionalProperties: false },
);

/** POST /change-password (bearer; decision 283): the current password, asked again, and the new one. */
export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 128, description: 'The password used now' }),
    new_password: PasswordSchema,
  },
  { additionalProperties: false },
);

/** One active sign-in of the account (GET /user/sessions). */
export const SessionItem = Type.Object({
  id: Type.String({ format: 'uuid' }),
  created_at: Type.String({ description: 'When this sign-in happened (ISO 8601)' }),
  last_used_at: Type.String({ description: 'Its last use, to the minute (ISO 8601)' }),
  expires_at: Type.String({ description: 'When it ends at the latest (ISO 8601); sooner after a week unused' }),
  idle_expires_at: Type.String({ description: 'When it ends if not used before then (ISO 8601)' }),
  browser: Type.Union([Type.String(), Type.Null()], { description: 'e.g. "Chrome"; null when not known' }),
  os: Type.Union([Type.String(), Type.Null()], { description: 'e.g. "Android"; null when not known' }),
  current: Type.Boolean({ description: 'The sign-in this request was made with' }),
});

export const SessionsResponse = Type.Object({
  type: Type.Literal('success'),
  data: Type.Object({ sessions: Type.Array(SessionItem) }),
});

export const SessionIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });

/** POST /logout-everywhere, DELETE /user/sessions/:id. */
export const SessionsEndedResponse = Type.Object({
  type: Type.Literal('success'),
  message: Type.String(),
  data: Type.Object({ ended: Type.Integer({ minimum: 0 }) }),
});
