import { sql } from 'kysely';
import { buildAccountsApp, signUp } from '../test/accounts/app.js';
import { hashToken, isTokenShaped, newToken } from './tokens.js';

describe('tokens', () => {
  test('256 random bits, base64url; stored as SHA-256 hex', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(isTokenShaped(token)).toBe(true);
    const [token] = tokens;
    expect(hashToken(token!)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token!)).not.toContain(token!);
    expect(isTokenShaped('short')).toBe(false);
    expect(isTokenShaped(`${token}=`)).toBe(false);
  });
});

describe('token pruning', () => {
  test('deletes tokens a day after they stopped being usable, keeps the rest', async () => {
    const t = await buildAccountsApp();
    try {
      const user = await signUp(t, 'prune@example.com');
      await t.db
        .updateTable('user_tokens')
        .set({ used_at: sql<Date>`now() - interval '2 days'` })
        .where('user_id', '=', user.id)
        .where('kind', '=', 'verify')
        .execute();
      expect(await t.app.accounts.tokens.prune()).toBe(1);
      const left = await t.db.selectFrom('user_tokens').select('kind').where('user_id', '=', user.id).execute();
      expect(left.map((r) => r.kind)).toEqual(['session']);
    } finally {
      await t.close();
    }
  });
});
