import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from './errors.js';

export interface SecurityPluginOptions {
  /** Shared rate-limit counters for several API processes; memory when null. */
  redisUrl: string | null;
}

/**
 * External plugins every route relies on: security headers, rate limiting and sensible's
 * HTTP helpers.
 *
 * Rate limiting is installed but opt-in per route (`config: { rateLimit: { max, timeWindow } }`):
 * read routes stay unlimited because whole schools share one address; the write routes of the
 * accounts work (login, registration, …) set their own limits.
 */
export const securityPlugin = fp<SecurityPluginOptions>(
  async (app: FastifyInstance, opts) => {
    await app.register(helmet, {
      // Strict for JSON: nothing may load or frame an API response. The docs pages replace it
      // with their own (swagger-ui staticCSP).
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      // The shell and remotes on other local ports are same-site and may show our images.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    let redis: Redis | null = null;
    if (opts.redisUrl) {
      redis = new Redis(opts.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      });
      // Counting falls back to allowing the request (skipOnError) while Redis is away.
      redis.on('error', (error) => app.log.warn({ code: (error as NodeJS.ErrnoException).code }, 'redis error'));
      app.addHook('onClose', async () => {
        await redis?.quit().catch(() => redis?.disconnect());
      });
    }

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'career-api-rl-' } : {}),
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, 'RATE_LIMITED', `Too many requests; try again in ${context.after}`),
    });

    await app.register(sensible);
  },
  { name: 'security', dependencies: ['errors'] },
);
