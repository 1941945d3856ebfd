import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accountsValidatorCompiler } from '../accounts/validation.js';
import { AppError } from '../plugins/errors.js';
import { badCharacterPath } from '../plugins/input-guard.js';
import { errorResponses } from '../schemas/common.js';
import { checkProps, deviceClass, isBot, type EventName } from './catalogue.js';
import { COLLECT_BODY_LIMIT, CollectBody } from './collect-schemas.js';
import { withAnalytics } from './db-types.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** Browser clocks drift: an event may be this far ahead of the server's clock. */
const FUTURE_SLACK_MS = 10 * 60_000;
/** A beacon queued offline may arrive late, but not later than this. */
const MAX_AGE_MS = 48 * 3600_000;
const WINDOW_MS = 15 * 60_000;

/**
 * POST analytics/collect (issue 25, decision 330): the site's own collector. Browsers send
 * batches with navigator.sendBeacon (text/plain, so no preflight) or fetch (application/json).
 * Bots are answered 204 like everyone else and nothing is stored. Limited per client address
 * (ANALYTICS_RATE_MAX per 15 minutes) and to 16 KiB per batch.
 */
export const collectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.setValidatorCompiler(accountsValidatorCompiler);
  const db = withAnalytics(app.db);
  const settings = app.config.analytics;

  // sendBeacon's string body arrives as text/plain: read it as JSON, with the same checks as
  // the API's JSON parser (strict UTF-8, no NUL or lone surrogate).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(new AppError(400, 'INVALID_ENCODING', 'The request body is not valid UTF-8'), undefined);
      return;
    }
    if (!text.trim()) {
      done(new AppError(400, 'MALFORMED_JSON', 'The request body is empty'), undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) done(error, undefined);
      else if (badCharacterPath(parsed) !== null) {
        done(new AppError(400, 'VALIDATION_FAILED', 'body must not contain NUL or unpaired surrogates'), undefined);
      } else done(null, parsed);
    });
  });

  app.post(
    '/analytics/collect',
    {
      bodyLimit: COLLECT_BODY_LIMIT,
      onRequest: async (request) => {
        await app.accounts.limits.rule(`analytics:ip:${request.ip}`, { max: settings.rateMax, windowMs: WINDOW_MS });
      },
      schema: {
        tags: ['analytics'],
        summary: "Record a batch of page events (the site's own analytics collector)",
        description:
          'Up to 50 events from one browser session. No email, name or typed text is accepted: ' +
          'each event keeps only the properties its catalogue entry lists. 204 also for bots (dropped).',
        body: CollectBody,
        response: { 204: { type: 'null' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userAgent = request.headers['user-agent'];
      if (isBot(userAgent)) return reply.code(204).send(null);
      const now = Date.now();
      const body = request.body;
      const rows = [];
      for (const [i, event] of body.events.entries()) {
        if (event.t > now + FUTURE_SLACK_MS || event.t < now - MAX_AGE_MS) {
          throw new AppError(400, 'EVENT_TIME_OUT_OF_RANGE', `body.events.${i}.t is not within the last 48 hours`, [
            { field: `body.events.${i}.t`, message: 'is not within the last 48 hours' },
          ]);
        }
        const checked = checkProps(event.n as EventName, (event.p ?? {}) as Record<string, unknown>);
        if (!checked.ok) {
          const field = `body.events.${i}.p.${checked.field}`;
          throw new AppError(400, 'VALIDATION_FAILED', `${field} ${checked.message}`, [
            { field, message: checked.message },
          ]);
        }
        rows.push({
          name: event.n,
          occurred_at: new Date(Math.min(event.t, now)),
          route_id: event.r ?? null,
          lang: body.lang ?? null,
          session_id: body.sid,
          utm_source: body.utm?.source ?? null,
          utm_medium: body.utm?.medium ?? null,
          utm_campaign: body.utm?.campaign ?? null,
          utm_term: body.utm?.term ?? null,
          utm_content: body.utm?.content ?? null,
          device: deviceClass(userAgent),
          props: JSON.stringify(checked.props),
        });
      }
      await db.insertInto('analytics_events').values(rows).execute();
      return reply.code(204).send(null);
    },
  );
};
