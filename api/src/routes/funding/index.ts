import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { FUNDING_LEVELS, FUNDING_TYPES, INCOME_GROUPS } from '../../content/schemas.js';
import { errorResponses } from '../../schemas/common.js';
import { FundingResponse } from './schemas.js';

export const fundingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { funding } = app.repos;

  app.get(
    '/funding',
    {
      schema: {
        tags: ['content'],
        summary: 'Scholarships, loans and grants, filtered and paginated',
        description:
          'Entries that list no fields or no income groups have no known restriction there and match those filters; so do entries whose fields or income_groups are ["any"] (stated open to all).',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100, description: 'Words in name, provider or description' })),
          type: Type.Optional(Type.Enum(FUNDING_TYPES)),
          level: Type.Optional(Type.Enum(FUNDING_LEVELS)),
          field: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'A field id' })),
          income_group: Type.Optional(Type.Enum(INCOME_GROUPS)),
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
      const { rows, total } = await funding.search({ ...request.query, page, page_size: pageSize });
      return { data: rows, page, page_size: pageSize, total };
    },
  );
};
