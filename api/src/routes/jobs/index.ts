import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { normalise } from '../../content/normalise.js';
import { matchesEtag } from '../../http/etag.js';
import { AppError } from '../../plugins/errors.js';
import { JobListItem, LangSchema, errorResponses, listOf, type JobListItemType } from '../../schemas/common.js';
import { DirectoryGroup, JobDetail, JobListQuery } from './schemas.js';

export const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { catalogue, jobs, reference } = app.repos;

  app.get(
    '/job-list',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Job list and job search',
        description:
          'With search_term: matching jobs, best match first (exact > start of a word > inside a word > small typo). Without: every job sorted by name in the language.',
        querystring: JobListQuery,
        response: { 200: listOf(JobListItem), ...errorResponses },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? 'en';
      const term = request.query.search_term ?? '';
      // Served straight from the catalogue's arrays; nothing downstream mutates them.
      if (normalise(term)) return { data: catalogue.search(term, lang) as JobListItemType[] };
      // The whole list: one JSON text per catalogue version with its ETag, so a browser that has it
      // gets 304 and the site server compresses it once (site/src/compression.ts).
      const { json, etag } = catalogue.listAnswer(lang);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.get(
    '/job-updates',
    {
      schema: {
        tags: ['jobs'],
        summary: 'When each job guide last changed',
        description:
          'Every live job guide with its English and Malay slug and the date (YYYY-MM-DD) its content last changed, for sitemaps and caches.',
        response: {
          200: listOf(
            Type.Object({
              slug: Type.String(),
              slug_bm: Type.String(),
              updated_on: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
            }),
          ),
          ...errorResponses,
        },
      },
    },
    async () => ({
      data: catalogue.all().map((j) => ({ slug: j.item.slug, slug_bm: j.item.slug_bm, updated_on: j.updatedOn })),
    }),
  );

  app.get(
    '/jobs/:slug',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job guide, by English slug or Malay slug (slug_bm)',
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Type.Object({ data: JobDetail }), ...errorResponses },
      },
    },
    async (request) => {
      const job = await jobs.findBySlug(request.params.slug);
      if (!job) throw new AppError(404, 'JOB_NOT_FOUND', 'No job has this slug');
      return { data: job };
    },
  );

  app.get(
    '/directory',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Every job grouped by industry (industries and jobs sorted by name in the language)',
        querystring: Type.Object({ lang: Type.Optional(LangSchema) }),
        response: { 200: listOf(DirectoryGroup), ...errorResponses },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? 'en';
      const industries = await reference.industries();
      const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
      const key = lang === 'ms' ? 'name_bm' : 'name';
      const byIndustry = new Map<string, (JobListItemType & { tvet: boolean })[]>();
      for (const item of catalogue.list(lang)) {
        const group = byIndustry.get(item.industry) ?? [];
        group.push({ ...item, tvet: catalogue.byJobId(item.id)?.tvet ?? false });
        byIndustry.set(item.industry, group);
      }
      const data = industries
        .filter((i) => byIndustry.has(i.id))
        .sort((a, b) => collator.compare(a[key], b[key]))
        .map((i) => ({ ...i, jobs: byIndustry.get(i.id)! }));
      return { data };
    },
  );
};
