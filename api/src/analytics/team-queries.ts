import { sql } from 'kysely';
import type { AnalyticsDb } from './db-types.js';
import { dailyRows, type Kind } from './rollup.js';

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

/** live: read every figure from the events, not the daily rollup (tests, benchmarks). */
export interface ReadOptions {
  live?: boolean;
}

/**
 * Sessions that reached each step of the career quiz, per week (Monday, Malaysia) and language.
 * A question step is "Quiz Question Answered:N". A session counts once per step and day
 * (decision 380); a week's figure is the sum of its days in the period.
 */
export async function quizFunnel(db: AnalyticsDb, period: Period, options: ReadOptions = {}): Promise<FunnelRow[]> {
  return stepCounts(db, period, 'quiz', options);
}

export async function subjectMatch(db: AnalyticsDb, period: Period, options: ReadOptions = {}): Promise<FunnelRow[]> {
  return stepCounts(db, period, 'subject', options);
}

async function stepCounts(db: AnalyticsDb, period: Period, kind: Kind, options: ReadOptions): Promise<FunnelRow[]> {
  const result = await sql<{ week: string; lang: string; step: string; sessions: string }>`
    select to_char(date_trunc('week', d.day::timestamp), 'YYYY-MM-DD') as week, d.lang, d.key as step,
           sum(d.n) as sessions
      from (${await dailyRows(db, kind, period, options)}) d
     group by 1, 2, 3
     order by 1, 2, 3`.execute(db);
  return result.rows.map((r) => ({ week: r.week, lang: r.lang, step: r.step, sessions: Number(r.sessions) }));
}

export interface SearchRow {
  term: string;
  searches: number;
  noResults: number;
  lastAt: string;
  note: 'synonym' | 'new_job_idea' | null;
}

/** Searches that found few or no jobs (only those keep a term), most frequent first. */
export async function poorSearches(
  db: AnalyticsDb,
  period: Period,
  limit = 100,
  options: ReadOptions = {},
): Promise<SearchRow[]> {
  const result = await sql<{ term: string; searches: string; no_results: string; last_at: Date; note: string | null }>`
    select d.key as term, sum(d.n) as searches, sum(d.n_zero) as no_results, max(d.last_at) as last_at,
           min(n.kind) as note
      from (${await dailyRows(db, 'search', period, options)}) d
      left join search_notes n on n.term = d.key
     group by d.key
     order by sum(d.n) desc, d.key
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

/**
 * Most-read guides (reads), languages and devices (sessions with a screen open), UTM campaigns
 * (sessions); a session counts once per day (decision 380).
 */
export async function overview(db: AnalyticsDb, period: Period, options: ReadOptions = {}): Promise<Overview> {
  const counts = async (kind: Kind, limit: number) => {
    const result = await sql<{ key: string; count: string }>`
      select d.key, sum(d.n) as count from (${await dailyRows(db, kind, period, options)}) d
       group by 1 order by 2 desc, 1 limit ${limit}`.execute(db);
    return result.rows.map((r) => ({ key: r.key, count: Number(r.count) }));
  };
  return {
    guides: await counts('guide', 20),
    languages: await counts('lang', 10),
    devices: await counts('device', 10),
    campaigns: await counts('campaign', 50),
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
