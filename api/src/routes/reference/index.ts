import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { SUBJECT_MATCH, matchSubjects, normaliseSubjectCodes } from '../../content/subject-match.js';
import { AppError } from '../../plugins/errors.js';
import { LangSchema, errorResponses, listOf } from '../../schemas/common.js';
import { Industry, Subject, SubjectMatchResponse } from './schemas.js';

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reference, catalogue } = app.repos;

  app.get(
    '/industries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Industries, in content order',
        response: { 200: listOf(Industry), ...errorResponses },
      },
    },
    async () => {
      const counts = new Map<string, number>();
      for (const job of catalogue.all()) {
        counts.set(job.item.industry, (counts.get(job.item.industry) ?? 0) + 1);
      }
      const industries = await reference.industries();
      return { data: industries.map((i) => ({ ...i, job_count: counts.get(i.id) ?? 0 })) };
    },
  );

  app.get(
    '/subjects',
    {
      schema: {
        tags: ['reference'],
        summary: 'SPM subjects, in content order',
        response: { 200: listOf(Subject), ...errorResponses },
      },
    },
    async () => ({ data: await reference.subjects() }),
  );

  app.get(
    '/subject-match',
    {
      schema: {
        tags: ['quiz'],
        summary: 'Jobs ranked by how well chosen SPM subjects fit them (content/subject-match.md)',
        querystring: Type.Object({
          subjects: Type.String({
            minLength: 1,
            maxLength: 400,
            pattern: '^[A-Za-z0-9_ ]+(,[A-Za-z0-9_ ]*)*$',
            description: 'Comma-separated subject codes, 1 to 15 distinct, e.g. BIO,CHEM,MATH',
          }),
          limit: Type.Optional(
            Type.Integer({ minimum: 1, maximum: SUBJECT_MATCH.maxLimit, default: SUBJECT_MATCH.defaultLimit }),
          ),
          lang: Type.Optional(LangSchema),
        }),
        response: {
          200: SubjectMatchResponse,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const codes = normaliseSubjectCodes(request.query.subjects.split(','));
      if (codes.length < SUBJECT_MATCH.minCodes || codes.length > SUBJECT_MATCH.maxCodes) {
        throw new AppError(
          400,
          'VALIDATION_FAILED',
          `Choose ${SUBJECT_MATCH.minCodes} to ${SUBJECT_MATCH.maxCodes} subjects (got ${codes.length})`,
          [{ field: 'querystring.subjects', message: `must hold 1 to 15 distinct codes` }],
        );
      }
      const all = await reference.subjects();
      const known = new Set(all.map((s) => s.code));
      const unknown = codes.filter((c) => !known.has(c));
      if (unknown.length > 0) {
        throw new AppError(400, 'UNKNOWN_SUBJECT', `Unknown subject code(s): ${unknown.join(', ')}`, [
          { field: 'querystring.subjects', message: `unknown: ${unknown.join(', ')}` },
        ]);
      }
      const matches = matchSubjects(
        catalogue.all().map((j) => ({ id: j.item.id, name: j.item.name, subjects: j.subjects, job: j })),
        codes,
        new Set(all.filter((s) => s.group === 'core').map((s) => s.code)),
      );
      const limit = request.query.limit ?? SUBJECT_MATCH.defaultLimit;
      return {
        total: matches.length,
        fits: matches.filter((m) => m.fit).length,
        data: matches.slice(0, limit).map(({ job: { job }, ...m }) => ({
          id: job.item.id,
          slug: job.item.slug,
          slug_bm: job.item.slug_bm,
          name: job.item.name,
          name_bm: job.item.name_bm,
          industry: job.item.industry,
          score: m.score,
          match_percent: m.match_percent,
          fit: m.fit,
          matched: m.matched,
          missing_essential: m.missing_essential,
          tvet: job.tvet,
          entry_subjects: job.entrySubjects,
          routes: job.routes,
        })),
      };
    },
  );
};
