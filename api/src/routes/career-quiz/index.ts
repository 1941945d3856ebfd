import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RIASEC_TYPES, type RiasecType } from '../../content/schemas.js';
import type { Bilingual } from '../../db/types.js';
import { AppError } from '../../plugins/errors.js';
import {
  QuizInputError,
  profileOf,
  rankJobs,
  validateAnswers,
  validatePicks,
  type Pick,
  type Scores,
} from '../../quiz/scoring.js';
import { RETIRED_ACTIVITIES } from '../../quiz/retired-activities.js';
import { typicalTaskIndex, wantedTypes } from '../../quiz/typical-task.js';
import { limitIp } from '../../accounts/route-helpers.js';
import { errorResponses } from '../../schemas/common.js';
import { CareerQuizResultBody, CareerQuizResultResponse, SharedResultQuery } from './schemas.js';

type Lang = 'en' | 'ms';

/**
 * The quiz bank for scoring: activity key → its type and bilingual label, the current activities
 * first, then the retired ones (so answers given before a bank change still score; decision 298).
 */
async function quizBank(app: FastifyInstance) {
  const activities = await app.repos.activities.all();
  const known = activities.filter((a) => (RIASEC_TYPES as readonly string[]).includes(a.type));
  const types = new Map<string, RiasecType>(known.map((a) => [a.key, a.type as RiasecType]));
  const labels = new Map<string, Bilingual>(known.map((a) => [a.key, a.label as Bilingual]));
  for (const retired of RETIRED_ACTIVITIES) {
    if (types.has(retired.key)) continue;
    types.set(retired.key, retired.type);
    labels.set(retired.key, retired.label);
  }
  return { types, labels };
}

/** Runs a validator; its QuizInputError becomes a 400 with the error's own code. */
function checked<T>(validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    if (error instanceof QuizInputError) {
      throw new AppError(400, error.code, error.message, [{ field: error.field, message: error.message }]);
    }
    throw error;
  }
}

interface KnowledgeByLang {
  en?: { day_to_day?: string[] } | null;
  ms?: { day_to_day?: string[] } | null;
}

/** The profile, every job ranked (decision 060) and, per job, what the result page shows. */
async function scoreResult(app: FastifyInstance, picks: Pick[], labels: Map<string, Bilingual>, lang: Lang) {
  const profile = profileOf(picks);
  const rows = await app.db
    .selectFrom('jobs')
    .innerJoin('industries', 'industries.id', 'jobs.industry_id')
    .select([
      'jobs.id',
      'jobs.slug',
      'jobs.slug_bm',
      'jobs.name',
      'jobs.name_bm',
      'jobs.industry_id',
      'industries.name as industry_en',
      'industries.name_bm as industry_ms',
      'jobs.tvet',
      'jobs.riasec',
      'jobs.holland_code',
      'jobs.summary',
      'jobs.knowledge',
    ])
    .where('jobs.retired_at', 'is', null)
    .orderBy('jobs.id')
    .execute();
  const ranked = rankJobs(
    profile,
    rows.map((row) => ({ ...row, riasec: row.riasec as Scores, hollandCode: row.holland_code })),
  );
  /** The day-to-day task for this card (decision 250): the one of the shared or the job's own type. */
  const duty = (job: (typeof ranked)[number]): string | null => {
    const knowledge = job.knowledge as KnowledgeByLang | null;
    const tasks = knowledge?.[lang]?.day_to_day ?? [];
    if (tasks.length === 0) return null;
    const english = knowledge?.en?.day_to_day ?? [];
    const wanted = wantedTypes(profile.flat ? [] : job.shared, job.holland_code);
    // The Malay list is written item for item like the English one; if the lengths ever differ,
    // the index cannot be trusted and the guide's first task is shown.
    const index = english.length === tasks.length ? typicalTaskIndex(english, wanted) : 0;
    return tasks[index] ?? tasks[0]!;
  };
  // The pair's text comes with the result: the page would otherwise ask for it once it knows the
  // code, one more round trip before the result shows (decision 355).
  const pair = profile.code?.length === 2 ? await app.repos.personality.pair(profile.code) : null;
  return {
    ...profile,
    pair: pair ? { code: pair.code, about: pair.about, work: pair.work } : null,
    picks: picks.map((p) => ({
      question: p.question,
      activity: p.activity,
      type: p.type,
      label: labels.get(p.activity)?.[lang] ?? labels.get(p.activity)?.en ?? p.activity,
    })),
    jobs: ranked.map((job) => ({
      id: job.id,
      slug: lang === 'ms' ? job.slug_bm : job.slug,
      name: lang === 'ms' ? job.name_bm : job.name,
      ref: { slug: job.slug, slug_bm: job.slug_bm, name: job.name, name_bm: job.name_bm },
      industry: job.industry_id,
      industry_name: lang === 'ms' ? job.industry_ms : job.industry_en,
      tvet: job.tvet,
      summary: (job.summary as Bilingual | null)?.[lang] ?? null,
      duty: duty(job),
      holland_code: job.holland_code,
      riasec: job.riasec,
      match: job.match,
      shared: job.shared,
    })),
  };
}

const ERROR_CODES =
  'QUIZ_WRONG_COUNT, QUIZ_DUPLICATE_QUESTION, QUIZ_UNKNOWN_ACTIVITY, QUIZ_BAD_QUESTION, ' +
  'QUIZ_NOT_IN_QUESTION or QUIZ_REPEATED_ACTIVITY';

/**
 * POST {base}{version}/career-quiz/result: the seven answers → six type scores, the code and
 * every job ranked by fit (decision 060; the method and worked examples in
 * content/quiz-scoring.md). GET …/result?picks=: the same result from the seven picked activities
 * alone, for a shared link (decision 085). Both read the quiz bank and the jobs; write nothing.
 */
export const careerQuizRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Scoring costs CPU: limited per address like the accounts routes (decision 281), 429 + Retry-After.
  const limited = limitIp(app, 'quizScore');

  app.post(
    '/career-quiz/result',
    {
      onRequest: limited,
      schema: {
        tags: ['quiz'],
        summary: 'Score the career quiz: type scores, primary and secondary type, jobs ranked by fit',
        description:
          'Each selection names the activity chosen (generate-affinity label) and the six shown. ' +
          `Bad answers → 400 with ${ERROR_CODES}.`,
        body: CareerQuizResultBody,
        response: { 200: CareerQuizResultResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const bank = await quizBank(app);
      const picks = checked(() => validateAnswers(request.body.selections, bank.types));
      reply.header('cache-control', 'no-store');
      return { data: await scoreResult(app, picks, bank.labels, request.body.lang ?? 'en') };
    },
  );

  app.get(
    '/career-quiz/result',
    {
      onRequest: limited,
      schema: {
        tags: ['quiz'],
        summary: 'A shared quiz result: the same scores, code and ranked jobs from the seven picked activities',
        description:
          'picks = the seven picked activity keys in question order, joined by "-". Not exactly seven → ' +
          '400 QUIZ_WRONG_COUNT; an unknown key → QUIZ_UNKNOWN_ACTIVITY; a key twice → QUIZ_REPEATED_ACTIVITY.',
        querystring: SharedResultQuery,
        response: { 200: CareerQuizResultResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const bank = await quizBank(app);
      const picks = checked(() => validatePicks(request.query.picks.split('-'), bank.types));
      // Content only changes with a seed: a shared link may be cached briefly.
      reply.header('cache-control', 'public, max-age=300');
      return { data: await scoreResult(app, picks, bank.labels, request.query.lang ?? 'en') };
    },
  );
};
