import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { normalise } from '../../content/normalise.js';
import { matchesEtag } from '../../http/etag.js';
import { acceptedEncoding, type PrecompressedAnswer } from '../../http/precompressed.js';
import { AppError } from '../../plugins/errors.js';
import { JobListItem, LangSchema, errorResponses, listOf, type JobListItemType } from '../../schemas/common.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DirectoryGroup, JobDetail, JobListQuery, SearchIndex } from './schemas.js';

/**
 * Sends an answer made once per catalogue version (decision 395): 304 when the browser has it,
 * else its kept brotli or gzip bytes, or the JSON text for a client that accepts neither.
 */
async function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PrecompressedAnswer,
  cacheControl = 'no-cache',
) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

export const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { catalogue, jobs, reference } = app.repos;

  app.get(
    '/search-index',
    {
      schema: {
        tags: ['jobs'],
        summary: 'The in-browser job search index (both languages)',
        description:
          'Every live job in columns: id, names, slugs, industry, data statuses and normalised synonyms (decision 395). One answer per catalogue version, with a strong ETag (If-None-Match → 304) and brotli or gzip made once.',
        response: { 200: SearchIndex, ...errorResponses },
      },
    },
    async (request, reply) => sendPrecompressed(request, reply, catalogue.searchIndexAnswer()),
  );

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
        description:
          "Every industry that has jobs, with its count of jobs and of TVET jobs. With limit: only the first `limit` jobs of the whole list are included (the directory page's first screenfuls); the counts stay whole. One answer per catalogue version, with a strong ETag (If-None-Match → 304), compressed once.",
        querystring: Type.Object({
          lang: Type.Optional(LangSchema),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
        }),
        response: { 200: listOf(DirectoryGroup), ...errorResponses },
      },
    },
    async (request, reply) => {
      const answer = catalogue.directoryAnswer(
        request.query.lang ?? 'en',
        await reference.industries(),
        request.query.limit,
      );
      return sendPrecompressed(request, reply, answer);
    },
  );
};
