import { sql } from 'kysely';
import type { AnalyticsDb } from './db-types.js';

/**
 * The editor role (issue 25, decision 330). Given only from the command line
 * (`pnpm --filter api team grant <email>`) or configuration (TEAM_EDITORS, applied when the API
 * starts); never by sign-up or any API route. Removing an address from TEAM_EDITORS takes back
 * the role it gave at the next start; roles given from the command line stay until revoked there.
 */
export async function isEditor(
  db: AnalyticsDb,
  userId: string,
  configEmails: readonly string[] = [],
): Promise<boolean> {
  const row = await db
    .selectFrom('team_roles')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'editor')
    .executeTakeFirst();
  if (row) return true;
  if (!configEmails.length) return false;
  // An address in TEAM_EDITORS whose account was made after the start: an editor once its email
  // is verified (an unverified sign-up with that address proves nothing).
  const configured = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('email_verified_at', 'is not', null)
    .where(
      sql`lower(email)`,
      'in',
      configEmails.map((e) => e.toLowerCase()),
    )
    .executeTakeFirst();
  return !!configured;
}

async function userIdOf(db: AnalyticsDb, email: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where(sql`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Gives an account the editor role; false when no account has that email. */
export async function grantEditor(db: AnalyticsDb, email: string, by: 'cli' | 'config'): Promise<boolean> {
  const userId = await userIdOf(db, email);
  if (!userId) return false;
  await db
    .insertInto('team_roles')
    .values({ user_id: userId, role: 'editor', granted_by: by })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
  return true;
}

/** Takes the editor role back; false when the account had none. */
export async function revokeEditor(db: AnalyticsDb, email: string): Promise<boolean> {
  const userId = await userIdOf(db, email);
  if (!userId) return false;
  const result = await db.deleteFrom('team_roles').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listEditors(db: AnalyticsDb): Promise<{ email: string; grantedBy: string; grantedAt: Date }[]> {
  const rows = await db
    .selectFrom('team_roles')
    .innerJoin('users', 'users.id', 'team_roles.user_id')
    .select(['users.email as email', 'team_roles.granted_by as grantedBy', 'team_roles.granted_at as grantedAt'])
    .orderBy('users.email')
    .execute();
  return rows as { email: string; grantedBy: string; grantedAt: Date }[];
}

/**
 * Makes the configured editors (TEAM_EDITORS) the config-given ones: grants each listed account,
 * takes back config-given roles of accounts no longer listed. Returns the addresses with no account.
 */
export async function syncConfigEditors(db: AnalyticsDb, emails: readonly string[]): Promise<string[]> {
  const missing: string[] = [];
  const ids: string[] = [];
  for (const email of emails) {
    const id = await userIdOf(db, email);
    if (!id) missing.push(email);
    else {
      ids.push(id);
      await grantEditor(db, email, 'config');
    }
  }
  let stale = db.deleteFrom('team_roles').where('granted_by', '=', 'config');
  if (ids.length) stale = stale.where('user_id', 'not in', ids);
  await stale.execute();
  return missing;
}
