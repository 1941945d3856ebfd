import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody } from './errors.js';

export interface OverloadPluginOptions {
  apiBase: string;
  /** Mean event-loop delay (ms) over one sample above which API requests are refused; 0: off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (MB) above which API requests are refused; 0: off. */
  maxHeapMb: number;
  /** How often the loop delay and the heap are sampled (ms). */
  sampleIntervalMs?: number;
}

/** What a refused request is told: come back in this many seconds. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * Load shedding (issue 22 item 1, docs/decisions/270) with @fastify/under-pressure, as
 * fastify/demo does: when the event loop has been late by more than OVERLOAD_MAX_EVENT_LOOP_DELAY_MS
 * on average over the last sample, or the heap is past OVERLOAD_MAX_HEAP_MB, a new API request
 * answers at once 503 SERVER_BUSY with Retry-After instead of queueing behind the
 * work already accepted; /health says so (503, busy: true). Pages and static files are still
 * served (cheap, from memory).
 * One warning per episode in the log, not one per refused request.
 */
export const overloadPlugin = fp<OverloadPluginOptions>(
  async (app: FastifyInstance, opts) => {
    if (opts.maxEventLoopDelayMs <= 0 && opts.maxHeapMb <= 0) {
      app.decorate('overloaded', () => false);
      return;
    }
    const api = opts.apiBase;
    const isApi = (request: FastifyRequest) => {
      if (!api) return true;
      const path = request.url.split('?')[0] ?? '/';
      return path === api || path.startsWith(`${api}/`);
    };
    const isHealth = (request: FastifyRequest) => {
      const path = request.url.split('?')[0] ?? '/';
      return path === '/health' || path === `${api}/health`;
    };

    // Opening the database and seeding keep the loop busy before the server serves; that is not
    // load. Samples count from one full sample after the app is ready.
    const sampleIntervalMs = opts.sampleIntervalMs ?? 500;
    let armedAt = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      armedAt = Date.now() + 2 * sampleIntervalMs;
    });
    // Only a listening server has connections to protect: an app driven by inject() (tests,
    // a host that embeds the API) runs its requests in microtasks and would see its own driver
    // as a stalled loop.
    const armed = () => Date.now() >= armedAt && app.server.listening;

    let episode: { since: number; refused: number; type: string } | null = null;
    let lastRefusal = 0;
    const QUIET_MS = 10_000;
    const endEpisode = () => {
      if (episode) {
        app.log.warn(
          { refused: episode.refused, seconds: Math.round((lastRefusal - episode.since) / 1000) },
          'overload over: requests accepted again',
        );
      }
      episode = null;
    };
    const checker = setInterval(() => {
      if (episode && Date.now() - lastRefusal > QUIET_MS) endEpisode();
    }, 1000);
    checker.unref();
    app.addHook('onClose', async () => clearInterval(checker));

    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxHeapUsedBytes: opts.maxHeapMb * 1024 * 1024,
      sampleInterval: sampleIntervalMs,
      retryAfter: OVERLOAD_RETRY_AFTER_SECONDS,
      // A returned value is sent as the answer; undefined lets the request through.
      pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
        // /health answers for itself, in its own shape (busy: true), see routes/health.
        if (!isApi(request) || isHealth(request) || !armed()) return undefined;
        const now = Date.now();
        lastRefusal = now;
        if (!episode) {
          episode = { since: now, refused: 0, type };
          app.log.warn(
            { type, value: typeof value === 'number' ? Math.round(value) : value },
            'overloaded: refusing API requests with 503 SERVER_BUSY',
          );
        }
        episode.refused += 1;
        reply
          .code(503)
          .header('retry-after', String(OVERLOAD_RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .type('application/json; charset=utf-8');
        return errorBody('SERVER_BUSY', 'The service is busy; try again in a few seconds');
        // under-pressure's types say void; at run time a returned value is the answer.
      }) as unknown as (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => void,
    });
    app.decorate('overloaded', () => armed() && app.isUnderPressure());
  },
  { name: 'overload', dependencies: ['errors', 'security'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether new API requests are being refused for load (always false with shedding off). */
    overloaded(): boolean;
  }
}
