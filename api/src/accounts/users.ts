import { sql } from 'kysely';
import type { AccountsDb } from './db-types.js';
import type { VerifiedIdentity } from './social.js';
import type { LoginResponseType, ProfileType } from './schemas.js';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  last_login_at: Date | null;
  lang: string;
}

const PROFILE_COLUMNS = [
  'id',
  'email',
  'email_verified_at',
  'password_hash',
  'name',
  'user_type',
  'user_age',
  'user_gender',
  'user_income',
  'post_spm_plan',
  'user_preferred_language',
  'user_other_language',
  'user_age_range',
  'user_organization_name',
  'is_complete_profile',
  'lang',
  'created_at',
] as const;

export type ProfileColumns = {
  name: string | null;
  user_type: string | null;
  user_age: number | null;
  user_gender: string | null;
  user_income: string | null;
  post_spm_plan: string | null;
  user_preferred_language: string[];
  user_other_language: string | null;
  user_age_range: string | null;
  user_organization_name: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Account rows: lookups by email (lower-cased, as the unique index), creation, profile. */
export class UsersRepository {
  constructor(private readonly db: AccountsDb) {}

  findByEmail(email: string, db: AccountsDb = this.db): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'email_verified_at', 'last_login_at', 'lang'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  findById(id: string, db: AccountsDb = this.db): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash', 'email_verified_at', 'last_login_at', 'lang'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * A new account, or null when the address is taken. ON CONFLICT on the lower(email) index
   * makes two registrations at once end with one account and one "existing".
   */
  async create(
    values: { email: string; passwordHash: string | null; lang: string; verified?: boolean; name?: string | null },
    db: AccountsDb = this.db,
  ): Promise<string | null> {
    const row = await db
      .insertInto('users')
      .values({
        email: values.email,
        password_hash: values.passwordHash,
        lang: values.lang,
        name: values.name ?? null,
        email_verified_at: values.verified ? sql<Date>`now()` : null,
      } as never)
      .onConflict((oc) => oc.expression(sql`(lower(email))`).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Sets email_verified_at if unset; true when this call verified it. */
  async markVerified(userId: string, db: AccountsDb = this.db): Promise<boolean> {
    const result = await db
      .updateTable('users')
      .set({ email_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async setPassword(userId: string, passwordHash: string | null, db: AccountsDb = this.db): Promise<void> {
    await db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Records a sign-in and answers the login response (spec §3). new_user is true on the
   * account's first sign-in: the client then shows "complete profile".
   */
  async signIn(
    userId: string,
    session: { token: string; expiresAt: Date },
    db: AccountsDb = this.db,
  ): Promise<LoginResponseType> {
    const before = await db
      .selectFrom('users')
      .select(['last_login_at', 'name', 'user_type', 'user_age', 'user_age_range', 'post_spm_plan'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('users')
      .set({ last_login_at: sql<Date>`now()` })
      .where('id', '=', userId)
      .execute();
    return {
      type: 'success',
      data: {
        token: session.token,
        expiresAt: session.expiresAt.toISOString(),
        expiresIn: Math.max(0, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
        id: userId,
        new_user: before.last_login_at === null,
        profile: {
          name: before.name,
          user_type: before.user_type as LoginResponseType['data']['profile']['user_type'],
          user_age: before.user_age,
          user_age_range: before.user_age_range as LoginResponseType['data']['profile']['user_age_range'],
        },
        post_spm_plan: before.post_spm_plan as LoginResponseType['data']['post_spm_plan'],
      },
    };
  }

  async profile(userId: string): Promise<ProfileType | null> {
    const row = await this.db.selectFrom('users').select(PROFILE_COLUMNS).where('id', '=', userId).executeTakeFirst();
    if (!row) return null;
    const providers = await this.db
      .selectFrom('user_identities')
      .select('provider')
      .where('user_id', '=', userId)
      .orderBy('provider')
      .execute();
    return {
      id: row.id,
      email: row.email,
      email_verified: row.email_verified_at !== null,
      has_password: row.password_hash !== null,
      providers: providers.map((p) => p.provider),
      lang: row.lang === 'ms' ? 'ms' : 'en',
      created_at: iso(row.created_at),
      name: row.name,
      user_type: row.user_type as ProfileType['user_type'],
      user_age: row.user_age,
      user_gender: row.user_gender as ProfileType['user_gender'],
      user_income: row.user_income as ProfileType['user_income'],
      post_spm_plan: row.post_spm_plan as ProfileType['post_spm_plan'],
      user_preferred_language: (row.user_preferred_language ?? []) as ProfileType['user_preferred_language'],
      user_other_language: row.user_other_language,
      user_age_range: row.user_age_range as ProfileType['user_age_range'],
      user_organization_name: row.user_organization_name,
      is_complete_profile: row.is_complete_profile,
    };
  }

  async updateProfile(userId: string, fields: ProfileColumns): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        ...fields,
        user_preferred_language: JSON.stringify(fields.user_preferred_language),
        is_complete_profile: true,
        updated_at: sql<Date>`now()`,
      } as never)
      .where('id', '=', userId)
      .execute();
  }

  /**
   * The details a visitor typed on the quiz's data-entry form become the new account's profile
   * (decision 266), only while the account has no role yet: nothing the user saved is ever
   * overwritten, and a name from a social sign-in is kept. The profile stays "not complete" (only
   * the user's own save completes it). True when the profile took them.
   */
  async adoptLeadDetails(userId: string, fields: ProfileColumns): Promise<boolean> {
    const result = await this.db
      .updateTable('users')
      .set({
        ...fields,
        name: sql<string | null>`coalesce(name, ${fields.name})`,
        user_preferred_language: JSON.stringify(fields.user_preferred_language),
        updated_at: sql<Date>`now()`,
      } as never)
      .where('id', '=', userId)
      .where('user_type', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Deletes the account; every table holding its data cascades (job requests lose the link). */
  async delete(userId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Social sign-in: the account of this provider identity, else the account with this
   * (provider-verified) email, linked now, else a new verified account. In one transaction.
   *
   * Linking to an account whose email was never verified clears its password and revokes its
   * tokens: whoever registered it had not proven the address, and must not keep a way in
   * (pre-account takeover).
   */
  async findOrCreateSocial(identity: VerifiedIdentity, lang: string): Promise<{ userId: string; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const linked = await trx
        .selectFrom('user_identities')
        .select('user_id')
        .where('provider', '=', identity.provider)
        .where('subject', '=', identity.subject)
        .executeTakeFirst();
      if (linked) return { userId: linked.user_id, created: false };

      let created = false;
      let userId = await this.create(
        { email: identity.email, passwordHash: null, lang, verified: true, name: identity.name },
        trx,
      );
      if (userId) {
        created = true;
      } else {
        const existing = await trx
          .selectFrom('users')
          .select(['id', 'email_verified_at'])
          .where(sql<string>`lower(email)`, '=', identity.email.toLowerCase())
          .forUpdate()
          .executeTakeFirstOrThrow();
        userId = existing.id;
        if (existing.email_verified_at === null) {
          await trx
            .updateTable('users')
            .set({ password_hash: null, email_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
            .where('id', '=', userId)
            .execute();
          await trx
            .updateTable('user_tokens')
            .set({ revoked_at: sql<Date>`now()` })
            .where('user_id', '=', userId)
            .where('revoked_at', 'is', null)
            .execute();
        }
        if (identity.name) {
          await trx
            .updateTable('users')
            .set({ name: identity.name })
            .where('id', '=', userId)
            .where('name', 'is', null)
            .execute();
        }
      }
      await trx
        .insertInto('user_identities')
        .values({ provider: identity.provider, subject: identity.subject, user_id: userId } as never)
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
      // Two first sign-ins at once: the identity row that won says which account it is.
      const owner = await trx
        .selectFrom('user_identities')
        .select('user_id')
        .where('provider', '=', identity.provider)
        .where('subject', '=', identity.subject)
        .executeTakeFirstOrThrow();
      return { userId: owner.user_id, created: created && owner.user_id === userId };
    });
  }

  /** Everything stored about a user, for the PDPA data download. */
  async export(userId: string) {
    const profile = await this.profile(userId);
    if (!profile) return null;
    const db = this.db;
    const [leads, saved, read, quiz, requests, sessions] = await Promise.all([
      db
        .selectFrom('leads')
        .select(['id', 'user_type', 'answers', 'selections', 'result_code', 'lang', 'created_at', 'attached_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('user_saved_jobs')
        .select(['job_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('job_id')
        .execute(),
      db
        .selectFrom('user_read_jobs')
        .select(['job_id', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('job_id')
        .execute(),
      db
        .selectFrom('user_job_quiz')
        .select(['job_id', 'result', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('job_id')
        .execute(),
      db
        .selectFrom('job_requests')
        .select(['job_request_name', 'user_type', 'lang', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('user_tokens')
        .select(['created_at', 'expires_at', 'revoked_at'])
        .where('user_id', '=', userId)
        .where('kind', '=', 'session')
        .orderBy('created_at')
        .execute(),
    ]);
    return {
      exported_at: new Date().toISOString(),
      profile,
      leads: leads.map((l) => ({
        ...l,
        created_at: iso(l.created_at),
        attached_at: l.attached_at ? iso(l.attached_at) : null,
      })),
      saved_jobs: saved.map((s) => ({ job_id: s.job_id, saved_at: iso(s.created_at) })),
      read_jobs: read.map((r) => ({ job_id: r.job_id, read_at: iso(r.created_at) })),
      job_quiz: quiz.map((q) => ({ job_id: q.job_id, result: Number(q.result), updated_at: iso(q.updated_at) })),
      job_requests: requests.map((r) => ({ ...r, created_at: iso(r.created_at) })),
      sessions: sessions.map((s) => ({
        created_at: iso(s.created_at),
        expires_at: iso(s.expires_at),
        revoked_at: s.revoked_at ? iso(s.revoked_at) : null,
      })),
    };
  }
}
