import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError } from '../../plugins/errors.js';
import { errorResponses, listOf } from '../../schemas/common.js';
import { WhitePaper, WhitePaperSummary } from './schemas.js';

export const whitePapersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { whitePapers } = app.repos;

  app.get(
    '/white-papers',
    {
      schema: {
        tags: ['content'],
        summary: 'White papers, newest first (without their bodies)',
        response: { 200: listOf(WhitePaperSummary), ...errorResponses },
      },
    },
    async () => ({ data: await whitePapers.list() }),
  );

  app.get(
    '/white-papers/:slug',
    {
      schema: {
        tags: ['content'],
        summary: 'One white paper by English or Malay slug',
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Type.Object({ data: WhitePaper }), ...errorResponses },
      },
    },
    async (request) => {
      const paper = await whitePapers.findBySlug(request.params.slug);
      if (!paper) throw new AppError(404, 'WHITE_PAPER_NOT_FOUND', 'No white paper has this slug');
      return { data: paper };
    },
  );
};
