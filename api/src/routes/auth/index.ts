import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { loginRoutes } from './login.js';
import { passwordRoutes } from './password.js';
import { registrationRoutes } from './registration.js';
import { sessionRoutes } from './sessions.js';
import { socialRoutes } from './social.js';

export { MESSAGES, type VerificationResult } from './messages.js';

/**
 * Registration, email verification, login, logout, password reset and social sign-in, under
 * {base}{version}. Paths and payloads follow spec §7; see docs/decisions/030, 035 and 036.
 */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  await app.register(registrationRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(socialRoutes);
  await app.register(sessionRoutes);
};
