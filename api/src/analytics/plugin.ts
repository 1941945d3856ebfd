import type { FastifyInstance } from 'fastify';
import { collectRoutes } from './collect.js';
import { withAnalytics } from './db-types.js';
import { deleteExpiredEvents } from './retention.js';
import { syncConfigEditors } from './roles.js';
import { teamRoutes } from './team-routes.js';

const RETENTION_EVERY_MS = 6 * 3600_000;
const EDITORS_RETRY_MS = 30_000;

/**
 * Analytics (issue 25): the own collector (unless ANALYTICS_COLLECTOR=false), the team view's
 * routes, the configured editors (TEAM_EDITORS) applied at start, and retention: events older
 * than ANALYTICS_RETENTION_MONTHS deleted at start and every 6 hours. Registered after the
 * accounts routes (it uses their sign-in and rate limits).
 */
export async function analyticsRoutes(app: FastifyInstance, opts: { routesPrefix: string }) {
  const settings = app.config.analytics;
  const db = withAnalytics(app.db);
  if (settings.collector) await app.register(collectRoutes, { prefix: opts.routesPrefix });
  await app.register(teamRoutes, { prefix: opts.routesPrefix });

  const sweep = async () => {
    try {
      const deleted = await deleteExpiredEvents(db, settings.retentionMonths);
      if (deleted) app.log.info({ deleted, months: settings.retentionMonths }, 'analytics: expired events deleted');
    } catch (error) {
      app.log.warn({ err: error }, 'analytics: retention sweep failed (tried again in 6 hours)');
    }
  };
  // The configured editors are applied once the database answers: a process that starts while
  // its database is away still starts (it serves what needs no database and answers 503 for the
  // rest, decision 032), and applies them when the database is back.
  let syncTimer: NodeJS.Timeout | undefined;
  const syncEditors = async () => {
    try {
      const missing = await syncConfigEditors(db, settings.editors);
      if (missing.length) app.log.warn({ count: missing.length }, 'TEAM_EDITORS: some addresses have no account yet');
    } catch (error) {
      app.log.warn({ err: error }, 'TEAM_EDITORS: not applied yet (no database); trying again in 30 s');
      syncTimer = setTimeout(() => void syncEditors(), EDITORS_RETRY_MS);
      syncTimer.unref();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await syncEditors();
    void sweep();
    timer = setInterval(() => void sweep(), RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(syncTimer);
  });
}
