import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearer, cleanText, limitIp, userOf } from '../../accounts/route-helpers.js';
import { ageIssue, ROLES, type ProfileUpdate } from '../../accounts/schemas.js';
import { accountsValidatorCompiler } from '../../accounts/validation.js';
import { AppError } from '../../plugins/errors.js';
import type { RiasecType } from '../../content/schemas.js';
import { leadCode, profileOf, QuizInputError, validatePicks } from '../../quiz/scoring.js';
import { errorResponses } from '../../schemas/common.js';
import { profileColumns } from '../profile/index.js';
import { LeadBody, LeadCreated, SaveUserLeadBody, SaveUserLeadResponse, UserLeadsResponse } from './schemas.js';

/**
 * Quiz leads: the career quiz's data-entry answers, its seven selections and the result code the
 * server scores them to (decision 313: the client no longer sends one), saved anonymously (the client keeps the id as leadsID) and given to the user when they sign
 * in (save-user-lead).
 */
export const leadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const { accounts } = app;

  /**
   * The nickname, age, role… typed on the data-entry form fill an account that has no profile yet
   * (decision 266), with the profile route's role rules (fields of the other role are left out).
   */
  const adoptDetails = async (userId: string, leadId: string): Promise<void> => {
    const lead = await accounts.userData.leadDetails(leadId);
    if (!lead || !(ROLES as readonly string[]).includes(lead.user_type)) return;
    const answers = lead.answers as Partial<ProfileUpdate>;
    const { columns } = profileColumns({
      ...answers,
      user_type: lead.user_type as ProfileUpdate['user_type'],
      name: typeof answers.name === 'string' ? answers.name : '',
    });
    // Leads saved before the age range was checked may hold an implausible age: left out.
    if (ageIssue(columns.user_age)) columns.user_age = null;
    await accounts.users.adoptLeadDetails(userId, { ...columns, name: columns.name || null });
  };

  app.post(
    '/leads',
    {
      onRequest: [limitIp(app, 'leads'), accounts.optionalUser],
      schema: {
        tags: ['user data'],
        summary: 'Save a career quiz result (anonymous; with a bearer token it is the user’s at once)',
        description:
          'answers: the data-entry form (the profile fields, all optional; user_age from 10 to 99, else 400 ' +
          'VALIDATION_FAILED). Every selection must name a ' +
          'quiz activity with its own interest type, each once, else 422 INVALID_SELECTIONS. The result ' +
          'code is scored here from the selections (result_code in the body is ignored).',
        body: LeadBody,
        response: {
          201: LeadCreated,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const badAge = ageIssue(body.answers?.user_age, 'body.answers.user_age');
      if (badAge) throw new AppError(400, 'VALIDATION_FAILED', `${badAge.field} ${badAge.message}`, [badAge]);
      const activities = new Map((await app.repos.activities.all()).map((a) => [a.key, a.type as RiasecType]));
      if (body.selections.some((s) => activities.get(s.label) !== s.value)) {
        throw new AppError(422, 'INVALID_SELECTIONS', 'Each selection must be a quiz activity with its own type');
      }
      // Scored here, by the rules of the result page (decision 060), not taken from the client.
      let resultCode: string;
      try {
        resultCode = leadCode(
          profileOf(
            validatePicks(
              body.selections.map((s) => s.label),
              activities,
            ),
          ),
        );
      } catch (error) {
        if (!(error instanceof QuizInputError)) throw error;
        throw new AppError(
          422,
          'INVALID_SELECTIONS',
          `Each selection must be a different quiz activity: ${error.message}`,
        );
      }
      const answers: Record<string, unknown> = { ...body.answers };
      if (typeof answers.name === 'string') answers.name = cleanText(answers.name);
      if (typeof answers.user_age === 'string') answers.user_age = Number(answers.user_age);
      const leadId = await accounts.userData.createLead({
        userId: request.user?.userId ?? null,
        userType: body.user_type,
        answers,
        selections: body.selections,
        resultCode,
        lang: body.lang ?? 'en',
      });
      if (request.user) await adoptDetails(request.user.userId, leadId);
      return reply.code(201).send({ type: 'success' as const, data: { lead_id: leadId, result_code: resultCode } });
    },
  );

  app.post(
    '/save-user-lead',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['user data'],
        summary: 'Give an anonymous quiz lead to the signed-in user (after login)',
        description:
          "Idempotent for the lead's owner. 404 LEAD_NOT_FOUND for an unknown lead or one that is someone else's. " +
          'An account without a role yet takes the lead’s data-entry details (role, nickname, age, gender…) as its ' +
          'profile; a profile the user already saved is never changed.',
        security: bearer,
        body: SaveUserLeadBody,
        response: {
          200: SaveUserLeadResponse,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const leadId = request.body.lead_id.toLowerCase();
      const { userId } = userOf(request);
      if (!(await accounts.userData.attachLead(leadId, userId))) {
        throw new AppError(404, 'LEAD_NOT_FOUND', 'No such quiz result');
      }
      await adoptDetails(userId, leadId);
      return { type: 'success' as const, message: 'Quiz result saved', data: { lead_id: leadId } };
    },
  );

  app.get(
    '/user/leads',
    {
      onRequest: accounts.requireUser,
      schema: {
        tags: ['user data'],
        summary: "The signed-in user's career quiz results, newest first",
        security: bearer,
        response: { 200: UserLeadsResponse, ...errorResponses },
      },
    },
    async (request) => {
      const leads = await accounts.userData.leads(userOf(request).userId);
      return { type: 'success' as const, data: leads as never };
    },
  );
};
