import { FALLBACK_TOKEN_MAX_AGE, tokenMaxAge } from './token-lifetime';

const NOW = Date.parse('2026-11-24T02:00:00.000Z');

describe('tokenMaxAge', () => {
  it('lives exactly as long as the server token says', () => {
    expect(tokenMaxAge({ expiresAt: '2026-11-24T04:00:00.000Z', expiresIn: 7200 }, NOW)).toBe(7200);
  });

  it('keeps the shorter when this device is ahead of the server clock', () => {
    // The device thinks it is an hour later: the instant gives 3600 s, the server's count 7200 s.
    expect(tokenMaxAge({ expiresAt: '2026-11-24T04:00:00.000Z', expiresIn: 7200 }, NOW + 3_600_000)).toBe(3600);
  });

  it('never outlives the server count when this device is behind', () => {
    expect(tokenMaxAge({ expiresAt: '2026-11-24T04:00:00.000Z', expiresIn: 7200 }, NOW - 86_400_000)).toBe(7200);
  });

  it('uses the instant alone when that is all the server sends', () => {
    expect(tokenMaxAge({ expiresAt: '2026-12-01T02:00:00.000Z' }, NOW)).toBe(7 * 24 * 3600);
  });

  it('falls back to 30 days when the server says nothing usable', () => {
    expect(FALLBACK_TOKEN_MAX_AGE).toBe(2_592_000);
    expect(tokenMaxAge({}, NOW)).toBe(FALLBACK_TOKEN_MAX_AGE);
    expect(tokenMaxAge({ expiresAt: 'soon' }, NOW)).toBe(FALLBACK_TOKEN_MAX_AGE);
  });

  it('is zero, not negative, for a token that has already expired', () => {
    expect(tokenMaxAge({ expiresAt: '2026-11-24T01:00:00.000Z' }, NOW)).toBe(0);
  });
});
