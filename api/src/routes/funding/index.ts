import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponses } from '../../schemas/common.js';
import { FundingResponse } from './schemas.js';

export const fundingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { funding } = app.repos;

  app.get(
    '/funding',
    {
      schema: {
        tags: ['content'],
        summary: 'Scholarships, loans and grants, paginated in content order',
        description:
          'The whole list, a page at a time (page_size up to 100). It is not filtered here: the funding search ' +
          'filters the whole list in the browser (decisions 100, 314); the filter parameters it once took ' +
          '(q, type, level, field, income, income_group) are ignored.',
        querystring: Type.Object({
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        }),
        response: {
          200: FundingResponse,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.page_size ?? 20;
      const { rows, total } = await funding.list({ page, page_size: pageSize });
      return { data: rows, page, page_size: pageSize, total };
    },
  );
};
