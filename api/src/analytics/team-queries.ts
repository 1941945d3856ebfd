import { sql } from 'kysely';
import type { AnalyticsDb } from './db-types.js';

/** Weeks and days are Malaysia's (UTC+8), the team's own calendar. */
const TZ = 'Asia/Kuala_Lumpur';

export interface Period {
  from: Date;
  to: Date;
}

export interface FunnelRow {
  week: string;
  lang: string;
  step: string;
  sessions: number;
}

const QUIZ_EVENTS = [
  'Quiz Started',
  'Quiz Question Answered',
  'Quiz Data Entry Shown',
  'Quiz Result Shown',
  'Quiz Result Saved',
  'Quiz Result Shared',
];

/**
 * Sessions that reached each step of the career quiz, per week (Monday, Malaysia) and language.
 * A question step is "Quiz Question Answered:N". A session counts once per step and week.
 */
export async function quizFunnel(db: AnalyticsDb, period: Period): Promise<FunnelRow[]> {
  return stepCounts(db, period, QUIZ_EVENTS);
}

export async function subjectMatch(db: AnalyticsDb, period: Period): Promise<FunnelRow[]> {
  return stepCounts(db, period, ['Subject Match Started', 'Subject Match Results']);
}

async function stepCounts(db: AnalyticsDb, period: Period, names: string[]): Promise<FunnelRow[]> {
  const result = await sql<{ week: string; lang: string | null; step: string; sessions: string }>`
    select to_char(date_trunc('week', occurred_at at time zone ${TZ}), 'YYYY-MM-DD') as week,
           coalesce(lang, '') as lang,
           case when name = 'Quiz Question Answered' then name || ':' || (props->>'question') else name end as step,
           count(distinct session_id) as sessions
      from analytics_events
     where name in (${sql.join(names)})
       and occurred_at >= ${period.from.toISOString()}::timestamptz
       and occurred_at < ${period.to.toISOString()}::timestamptz
     group by 1, 2, 3
     order by 1, 2, 3`.execute(db);
  return result.rows.map((r) => ({ week: r.week, lang: r.lang ?? '', step: r.step, sessions: Number(r.sessions) }));
}

export interface SearchRow {
  term: string;
  searches: number;
  noResults: number;
  lastAt: string;
  note: 'synonym' | 'new_job_idea' | null;
}

/** Searches that found few or no jobs (only those keep a term), most frequent first. */
export async function poorSearches(db: AnalyticsDb, period: Period, limit = 100): Promise<SearchRow[]> {
  const result = await sql<{ term: string; searches: string; no_results: string; last_at: Date; note: string | null }>`
    select e.term, count(*) as searches, count(*) filter (where e.results = 0) as no_results,
           max(e.occurred_at) as last_at, n.kind as note
      from (select props->>'term' as term, (props->>'results')::int as results, occurred_at
              from analytics_events
             where name = 'Job Search'
               and occurred_at >= ${period.from.toISOString()}::timestamptz
               and occurred_at < ${period.to.toISOString()}::timestamptz
               and props ? 'term') e
      left join search_notes n on n.term = e.term
     group by e.term, n.kind
     order by count(*) desc, e.term
     limit ${limit}`.execute(db);
  return result.rows.map((r) => ({
    term: r.term,
    searches: Number(r.searches),
    noResults: Number(r.no_results),
    lastAt: new Date(r.last_at).toISOString(),
    note: (r.note as SearchRow['note']) ?? null,
  }));
}

export interface JobRequestRow {
  name: string;
  requests: number;
  lastAt: string;
}

/** Job requests grouped by their name (case and spacing ignored), most asked first. */
export async function jobRequests(db: AnalyticsDb, period: Period, limit = 200): Promise<JobRequestRow[]> {
  const result = await sql<{ name: string; requests: string; last_at: Date }>`
    select min(job_request_name) as name, count(*) as requests, max(created_at) as last_at
      from job_requests
     where created_at >= ${period.from.toISOString()}::timestamptz
       and created_at < ${period.to.toISOString()}::timestamptz
     group by lower(job_request_name)
     order by count(*) desc, min(job_request_name)
     limit ${limit}`.execute(db);
  return result.rows.map((r) => ({
    name: r.name,
    requests: Number(r.requests),
    lastAt: new Date(r.last_at).toISOString(),
  }));
}

export interface ContactRow {
  id: string;
  createdAt: string;
  name: string;
  email: string;
  role: string;
  topic: string;
  message: string;
  lang: string;
  status: 'new' | 'answered';
}

export async function contactMessages(
  db: AnalyticsDb,
  period: Period,
  status: 'new' | 'answered' | 'all',
  limit = 500,
): Promise<ContactRow[]> {
  let query = db
    .selectFrom('contact_messages')
    .select(['id', 'created_at', 'name', 'email', 'role', 'topic', 'message', 'lang', 'answered_at'])
    .where('created_at', '>=', period.from)
    .where('created_at', '<', period.to);
  if (status === 'new') query = query.where('answered_at', 'is', null);
  if (status === 'answered') query = query.where('answered_at', 'is not', null);
  const rows = await query.orderBy('created_at', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at).toISOString(),
    name: r.name,
    email: r.email,
    role: r.role,
    topic: r.topic,
    message: r.message,
    lang: r.lang,
    status: r.answered_at ? 'answered' : 'new',
  }));
}

export interface CountRow {
  key: string;
  count: number;
}

export interface Overview {
  guides: CountRow[];
  languages: CountRow[];
  devices: CountRow[];
  campaigns: CountRow[];
}

/** Most-read guides (reads), languages and devices (sessions), UTM campaigns (sessions). */
export async function overview(db: AnalyticsDb, period: Period): Promise<Overview> {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  const count = (rows: { key: string | null; count: string }[]) =>
    rows.map((r) => ({ key: r.key ?? '', count: Number(r.count) }));
  const guides = await sql<{ key: string; count: string }>`
    select props->>'job' as key, count(*) as count from analytics_events
     where name = 'Guide Read' and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
     group by 1 order by 2 desc, 1 limit 20`.execute(db);
  const languages = await sql<{ key: string; count: string }>`
    select lang as key, count(distinct session_id) as count from analytics_events
     where name = 'Screen Open' and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
     group by 1 order by 2 desc, 1`.execute(db);
  const devices = await sql<{ key: string; count: string }>`
    select device as key, count(distinct session_id) as count from analytics_events
     where name = 'Screen Open' and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
     group by 1 order by 2 desc, 1`.execute(db);
  const campaigns = await sql<{ key: string; count: string }>`
    select utm_campaign as key, count(distinct session_id) as count from analytics_events
     where name = 'UTM Tracking' and utm_campaign is not null
       and occurred_at >= ${from}::timestamptz and occurred_at < ${to}::timestamptz
     group by 1 order by 2 desc, 1 limit 50`.execute(db);
  return {
    guides: count(guides.rows),
    languages: count(languages.rows),
    devices: count(devices.rows),
    campaigns: count(campaigns.rows),
  };
}

/** RFC 4180 CSV; a cell that a spreadsheet would run as a formula is prefixed with '. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const cell = (value: unknown) => {
    let text = value === null || value === undefined ? '' : String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
