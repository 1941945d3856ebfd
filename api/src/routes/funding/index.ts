import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { OLD_INCOME_GROUPS } from '../../content/funding-ids.js';
import { FUNDING_LEVELS, FUNDING_TYPES, INCOME_BANDS } from '../../content/schemas.js';
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
          'Entries that list no fields have no known restriction there and match that filter, as do entries whose fields are ["any"]. The income band leaves out only entries whose stated household ceiling (eligibility.income_limit) is at or below the band\'s floor. income_group (B40, M40, T20) is the old parameter: M40 and T20 mean 7000-10000 and above-10000; B40 ("below RM7,000") spans two bands and is ignored.',
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100, description: 'Words in name, provider or description' })),
          type: Type.Optional(Type.Enum(FUNDING_TYPES)),
          level: Type.Optional(Type.Enum(FUNDING_LEVELS)),
          field: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,60}$', description: 'A field id' })),
          income: Type.Optional(Type.Enum(INCOME_BANDS, { description: 'Household income a month, RM' })),
          income_group: Type.Optional(Type.Enum(['B40', 'M40', 'T20'], { description: 'Deprecated: use income' })),
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
      const { income_group: old, ...query } = request.query;
      const income = query.income ?? (old ? (OLD_INCOME_GROUPS[old] ?? undefined) : undefined);
      const { rows, total } = await funding.search({ ...query, income, page, page_size: pageSize });
      return { data: rows, page, page_size: pageSize, total };
    },
  );
};
