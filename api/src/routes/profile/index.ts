import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer, checkPassword, cleanText, userOf } from '../../accounts/route-helpers.js';
import {
  AGE_RANGES,
  ageIssue,
  DeleteAccountBody,
  GENDERS,
  INCOMES,
  LANGUAGES,
  MessageResponse,
  POST_SPM_PLANS,
  ProfileUpdateBody,
  ROLES,
  type ProfileUpdate,
} from '../../accounts/schemas.js';
import type { ProfileColumns } from '../../accounts/users.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { ExportResponse, ProfileResponse } from './schemas.js';

type Issue = { field: string; message: string };

/** An account without a password proves it is its owner by a sign-in this recent (decision 035). */
export const RECENT_SIGN_IN_MINUTES = 10;

/**
 * The role rules of spec §5/§6 on top of the schema: students give age (digits, ≤ 3) and
 * gender, and "other" language needs its text; everyone else gives an age range (and may give
 * an organisation). Fields that do not belong to the role are stored as null.
 */
export function profileColumns(body: ProfileUpdate): { columns: ProfileColumns; issues: Issue[] } {
  const issues: Issue[] = [];
  const name = cleanText(body.name);
  if (!name) issues.push({ field: 'body.name', message: 'Nickname is required' });
  const student = body.user_type === 'student';
  const languages = body.user_preferred_language ?? [];
  const otherLanguage = body.user_other_language ? cleanText(body.user_other_language) : '';
  const age = body.user_age === undefined || body.user_age === null ? null : Number(body.user_age);

  if (student) {
    if (age === null) issues.push({ field: 'body.user_age', message: 'Age is required' });
    const ageOutOfRange = ageIssue(age);
    if (ageOutOfRange) issues.push(ageOutOfRange);
    if (!body.user_gender) issues.push({ field: 'body.user_gender', message: 'Please select your gender' });
    if (languages.includes('other') && !otherLanguage) {
      issues.push({ field: 'body.user_other_language', message: 'Please specify other languages' });
    }
  } else if (!body.user_age_range) {
    issues.push({ field: 'body.user_age_range', message: 'Age range is required' });
  }

  const organisation = body.user_organization_name ? cleanText(body.user_organization_name) : '';
  return {
    issues,
    columns: {
      name,
      user_type: body.user_type,
      user_age: student ? age : null,
      user_gender: student ? (body.user_gender ?? null) : null,
      user_income: student ? (body.user_income ?? null) : null,
      post_spm_plan: student ? (body.post_spm_plan ?? null) : null,
      user_preferred_language: student ? languages : [],
      user_other_language: student && languages.includes('other') ? otherLanguage : null,
      user_age_range: student ? null : (body.user_age_range ?? null),
      user_organization_name: student ? null : organisation || null,
    },
  };
}

/** The signed-in user's profile, its update, account deletion and data download (PDPA). */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;
  app.addHook('onRequest', accounts.requireUser);

  const notFound = () => new AppError(401, 'INVALID_TOKEN', 'The account no longer exists');

  app.get(
    '/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: "The signed-in user's profile",
        security: bearer,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request) => {
      const profile = await accounts.users.profile(userOf(request).userId);
      if (!profile) throw notFound();
      return { type: 'success' as const, data: profile };
    },
  );

  app.post(
    '/profile/update',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Save the profile (payload of spec §3); is_complete_profile becomes true',
        description:
          `Option codes. user_type: ${ROLES.join(', ')}; user_age_range: ${AGE_RANGES.join(', ')}; ` +
          `user_income: ${INCOMES.join(', ')}; post_spm_plan: ${POST_SPM_PLANS.join(', ')}; ` +
          `user_gender: ${GENDERS.join(', ')}; user_preferred_language: ${LANGUAGES.join(', ')}. ` +
          'Students: user_age (digits, at most 3, from 10 to 99) and user_gender required, user_other_language when ' +
          'other is ticked; non-students: user_age_range required. Fields of the other role are cleared.',
        security: bearer,
        body: ProfileUpdateBody,
        response: { 200: ProfileResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const { columns, issues } = profileColumns(request.body);
      if (issues.length > 0) {
        throw new AppError(400, 'VALIDATION_FAILED', `${issues[0]!.field} ${issues[0]!.message}`, issues);
      }
      await accounts.users.updateProfile(userId, columns);
      const profile = await accounts.users.profile(userId);
      if (!profile) throw notFound();
      return { type: 'success' as const, data: profile };
    },
  );

  app.delete(
    '/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account and all its data (quiz results, saved jobs, sign-ins)',
        description:
          'Asks for the password again (docs/decisions/035): body { "password": "…" }. Missing: 400 ' +
          'PASSWORD_REQUIRED; wrong: 403 WRONG_PASSWORD (counted like a login try: 429 RATE_LIMITED after 10 ' +
          `from one address). An account without a password (social sign-in only) needs a sign-in in the last ` +
          `${RECENT_SIGN_IN_MINUTES} minutes instead: else 403 RECENT_SIGN_IN_REQUIRED. ` +
          'Job requests stay for the content team, without any link to the account.',
        security: bearer,
        body: DeleteAccountBody,
        response: { 200: MessageResponse, ...errorResponses },
      },
      // No body at all is the same as no password (PASSWORD_REQUIRED), not a validation error.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const session = userOf(request);
      const user = await accounts.users.findById(session.userId);
      if (!user) throw notFound();
      const password = request.body?.password ?? '';
      if (user.password_hash) {
        if (!password) {
          throw new AppError(400, 'PASSWORD_REQUIRED', 'Enter your password to delete your account');
        }
        if (!(await checkPassword(app, request, user.email, user.password_hash, password))) {
          throw new AppError(403, 'WRONG_PASSWORD', 'The password is not right');
        }
      } else if (Date.now() - session.issuedAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
        throw new AppError(
          403,
          'RECENT_SIGN_IN_REQUIRED',
          `Sign in again (within ${RECENT_SIGN_IN_MINUTES} minutes) to delete your account`,
        );
      }
      if (!(await accounts.users.delete(session.userId))) throw notFound();
      accounts.endSessionCookie(request, reply);
      return { type: 'success' as const, message: 'Your account and all its data have been deleted.' };
    },
  );

  app.get(
    '/profile/export',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Download everything stored about the account, as JSON',
        security: bearer,
        response: { 200: ExportResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await accounts.users.export(userOf(request).userId);
      if (!data) throw notFound();
      return reply
        .header('content-disposition', 'attachment; filename="laluan-kerjaya-my-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
};
