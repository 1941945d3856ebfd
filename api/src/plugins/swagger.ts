import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Type from 'typebox';
import { errorResponses } from '../schemas/common.js';

export interface SwaggerPluginOptions {
  apiBase: string;
  apiVersion: string;
}

/**
 * OpenAPI 3 generated from the routes' own schemas: browsable at {base}/docs, raw JSON at
 * {base}/openapi.json. Must be registered before the routes so it sees them.
 */
export const swaggerPlugin = fp<SwaggerPluginOptions>(
  async (app: FastifyInstance, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Career site API',
          description:
            'Jobs, quizzes, funding and events for the bilingual (English/Malay) career-guidance site. ' +
            'Errors always have the shape { error: { code, message, messageKey } }.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
        tags: [
          { name: 'health', description: 'Liveness and database status' },
          { name: 'jobs', description: 'Job list, search, job guides, directory' },
          { name: 'quiz', description: 'Career quiz and subject match' },
          { name: 'reference', description: 'Industries and SPM subjects' },
          { name: 'content', description: 'Funding, events, white papers' },
        ],
      },
      refResolver: {
        // Shared schemas keep their names (ErrorBody) in components.schemas.
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });

    await app.register(swaggerUi, {
      routePrefix: `${opts.apiBase}/docs`,
      staticCSP: true,
      // The docs are also read over plain http on a developer's machine.
      // Plain http on a developer's machine; no <base> on the page (issue 22 item 7).
      transformStaticCSP: (header) =>
        header.replace(/\s*upgrade-insecure-requests;?/, '').replace("base-uri 'self'", "base-uri 'none'"),
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });

    app.get(
      `${opts.apiBase}/openapi.json`,
      {
        schema: {
          hide: true,
          response: { 200: Type.Object({}, { additionalProperties: true }), ...errorResponses },
        },
      },
      async () => app.swagger(),
    );
  },
  { name: 'swagger', dependencies: ['errors'] },
);
