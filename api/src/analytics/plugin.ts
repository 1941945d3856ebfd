import type { FastifyInstance } from 'fastify';
import { collectRoutes } from './collect.js';
import { withAnalytics } from './db-types.js';
import { deleteExpiredEvents } from './retention.js';
import { rollUpClosedDays } from './rollup.js';
import { syncConfigEditors } from './roles.js';
import { teamRoutes } from './team-routes.js';

const RETENTION_EVERY_MS = 6 * 3600_000;
const ROLLUP_EVERY_MS = 3600_000;
const EDITORS_RETRY_MS = 30_000;

/**
 * Analytics (issue 25): the own collector (unless ANALYTICS_COLLECTOR=false), the team view's
 * routes, the configured editors (TEAM_EDITORS) applied at start, and retention: events older
 * than ANALYTICS_RETENTION_MONTHS deleted at start and every 6 hours, and the team view's daily
 * rollup brought up to date after it and every hour (decision 380). Registered after the
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
  // Closed days into analytics_daily; until then the team view reads those days live.
  // One run at a time; closing stops it between two days and waits for the day under way.
  const stop = new AbortController();
  let rolling: Promise<void> | null = null;
  const rollUp = () => {
    rolling ??= (async () => {
      try {
        const days = await rollUpClosedDays(db, new Date(), stop.signal);
        if (days) app.log.info({ days }, 'analytics: days rolled up');
      } catch (error) {
        app.log.warn({ err: error }, 'analytics: rollup failed (tried again in an hour; the team view reads live)');
      } finally {
        rolling = null;
      }
    })();
    return rolling;
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
  let rollupTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await syncEditors();
    void sweep().then(rollUp);
    timer = setInterval(() => void sweep(), RETENTION_EVERY_MS);
    timer.unref();
    rollupTimer = setInterval(() => void rollUp(), ROLLUP_EVERY_MS);
    rollupTimer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(rollupTimer);
    stop.abort();
    await rolling;
    clearTimeout(syncTimer);
  });
}
