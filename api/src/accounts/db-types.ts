import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database, Json } from '../db/types.js';

/**
 * Kysely types of the accounts tables (migration 003_accounts). Used through
 * `db.withTables<AccountsTables>()`, so the shared Database interface stays as it is.
 */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** The columns 003_accounts adds to users (merged with the shared UsersTable). */
export interface AccountUserColumns {
  password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  email_verified_at: NullableTimestamp;
  name: ColumnType<string | null, string | null | undefined, string | null>;
  user_type: ColumnType<string | null, string | null | undefined, string | null>;
  user_age: ColumnType<number | null, number | null | undefined, number | null>;
  user_age_range: ColumnType<string | null, string | null | undefined, string | null>;
  user_gender: ColumnType<string | null, string | null | undefined, string | null>;
  user_income: ColumnType<string | null, string | null | undefined, string | null>;
  post_spm_plan: ColumnType<string | null, string | null | undefined, string | null>;
  user_preferred_language: ColumnType<string[], string | undefined, string>;
  user_other_language: ColumnType<string | null, string | null | undefined, string | null>;
  user_organization_name: ColumnType<string | null, string | null | undefined, string | null>;
  is_complete_profile: Generated<boolean>;
  lang: Generated<string>;
  last_login_at: NullableTimestamp;
  updated_at: Timestamp;
}

export type TokenKind = 'session' | 'verify' | 'reset';

export interface UserTokensTable {
  id: Generated<string>;
  user_id: string;
  kind: TokenKind;
  token_hash: string;
  redirect_url: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  /** Login tokens (migration 020_sessions): last use, for the inactivity timeout; a browser label. */
  last_used_at: NullableTimestamp;
  device: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserIdentitiesTable {
  provider: 'google' | 'facebook';
  subject: string;
  user_id: string;
  created_at: Timestamp;
}

export interface LeadsTable {
  id: Generated<string>;
  user_id: string | null;
  user_type: string;
  answers: Json<Record<string, unknown>>;
  selections: Json<{ label: string; value: string }[]>;
  result_code: string;
  lang: Generated<string>;
  created_at: Timestamp;
  attached_at: NullableTimestamp;
}

export interface UserJobTable {
  user_id: string;
  job_id: number;
  created_at: Timestamp;
}

export interface UserJobQuizTable {
  user_id: string;
  job_id: number;
  result: number;
  updated_at: Timestamp;
}

export interface JobRequestsTable {
  id: Generated<string>;
  job_request_name: string;
  user_type: string | null;
  user_id: string | null;
  lang: string | null;
  created_at: Timestamp;
}

export type AccountsTables = {
  users: AccountUserColumns;
  user_tokens: UserTokensTable;
  user_identities: UserIdentitiesTable;
  leads: LeadsTable;
  user_read_jobs: UserJobTable;
  user_saved_jobs: UserJobTable;
  user_job_quiz: UserJobQuizTable;
  job_requests: JobRequestsTable;
};

export type AccountsDatabase = Database & AccountsTables;
export type AccountsDb = Kysely<AccountsDatabase>;

/** The shared Kysely instance, seen with the accounts tables. */
export const withAccounts = (db: Kysely<Database>): AccountsDb => db.withTables<AccountsTables>();
