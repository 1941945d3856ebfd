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

export interface SessionUser {
  userId: string;
  tokenId: string;
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

  /** The session a bearer token belongs to, if it is live (not expired, not revoked). */
  async session(token: string): Promise<SessionUser | null> {
    if (!isTokenShaped(token)) return null;
    const row = await this.db
      .selectFrom('user_tokens')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashToken(token))
      .where('kind', '=', 'session')
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { userId: row.user_id, tokenId: row.id } : null;
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

  /** Revokes every live token of some kinds for a user (password reset, social linking). */
  async revokeAll(userId: string, kinds: TokenKind[], db: AccountsDb = this.db): Promise<void> {
    await db
      .updateTable('user_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('user_id', '=', userId)
      .where('kind', 'in', kinds)
      .where('revoked_at', 'is', null)
      .where('used_at', 'is', null)
      .execute();
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
