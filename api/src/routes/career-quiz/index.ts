import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RIASEC_TYPES, type RiasecType } from '../../content/schemas.js';
import { AppError } from '../../plugins/errors.js';
import { QuizInputError, profileOf, rankJobs, validateAnswers, type Scores } from '../../quiz/scoring.js';
import { errorResponses } from '../../schemas/common.js';
import { CareerQuizResultBody, CareerQuizResultResponse } from './schemas.js';

/**
 * POST {base}{version}/career-quiz/result: the seven answers → six type scores, the code and
 * every job ranked by fit (decision 060; the method and worked examples in
 * content/quiz-scoring.md). Reads the quiz bank and the jobs; writes nothing.
 */
export const careerQuizRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/career-quiz/result',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Score the career quiz: type scores, primary and secondary type, jobs ranked by fit',
        description:
          'Each selection names the activity chosen (generate-affinity label) and the six shown. ' +
          'Bad answers → 400 with QUIZ_WRONG_COUNT, QUIZ_DUPLICATE_QUESTION, QUIZ_UNKNOWN_ACTIVITY, ' +
          'QUIZ_BAD_QUESTION, QUIZ_NOT_IN_QUESTION or QUIZ_REPEATED_ACTIVITY.',
        body: CareerQuizResultBody,
        response: { 200: CareerQuizResultResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const lang = request.body.lang ?? 'en';
      const activities = await app.repos.activities.all();
      const bank = new Map<string, RiasecType>(
        activities
          .filter((a) => (RIASEC_TYPES as readonly string[]).includes(a.type))
          .map((a) => [a.key, a.type as RiasecType]),
      );
      let picks;
      try {
        picks = validateAnswers(request.body.selections, bank);
      } catch (error) {
        if (error instanceof QuizInputError) {
          throw new AppError(400, error.code, error.message, [{ field: error.field, message: error.message }]);
        }
        throw error;
      }
      const profile = profileOf(picks);
      const rows = await app.db
        .selectFrom('jobs')
        .select(['id', 'slug', 'slug_bm', 'name', 'name_bm', 'industry_id', 'tvet', 'riasec', 'holland_code'])
        .where('retired_at', 'is', null)
        .orderBy('id')
        .execute();
      const ranked = rankJobs(
        profile,
        rows.map((row) => ({ ...row, riasec: row.riasec as Scores, hollandCode: row.holland_code })),
      );
      reply.header('cache-control', 'no-store');
      return {
        data: {
          ...profile,
          jobs: ranked.map((job) => ({
            id: job.id,
            slug: lang === 'ms' ? job.slug_bm : job.slug,
            name: lang === 'ms' ? job.name_bm : job.name,
            industry: job.industry_id,
            tvet: job.tvet,
            holland_code: job.holland_code,
            match: job.match,
            shared: job.shared,
          })),
        },
      };
    },
  );
};
