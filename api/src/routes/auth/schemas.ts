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
