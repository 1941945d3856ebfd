import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AccountsDb, TokenKind } from './db-types.js';

/** 32 random bytes, base64url: 43 characters, 256 bits. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const TOKEN_RE = new RegExp(TOKEN_PATTERN);

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isTokenShaped(value: string): boolean {
  return TOKEN_RE.test(value);
}

/** What is stored: the SHA-256 of the token, hex. Fast on purpose: the token itself is random. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * A login token bound to a browser (docs/decisions/036-session-token-and-cookie.md) is stored as
 * the hash of the token and the HttpOnly cookie's secret together: the token alone, read by a
 * script and replayed elsewhere, matches no row.
 */
export function hashBoundToken(token: string, binding: string): string {
  return createHash('sha256').update(`${token}.${binding}`, 'utf8').digest('hex');
}

export interface SessionUser {
  userId: string;
  tokenId: string;
  /** When this login token was issued (a recent sign-in stands in for a password: decision 035). */
  issuedAt: Date;
}

export interface IssuedSession {
  /** The bearer token (the client's authorization_token). */
  token: string;
  /** The secret of the HttpOnly cookie this token is bound to; null when not bound. */
  binding: string | null;
  expiresAt: Date;
}

export type ConsumeResult =
  | { status: 'ok'; userId: string; redirectUrl: string | null }
  | { status: 'expired' | 'used'; userId: string; redirectUrl: string | null }
  | { status: 'unknown' };

/**
 * Login tokens and single-use link tokens in one table (user_tokens), told apart by kind.
 * The token is returned once when issued and never stored; lookups hash what the client sends.
 */
export class TokenRepository {
  constructor(private readonly db: AccountsDb) {}

  async issue(
    userId: string,
    kind: TokenKind,
    ttlSeconds: number,
    redirectUrl: string | null = null,
    db: AccountsDb = this.db,
  ): Promise<string> {
    const token = newToken();
    await db
      .insertInto('user_tokens')
      .values({
        user_id: userId,
        kind,
        token_hash: hashToken(token),
        redirect_url: redirectUrl,
        expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
      } as never)
      .execute();
    return token;
  }

  /**
   * A login token, bound to a browser cookie when `bind` (its secret is returned once, like the
   * token). expiresAt is the database's own: the client's cookie must not outlive it. `device`:
   * the browser's label for the sessions list (./device.ts).
   */
  async issueSession(
    userId: string,
    ttlSeconds: number,
    bind: boolean,
    device: string | null = null,
  ): Promise<IssuedSession> {
    const token = newToken();
    const binding = bind ? newToken() : null;
    const row = await this.db
      .insertInto('user_tokens')
      .values({
        user_id: userId,
        kind: 'session',
        token_hash: binding ? hashBoundToken(token, binding) : hashToken(token),
        redirect_url: null,
        expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
        last_used_at: sql<Date>`now()`,
        device,
      } as never)
      .returning('expires_at')
      .executeTakeFirstOrThrow();
    return { token, binding, expiresAt: new Date(row.expires_at) };
  }

  /**
   * The session a bearer token belongs to, if it is live: not revoked, not past its absolute
   * expiry, and used within the last `idleSeconds` (the inactivity timeout, decision 283). A
   * bound token is only found together with its cookie's secret (`binding`). Its last use is
   * written at most once a minute, so reading pages does not turn into a write per request.
   */
  async session(token: string, binding: string | null = null, idleSeconds?: number): Promise<SessionUser | null> {
    if (!isTokenShaped(token)) return null;
    const hashes = [hashToken(token)];
    if (binding && isTokenShaped(binding)) hashes.push(hashBoundToken(token, binding));
    let query = this.db
      .selectFrom('user_tokens')
      .select([
        'id',
        'user_id',
        'created_at',
        sql<boolean>`coalesce(last_used_at, created_at) < now() - interval '60 seconds'`.as('stale'),
      ])
      .where('token_hash', 'in', hashes)
      .where('kind', '=', 'session')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`);
    if (idleSeconds !== undefined) {
      query = query.where(
        sql<Date>`coalesce(last_used_at, created_at)`,
        '>',
        sql<Date>`now() - make_interval(secs => ${idleSeconds})`,
      );
    }
    const row = await query.executeTakeFirst();
    if (!row) return null;
    if (row.stale) {
      await this.db
        .updateTable('user_tokens')
        .set({ last_used_at: sql<Date>`now()` })
        .where('id', '=', row.id)
        .execute();
    }
    return { userId: row.user_id, tokenId: row.id, issuedAt: new Date(row.created_at) };
  }

  /** A user's live login tokens (as session() would accept them), newest use first. */
  async sessions(userId: string, idleSeconds: number) {
    const rows = await this.db
      .selectFrom('user_tokens')
      .select(['id', 'created_at', 'last_used_at', 'expires_at', 'device'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'session')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .where(
        sql<Date>`coalesce(last_used_at, created_at)`,
        '>',
        sql<Date>`now() - make_interval(secs => ${idleSeconds})`,
      )
      .orderBy(sql`coalesce(last_used_at, created_at)`, 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(r.created_at),
      lastUsedAt: new Date(r.last_used_at ?? r.created_at),
      expiresAt: new Date(r.expires_at),
      device: r.device,
    }));
  }

  /** Ends one of a user's login tokens; false when it is not theirs or already ended. */
  async revokeUserSession(userId: string, tokenId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('user_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', tokenId)
      .where('user_id', '=', userId)
      .where('kind', '=', 'session')
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Ends every login token of a user except one (a password change keeps the device it was made on). */
  async revokeOtherSessions(userId: string, keepTokenId: string, db: AccountsDb = this.db): Promise<number> {
    const result = await db
      .updateTable('user_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('kind', '=', 'session')
      .where('id', '!=', keepTokenId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /**
   * Uses a single-use link token. One UPDATE marks it used, so two clicks at once cannot both
   * succeed; a token that cannot be used is looked at again to say why.
   */
  async consume(token: string, kind: 'verify' | 'reset', db: AccountsDb = this.db): Promise<ConsumeResult> {
    if (!isTokenShaped(token)) return { status: 'unknown' };
    const tokenHash = hashToken(token);
    const used = await db
      .updateTable('user_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'redirect_url'])
      .executeTakeFirst();
    if (used) return { status: 'ok', userId: used.user_id, redirectUrl: used.redirect_url };
    const row = await db
      .selectFrom('user_tokens')
      .select(['user_id', 'redirect_url', 'used_at', 'revoked_at'])
      .where('token_hash', '=', tokenHash)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (!row) return { status: 'unknown' };
    return {
      status: row.used_at || row.revoked_at ? 'used' : 'expired',
      userId: row.user_id,
      redirectUrl: row.redirect_url,
    };
  }

  /** Revokes one login token (logout). */
  async revokeSession(tokenId: string): Promise<void> {
    await this.db
      .updateTable('user_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', tokenId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live token of some kinds for a user (password reset, social linking, sign out everywhere). */
  async revokeAll(userId: string, kinds: TokenKind[], db: AccountsDb = this.db): Promise<number> {
    const result = await db
      .updateTable('user_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('kind', 'in', kinds)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes tokens that can no longer be used, a day after they stopped being usable. */
  async prune(): Promise<number> {
    const result = await this.db
      .deleteFrom('user_tokens')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<', sql<Date>`now() - interval '1 day'`),
          eb('revoked_at', '<', sql<Date>`now() - interval '1 day'`),
          eb('used_at', '<', sql<Date>`now() - interval '1 day'`),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
