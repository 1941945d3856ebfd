import { sql, type RawBuilder } from 'kysely';
import type { AnalyticsDb } from './db-types.js';

/**
 * The team view's daily rollup (decision 380). Every report is computed from "daily rows" —
 * (day, kind, lang, key, n, n_zero, last_at) per Malaysian day — which come either from
 * analytics_daily (closed days, rolled up once) or from the events themselves (today, the last
 * two days the collector still accepts events for, and the part-days at a period's edges). The
 * same SQL (`liveDaily`) fills the rollup and reads live, so both give the same figures.
 *
 * A session is counted once per day: a report's session figure over several days is the sum of
 * its days (a session id lives in one browser tab's sessionStorage; one that spans midnight,
 * Malaysia, counts on both days).
 */
export const TZ = 'Asia/Kuala_Lumpur';
const OFFSET_MS = 8 * 3600_000; // Malaysia has no daylight saving time: always UTC+8
const DAY_MS = 86_400_000;
/** The collector takes events up to 48 h old (collect.ts); an hour more for slow requests. */
export const CLOSED_AFTER_MS = 49 * 3600_000;

export type Kind = 'quiz' | 'subject' | 'search' | 'guide' | 'lang' | 'device' | 'campaign';
export const KINDS: readonly Kind[] = ['quiz', 'subject', 'search', 'guide', 'lang', 'device', 'campaign'];

export const QUIZ_EVENTS = [
  'Quiz Started',
  'Quiz Question Answered',
  'Quiz Data Entry Shown',
  'Quiz Result Shown',
  'Quiz Result Saved',
  'Quiz Result Shared',
];
export const SUBJECT_EVENTS = ['Subject Match Started', 'Subject Match Results'];

/** 'YYYY-MM-DD' of the Malaysian day an instant falls in. */
export const dayOf = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
/** The instant a Malaysian day starts. */
export const dayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const ts = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const dayExpr = sql`(occurred_at at time zone ${TZ})::date`;

/** One kind's daily rows from the events in [from, to). */
function liveKind(kind: Kind, from: Date, to: Date): RawBuilder<unknown> {
  const inPeriod = sql`occurred_at >= ${ts(from)} and occurred_at < ${ts(to)}`;
  const sessions = (lang: RawBuilder<unknown>, key: RawBuilder<unknown>, where: RawBuilder<unknown>) => sql`
    select ${dayExpr} as day, ${kind}::text as kind, ${lang} as lang, ${key} as key,
           count(distinct session_id) as n, 0::bigint as n_zero, null::timestamptz as last_at
      from analytics_events where ${where} and ${inPeriod} group by 1, 3, 4`;
  switch (kind) {
    case 'quiz':
      return sessions(
        sql`coalesce(lang, '')`,
        sql`case when name = 'Quiz Question Answered' then name || ':' || coalesce(props->>'question', '') else name end`,
        sql`name in (${sql.join(QUIZ_EVENTS)})`,
      );
    case 'subject':
      return sessions(sql`coalesce(lang, '')`, sql`name`, sql`name in (${sql.join(SUBJECT_EVENTS)})`);
    case 'lang':
      return sessions(sql`''`, sql`coalesce(lang, '')`, sql`name = 'Screen Open'`);
    case 'device':
      return sessions(sql`''`, sql`coalesce(device, '')`, sql`name = 'Screen Open'`);
    case 'campaign':
      return sessions(sql`''`, sql`utm_campaign`, sql`name = 'UTM Tracking' and utm_campaign is not null`);
    case 'search':
      // Only searches that found few jobs keep a term (decision 330).
      return sql`
        select ${dayExpr} as day, 'search'::text as kind, '' as lang, props->>'term' as key,
               count(*) as n, count(*) filter (where (props->>'results')::int = 0) as n_zero,
               max(occurred_at) as last_at
          from analytics_events where name = 'Job Search' and props ? 'term' and ${inPeriod} group by 1, 4`;
    case 'guide':
      return sql`
        select ${dayExpr} as day, 'guide'::text as kind, '' as lang, coalesce(props->>'job', '') as key,
               count(*) as n, 0::bigint as n_zero, null::timestamptz as last_at
          from analytics_events where name = 'Guide Read' and ${inPeriod} group by 1, 4`;
  }
}

/** Daily rows of these kinds computed from the events in [from, to). */
export function liveDaily(kinds: readonly Kind[], from: Date, to: Date): RawBuilder<unknown> {
  return sql.join(
    kinds.map((k) => liveKind(k, from, to)),
    sql` union all `,
  );
}

export async function rolledThrough(db: AnalyticsDb): Promise<string | null> {
  const { rows } = await sql<{ day: string | null }>`
    select to_char(rolled_through, 'YYYY-MM-DD') as day from analytics_rollup_state`.execute(db);
  return rows[0]?.day ?? null;
}

/**
 * The daily rows of one kind for a period: the rollup's rows for the whole days it holds, the
 * events themselves for the rest (days after the rollup, part-days at the edges).
 * `live: true` reads everything from the events (tests, benchmarks).
 */
export async function dailyRows(
  db: AnalyticsDb,
  kind: Kind,
  period: { from: Date; to: Date },
  options: { live?: boolean } = {},
): Promise<RawBuilder<unknown>> {
  const through = options.live ? null : await rolledThrough(db);
  const { from, to } = period;
  if (through) {
    // Whole days inside the period that the rollup holds: [firstWhole, end).
    const firstWhole = dayStart(dayOf(from)).getTime() === from.getTime() ? dayOf(from) : nextDay(dayOf(from));
    const rolledEnd = dayStart(nextDay(through));
    const toDayStart = dayStart(dayOf(to));
    const end = rolledEnd < toDayStart ? rolledEnd : toDayStart;
    const start = dayStart(firstWhole);
    if (start < end) {
      const parts: RawBuilder<unknown>[] = [
        sql`select day, kind, lang, key, n, n_zero, last_at from analytics_daily
             where kind = ${kind} and day >= ${firstWhole}::date and day < ${dayOf(end)}::date`,
      ];
      if (from < start) parts.push(liveKind(kind, from, start));
      if (end < to) parts.push(liveKind(kind, end, to));
      return sql.join(parts, sql` union all `);
    }
  }
  return liveKind(kind, from, to);
}

/**
 * Rolls up every closed day not yet in analytics_daily, oldest first, one day per transaction
 * (the state row is locked: processes of a cluster take turns, and a day is never rolled twice).
 * Returns the days rolled up.
 */
export async function rollUpClosedDays(db: AnalyticsDb, now = new Date(), signal?: AbortSignal): Promise<number> {
  // The latest day whose end is at least CLOSED_AFTER_MS ago.
  const lastClosed = dayOf(new Date(now.getTime() - CLOSED_AFTER_MS - DAY_MS));
  let done = 0;
  while (!signal?.aborted) {
    const rolled = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ through: string | null }>`
        select to_char(rolled_through, 'YYYY-MM-DD') as through from analytics_rollup_state for update`.execute(trx);
      const through = rows[0]?.through ?? null;
      if (through && through >= lastClosed) return false;
      // The next day that has events (days without any need no rows).
      const after = through ? dayStart(nextDay(through)) : new Date(0);
      const next = await sql<{ day: string | null }>`
        select to_char(min(occurred_at) at time zone ${TZ}, 'YYYY-MM-DD') as day
          from analytics_events where occurred_at >= ${ts(after)}`.execute(trx);
      const day = next.rows[0]?.day ?? null;
      if (!day || day > lastClosed) {
        // No events in any closed day after `through`: they are all empty, and stay so.
        await sql`update analytics_rollup_state set rolled_through = ${lastClosed}::date`.execute(trx);
        return false;
      }
      await sql`
        insert into analytics_daily (day, kind, lang, key, n, n_zero, last_at)
        ${liveDaily(KINDS, dayStart(day), dayStart(nextDay(day)))}`.execute(trx);
      await sql`update analytics_rollup_state set rolled_through = ${day}::date`.execute(trx);
      return true;
    });
    if (!rolled) break;
    done++;
  }
  return done;
}
