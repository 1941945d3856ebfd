import type { ColumnType, Generated, Kysely } from 'kysely';
import type { AccountsTables } from '../accounts/db-types.js';
import type { Database, Json } from '../db/types.js';
import type { ContactMessagesTable as ContactRow } from '../routes/contact/index.js';

/** Kysely types of the tables of migration 040_analytics, used through `withAnalytics(db)`. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  occurred_at: Timestamp;
  received_at: Timestamp;
  route_id: string | null;
  lang: 'en' | 'ms' | null;
  session_id: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  device: 'phone' | 'tablet' | 'desktop' | null;
  props: Json<Record<string, string | number | boolean>>;
}

/** Migration 053_analytics_daily (decision 380). */
export interface AnalyticsDailyTable {
  /** Read it with to_char: drivers turn a date into a Date at local midnight. */
  day: ColumnType<unknown, string, string>;
  kind: 'quiz' | 'subject' | 'search' | 'guide' | 'lang' | 'device' | 'campaign';
  lang: string;
  key: string;
  n: ColumnType<string, number | string, number | string>;
  n_zero: ColumnType<string, number | string | undefined, number | string>;
  last_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TeamRolesTable {
  user_id: string;
  role: 'editor';
  granted_by: 'cli' | 'config';
  granted_at: Timestamp;
}

export interface SearchNotesTable {
  term: string;
  kind: 'synonym' | 'new_job_idea';
  user_id: string | null;
  created_at: Timestamp;
}

/** contact_messages as the contact route writes it (004, 020), plus 040's `answered_at`. */
export interface ContactMessagesTable extends ContactRow {
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type AnalyticsTables = AccountsTables & {
  analytics_events: AnalyticsEventsTable;
  analytics_daily: AnalyticsDailyTable;
  team_roles: TeamRolesTable;
  search_notes: SearchNotesTable;
  contact_messages: ContactMessagesTable;
};

export type AnalyticsDb = Kysely<Database & AnalyticsTables>;

export const withAnalytics = (db: Kysely<Database>): AnalyticsDb => db.withTables<AnalyticsTables>();
