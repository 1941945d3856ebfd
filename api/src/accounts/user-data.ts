import { sql } from 'kysely';
import type { AccountsDb } from './db-types.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A user's saved progress: quiz leads, saved jobs, read job guides, job quiz scores, and the
 * anonymous job requests. Every query is scoped by the user id the bearer token gave, never by
 * an id from the request body, so nobody reaches another user's rows.
 * Writes are single statements with ON CONFLICT: many at once leave exactly one row per pair.
 */
export class UserDataRepository {
  constructor(private readonly db: AccountsDb) {}

  async createLead(values: {
    userId: string | null;
    userType: string;
    answers: Record<string, unknown>;
    selections: { label: string; value: string }[];
    resultCode: string;
    lang: string;
  }): Promise<string> {
    const row = await this.db
      .insertInto('leads')
      .values({
        user_id: values.userId,
        user_type: values.userType,
        answers: JSON.stringify(values.answers),
        selections: JSON.stringify(values.selections),
        result_code: values.resultCode,
        lang: values.lang,
        attached_at: values.userId ? sql<Date>`now()` : null,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Gives an anonymous lead to a user. True if the lead is now theirs (also when it already
   * was); false if it does not exist or belongs to someone else (the same answer for both).
   */
  async attachLead(leadId: string, userId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('leads')
      .set({ user_id: userId, attached_at: sql<Date>`now()` })
      .where('id', '=', leadId)
      .where('user_id', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return true;
    const row = await this.db.selectFrom('leads').select('user_id').where('id', '=', leadId).executeTakeFirst();
    return row?.user_id === userId;
  }

  /** A lead's role and data-entry answers (null when there is no such lead). */
  async leadDetails(leadId: string): Promise<{ user_type: string; answers: Record<string, unknown> } | null> {
    const row = await this.db
      .selectFrom('leads')
      .select(['user_type', 'answers'])
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!row) return null;
    const answers = typeof row.answers === 'string' ? (JSON.parse(row.answers) as unknown) : row.answers;
    return {
      user_type: row.user_type,
      answers: answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : {},
    };
  }

  async leads(userId: string) {
    const rows = await this.db
      .selectFrom('leads')
      .select(['id', 'user_type', 'answers', 'selections', 'result_code', 'lang', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ ...r, lang: r.lang === 'ms' ? 'ms' : 'en', created_at: iso(r.created_at) }));
  }

  /** Inserts the pairs that are new; returns how many were new. */
  async addJobs(table: 'user_read_jobs' | 'user_saved_jobs', userId: string, jobIds: number[]): Promise<number> {
    if (jobIds.length === 0) return 0;
    // Sorted: concurrent inserts of overlapping sets lock rows in one order (no deadlock).
    const sorted = [...new Set(jobIds)].sort((a, b) => a - b);
    const result = await this.db
      .insertInto(table)
      .values(sorted.map((jobId) => ({ user_id: userId, job_id: jobId })) as never)
      .onConflict((oc) => oc.columns(['user_id', 'job_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async removeSavedJob(userId: string, jobId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('user_saved_jobs')
      .where('user_id', '=', userId)
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async jobs(table: 'user_read_jobs' | 'user_saved_jobs', userId: string) {
    const rows = await this.db
      .selectFrom(table)
      .select(['job_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('job_id')
      .execute();
    return rows.map((r) => ({ job_id: r.job_id, at: iso(r.created_at) }));
  }

  async countSaved(userId: string, liveJobIds?: (id: number) => boolean): Promise<number> {
    if (liveJobIds) return (await this.jobs('user_saved_jobs', userId)).filter((j) => liveJobIds(j.job_id)).length;
    const row = await this.db
      .selectFrom('user_saved_jobs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async hasRead(userId: string, jobId: number): Promise<{ read: boolean; saved: boolean }> {
    const [read, saved] = await Promise.all([
      this.db
        .selectFrom('user_read_jobs')
        .select('job_id')
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .executeTakeFirst(),
      this.db
        .selectFrom('user_saved_jobs')
        .select('job_id')
        .where('user_id', '=', userId)
        .where('job_id', '=', jobId)
        .executeTakeFirst(),
    ]);
    return { read: Boolean(read), saved: Boolean(saved) };
  }

  /** Upserts quiz scores; the last value sent for a job wins. Returns how many were written. */
  async saveJobQuiz(userId: string, entries: { job_id: number; result: number }[]): Promise<number> {
    // One value per job (the last in the list), so one statement never touches a row twice.
    const byJob = new Map(entries.map((e) => [e.job_id, e.result]));
    if (byJob.size === 0) return 0;
    const result = await this.db
      .insertInto('user_job_quiz')
      .values(
        [...byJob]
          .sort(([a], [b]) => a - b)
          .map(([jobId, value]) => ({ user_id: userId, job_id: jobId, result: value })) as never,
      )
      .onConflict((oc) =>
        oc.columns(['user_id', 'job_id']).doUpdateSet({
          result: (eb) => eb.ref('excluded.result'),
          updated_at: sql<Date>`now()`,
        }),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  async jobQuiz(userId: string) {
    const rows = await this.db
      .selectFrom('user_job_quiz')
      .select(['job_id', 'result', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('job_id')
      .execute();
    return rows.map((r) => ({ job_id: r.job_id, result: Number(r.result), updated_at: iso(r.updated_at) }));
  }

  async createJobRequest(values: {
    name: string;
    userType: string | null;
    userId: string | null;
    lang: string | null;
  }): Promise<string> {
    const row = await this.db
      .insertInto('job_requests')
      .values({
        job_request_name: values.name,
        user_type: values.userType,
        user_id: values.userId,
        lang: values.lang,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
}
