import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { AppError } from '../../plugins/errors.js';
import { Bilingual, errorResponses, listOf } from '../../schemas/common.js';

const WhitePaperSummary = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  slug_bm: Type.String(),
  title: Bilingual,
  summary: Bilingual,
  published_on: Type.String({ description: 'YYYY-MM-DD' }),
  example: Type.Boolean({ description: 'A development example, labelled "Example" on the site' }),
});

const WhitePaper = Type.Object({
  ...WhitePaperSummary.properties,
  body: Type.Object(Bilingual.properties, { description: 'Markdown, per language' }),
});

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
