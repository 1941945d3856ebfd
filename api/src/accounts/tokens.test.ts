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
