import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { accountsPlugin } from './accounts/plugin.js';
import { accountsRoutes } from './accounts/routes.js';
import { analyticsRoutes } from './analytics/plugin.js';
import { fastifyTrustProxy, loadConfig, type Config } from './config.js';
import type { DatabaseHandle } from './db/create-db.js';
import { dbPlugin } from './plugins/db.js';
import { errorBody, errorsPlugin } from './plugins/errors.js';
import { overloadPlugin } from './plugins/overload.js';
import { lifecyclePlugin } from './plugins/lifecycle.js';
import { clientErrorHandler, inputGuardPlugin } from './plugins/input-guard.js';
import { repositoriesPlugin } from './plugins/repositories.js';
import { API_SECURITY_HEADERS, PERMISSIONS_POLICY, securityPlugin } from './plugins/security.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { affinityRoutes } from './routes/affinity/index.js';
import { careerQuizRoutes } from './routes/career-quiz/index.js';
import { eventsRoutes } from './routes/events/index.js';
import { fundingRoutes } from './routes/funding/index.js';
import { healthRoutes } from './routes/health/index.js';
import { jobsRoutes } from './routes/jobs/index.js';
import { personalityRoutes } from './routes/personality/index.js';
import { referenceRoutes } from './routes/reference/index.js';
import { whitePapersRoutes } from './routes/white-papers/index.js';

export interface BuildAppOptions {
  /** Settings on top of the environment (see config.ts). */
  config?: Partial<Config>;
  /** Read settings from this environment instead of process.env. */
  env?: Record<string, string | undefined>;
  /** An open database to use (tests); the caller closes it. Otherwise the config's is opened. */
  database?: DatabaseHandle;
  /** Load the content files into the database before serving. Default: config.seedOnStart. */
  seed?: boolean;
  /** Extra Fastify options (e.g. a custom logger instance). */
  fastify?: FastifyServerOptions;
}

/** The API's Fastify instance, typed for TypeBox route schemas. */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The request log names the path, never the query string or body (they may hold user data). */
export const logSerializers = {
  req(request: { method: string; url: string; id: string }) {
    return { method: request.method, path: request.url.split('?')[0], id: request.id };
  },
  res(reply: { statusCode: number }) {
    return { statusCode: reply.statusCode };
  },
  /**
   * Errors keep their type, message, code and stack, never their other fields: a database error
   * carries the query's parameters (an email, a password hash) and must not reach the log.
   */
  err(error: Error & { code?: string }) {
    return { type: error.name, message: error.message, code: error.code, stack: error.stack ?? '' };
  },
};

/** The origins allowed by CORS: the site's own (as configured) plus CORS_ORIGINS. */
export function corsOriginsOf(config: Config): string[] {
  const { publicUrl, siteUrl, redirectOrigins } = config.accounts;
  const origins = [publicUrl, siteUrl, ...redirectOrigins, ...config.corsOrigins]
    .filter((value): value is string => Boolean(value))
    .map((value) => new URL(value).origin);
  return [...new Set(origins)];
}

/**
 * Builds the API: external plugins (errors, security headers, CORS), then the
 * database, repositories and content, then the routes under {API_BASE}{API_VERSION}.
 * The returned instance is not listening; call listen() (server.ts) or inject() (tests), or
 * mount it in another server. More routes may be registered before it is ready.
 */
export function buildApp(options: BuildAppOptions = {}): ApiApp {
  const config = loadConfig(options.env ?? process.env, options.config);

  const fastifyOptions: FastifyServerOptions = {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    bodyLimit: config.bodyLimit,
    // A hop count becomes a function (Fastify treats a bare number as "trust nobody"): decision 282.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Quiet, bounded defaults for a public JSON API.
    return503OnClosing: true,
    // Opening the embedded database (WebAssembly) and migrating can outlast Fastify's 10 s plugin
    // limit on a busy machine; a slow start must not become a failed one (docs/decisions/032).
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: {
      customOptions: {
        // Query strings arrive as text: "page=2" becomes 2, one value becomes an array if asked.
        coerceTypes: 'array',
        useDefaults: true,
        // Unknown fields are refused where a schema says additionalProperties: false (bodies),
        // never silently dropped.
        removeAdditional: false,
        allErrors: false,
      },
    },
    // A path that is not valid percent-encoded UTF-8 never reaches a route or the error
    // handler; answer it in the shared error shape too.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .headers({ ...API_SECURITY_HEADERS, 'permissions-policy': PERMISSIONS_POLICY })
        .code(400)
        .type('application/json; charset=utf-8')
        .send(errorBody('BAD_REQUEST', 'The URL is malformed'));
    },
    // What Node's HTTP parser refuses (431, malformed requests) in the shared error shape too.
    clientErrorHandler,
    ...options.fastify,
  };
  const app = Fastify(fastifyOptions).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true believes any X-Forwarded-For: clients choose their own address (refused in production)',
    );
  }

  app.register(errorsPlugin);
  app.register(inputGuardPlugin);
  app.register(securityPlugin, {
    corsOrigins: corsOriginsOf(config),
    allowLoopbackOrigins: !config.accounts.production,
  });
  // Load shedding: after the security headers, so a refused request carries them too.
  app.register(overloadPlugin, {
    apiBase: config.apiBase,
    maxEventLoopDelayMs: config.overloadMaxEventLoopDelayMs,
    maxHeapMb: config.overloadMaxHeapMb,
  });
  // The API's documentation: off in production unless API_DOCS=true (issue 22 item 7).
  if (config.apiDocs) app.register(swaggerPlugin, { apiBase: config.apiBase, apiVersion: config.apiVersion });

  app.register(dbPlugin, { config, ...(options.database ? { database: options.database } : {}) });
  // /health/live and /health/ready, and the draining state SIGTERM sets (decision 323).
  app.register(lifecyclePlugin);
  app.register(repositoriesPlugin, {
    contentDir: config.contentDir,
    seedOnStart: options.seed ?? config.seedOnStart,
  });

  app.register(accountsPlugin);

  const versioned = `${config.apiBase}${config.apiVersion}`;
  app.register(healthRoutes);
  if (config.apiBase) app.register(healthRoutes, { prefix: config.apiBase });
  app.register(affinityRoutes, {
    prefix: config.apiBase,
    apiBase: config.apiBase,
    contentDir: config.contentDir,
  });
  app.register(jobsRoutes, { prefix: versioned });
  app.register(referenceRoutes, { prefix: versioned });
  app.register(personalityRoutes, { prefix: versioned });
  app.register(careerQuizRoutes, { prefix: versioned });
  app.register(fundingRoutes, { prefix: versioned });
  app.register(eventsRoutes, { prefix: versioned });
  app.register(whitePapersRoutes, { prefix: versioned });
  app.register(accountsRoutes, { apiBase: config.apiBase, apiVersion: config.apiVersion });
  app.register(analyticsRoutes, { routesPrefix: versioned });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration this app was built with. */
    config: Config;
  }
}
