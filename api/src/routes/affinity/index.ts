import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { CONTENT_FILES } from '../../content/loader.js';
import { AppError } from '../../plugins/errors.js';
import { errorResponses } from '../../schemas/common.js';
import { NotEnoughActivitiesError, generateAffinity } from './generate.js';
import { GenerateAffinityResponse } from './schemas.js';
import { matchesEtag } from '../../http/etag.js';

export interface AffinityRoutesOptions {
  apiBase: string;
  contentDir: string;
}

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";
const YEAR = 365 * 24 * 60 * 60;

/**
 * GET {base}/data/generate-affinity (the spec's own route: no version prefix) and the quiz
 * pictures under {base}/assets/activities/. Picture URLs carry a content hash (?v=…), so a
 * matching request may be cached for a year; a changed picture gets a new URL.
 */
export const affinityRoutes: FastifyPluginAsyncTypebox<AffinityRoutesOptions> = async (app, opts) => {
  const imagesDir = join(opts.contentDir, CONTENT_FILES.activityImages);
  const versions = new Map<string, { stamp: string; hash: string }>();

  /** Content hash of a picture, recomputed only when the file changes. Null when missing. */
  async function version(file: string): Promise<string | null> {
    let info;
    try {
      info = await stat(join(imagesDir, file));
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const stamp = `${info.size}:${info.mtimeMs}`;
    const known = versions.get(file);
    if (known?.stamp === stamp) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(join(imagesDir, file)))
      .digest('hex')
      .slice(0, 12);
    versions.set(file, { stamp, hash });
    return hash;
  }

  app.get(
    '/data/generate-affinity',
    {
      schema: {
        tags: ['quiz'],
        summary: 'A fresh career quiz: 7 questions × 6 pictures, one per interest type',
        response: { 200: GenerateAffinityResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      const activities = await app.repos.activities.all();
      const hashes = new Map<string, string | null>();
      await Promise.all(activities.map(async (a) => hashes.set(a.image, await version(a.image))));
      try {
        const data = generateAffinity(activities, (file) => {
          const v = hashes.get(file);
          return `${opts.apiBase}/assets/activities/${file}${v ? `?v=${v}` : ''}`;
        });
        reply.header('cache-control', 'no-store');
        return { data };
      } catch (error) {
        if (error instanceof NotEnoughActivitiesError) {
          throw new AppError(503, 'QUIZ_UNAVAILABLE', 'The quiz is not available right now');
        }
        throw error;
      }
    },
  );

  app.get(
    '/assets/activities/:file',
    {
      schema: {
        tags: ['quiz'],
        summary: 'A quiz picture (SVG)',
        params: Type.Object({ file: Type.String({ pattern: '^[a-z0-9_-]{1,100}\\.svg$' }) }),
        querystring: Type.Object({ v: Type.Optional(Type.String({ maxLength: 64 })) }),
        response: {
          200: {
            description: 'The picture',
            content: { 'image/svg+xml': { schema: Type.String() } },
          },
          304: { description: 'Not modified', type: 'null' },
          ...errorResponses,
        },
        // A per-content-type response (image/svg+xml) is valid Fastify and OpenAPI, but the
        // TypeBox type provider only types JSON schemas; params and query are read with casts.
      } as never,
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const { v } = request.query as { v?: string };
      const hash = await version(file);
      if (!hash) throw new AppError(404, 'ASSET_NOT_FOUND', 'No such picture');
      const etag = `"${hash}"`;
      reply
        .header('etag', etag)
        .header('cache-control', v === hash ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300')
        .header('content-security-policy', SVG_CSP)
        .header('x-content-type-options', 'nosniff');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      const body = await readFile(join(imagesDir, file));
      return reply.type('image/svg+xml').send(body);
    },
  );
};
