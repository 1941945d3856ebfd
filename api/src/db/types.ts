import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Content tables are filled only by the seed (src/content/seed.ts);
 * user tables are never touched by it. Keep one interface per table and add new ones beside
 * their migration (e.g. accounts → 002_users.ts and later migrations).
 */

/** jsonb: written as a JSON string (see db/json.ts), read back as parsed JSON. */
export type Json<T> = ColumnType<T, string, string>;

export type Bilingual = { en: string | null; ms: string | null };

export interface IndustriesTable {
  id: string;
  name: string;
  name_bm: string;
  position: number;
}

export interface SubjectsTable {
  code: string;
  spm_code: string | null;
  subject_group: string;
  name: string;
  name_bm: string;
  position: number;
}

export type DataStatus = 'complete' | 'partial' | 'coming_soon';

export interface JobsTable {
  id: number;
  slug: string;
  slug_bm: string;
  name: string;
  name_bm: string;
  industry_id: string;
  synonyms: Json<string[]>;
  synonyms_bm: Json<string[]>;
  en_data_status: DataStatus;
  bm_data_status: DataStatus;
  tvet: boolean;
  riasec: Json<Record<'R' | 'I' | 'A' | 'S' | 'E' | 'C', number>>;
  holland_code: string;
  riasec_basis: Json<{ onet_soc_code: string; onet_title: string }>;
  masco_2020: string | null;
  summary: Json<unknown>;
  knowledge: Json<unknown>;
  pathway: Json<unknown>;
  salary: Json<unknown>;
  progression: Json<unknown>;
  related_jobs: Json<string[]>;
  experts_say: Json<unknown>;
  /** Guide details (006_job_guide_details, decision 220); null when the job has none. */
  work_pattern: Json<unknown>;
  requirements: Json<unknown>;
  professional_bodies: Json<unknown>;
  tools: Json<unknown>;
  demand: Json<unknown>;
  /** Set when a job's file disappears: the row stays for user data that points at it. */
  retired_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_at: ColumnType<Date, never, Date>;
}

export interface JobSubjectsTable {
  job_id: number;
  subject_code: string;
  weight: number;
  position: number;
}

export interface ActivitiesTable {
  key: string;
  type: string;
  label: Json<Bilingual>;
  image: string;
  alt: Json<Bilingual>;
  position: number;
}

export interface PersonalityTypesTable {
  code: string;
  name: Json<Bilingual>;
  about: Json<Bilingual>;
  strengths: Json<{ en: string[]; ms: string[] }>;
  work: Json<Bilingual>;
  places: Json<{ en: string[]; ms: string[] }>;
}

export interface PersonalityPairsTable {
  code: string;
  about: Json<Bilingual>;
  work: Json<Bilingual>;
}

export interface FundingTable {
  id: string;
  name: string;
  name_bm: string;
  provider: string;
  type: string;
  levels: Json<string[]>;
  fields: Json<string[]>;
  eligibility: Json<unknown>;
  covers: Json<Bilingual>;
  application_window: Json<Bilingual | null>;
  /** Added by migration 005: only for people from these states; null: no state condition named. */
  states: Json<string[] | null>;
  opens_on: string | null;
  closes_on: string | null;
  url: string;
  description: Json<Bilingual>;
  last_checked: string;
  position: number;
}

export interface EventsTable {
  id: string;
  slug: string;
  title: Json<Bilingual>;
  summary: Json<Bilingual>;
  starts_at: Date;
  ends_at: Date;
  venue: Json<Bilingual>;
  url: string | null;
  example: boolean;
}

export interface WhitePapersTable {
  id: string;
  slug: string;
  slug_bm: string;
  title: Json<Bilingual>;
  summary: Json<Bilingual>;
  body: Json<Bilingual>;
  published_on: string;
  example: boolean;
}

export interface ContentMetaTable {
  key: string;
  value: string;
  updated_at: ColumnType<Date, never, Date>;
}

/** Minimal on purpose: the accounts work extends it in its own migrations. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  created_at: Generated<Date>;
}

/** Named values of what the site serves, one copy for every process (migration 030). */
export interface SiteReleaseTable {
  name: string;
  value: unknown;
  updated_at: Generated<Date>;
}

export interface Database {
  industries: IndustriesTable;
  subjects: SubjectsTable;
  jobs: JobsTable;
  job_subjects: JobSubjectsTable;
  activities: ActivitiesTable;
  personality_types: PersonalityTypesTable;
  personality_pairs: PersonalityPairsTable;
  funding: FundingTable;
  events: EventsTable;
  white_papers: WhitePapersTable;
  content_meta: ContentMetaTable;
  users: UsersTable;
  site_release: SiteReleaseTable;
}

export type JobRow = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
