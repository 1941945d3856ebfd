import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError } from '../../plugins/errors.js';
import type { CatalogueJob } from '../../repositories/index.js';
import { errorResponses, listOf } from '../../schemas/common.js';
import { PersonalityResult, PersonalityType } from './schemas.js';

const RECOMMENDED_JOBS = 20;

/**
 * How well a job's Holland code fits a result code: a letter counts 3/2/1 by its place in the
 * job's code (first/second/third); the primary letter weighs 10, the secondary 6, so a job
 * holding both letters near the front beats one that only leads with the primary.
 */
export function personalityFit(hollandCode: string, code: string): number {
  const weight = (letter: string | undefined) => {
    if (!letter) return 0;
    const at = hollandCode.indexOf(letter);
    return at < 0 ? 0 : 3 - at;
  };
  return 10 * weight(code[0]) + 6 * weight(code[1]);
}

function recommend(jobs: readonly CatalogueJob[], code: string) {
  return jobs
    .map((job) => ({ job, fit: personalityFit(job.hollandCode, code) }))
    .filter((j) => j.fit > 0)
    .sort((a, b) => b.fit - a.fit || a.job.item.name.localeCompare(b.job.item.name, 'en'))
    .slice(0, RECOMMENDED_JOBS)
    .map((j) => j.job.item);
}

export const personalityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { personality, catalogue } = app.repos;

  app.get(
    '/personality-types',
    {
      schema: {
        tags: ['quiz'],
        summary: 'The six interest types (RIASEC), in R I A S E C order',
        response: { 200: listOf(PersonalityType), ...errorResponses },
      },
    },
    async () => ({ data: await personality.types() }),
  );

  app.get(
    '/personality-types/:code',
    {
      schema: {
        tags: ['quiz'],
        summary: 'A quiz result: one type ("R") or a primary+secondary pair ("RI"), with recommended jobs',
        params: Type.Object({
          code: Type.String({ pattern: '^[RIASECriasec]{1,2}$', description: 'e.g. R or RI' }),
        }),
        response: { 200: Type.Object({ data: PersonalityResult }), ...errorResponses },
      },
    },
    async (request) => {
      const code = request.params.code.toUpperCase();
      if (code.length === 2 && code[0] === code[1]) {
        throw new AppError(404, 'PERSONALITY_TYPE_NOT_FOUND', 'A pair needs two different types');
      }
      const types = [];
      for (const letter of code) {
        const type = await personality.type(letter);
        if (!type) throw new AppError(404, 'PERSONALITY_TYPE_NOT_FOUND', `No personality type ${letter}`);
        types.push(type);
      }
      const pair = code.length === 2 ? await personality.pair(code) : null;
      return {
        data: {
          code,
          types,
          pair,
          jobs: recommend(catalogue.all(), code),
        },
      };
    },
  );
};
