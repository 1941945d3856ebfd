import { clearCookiesExcept, COOKIE_MAX_AGE, getCookie, setCookie } from './cookies';

describe('typed cookies', () => {
  afterEach(() => clearCookiesExcept([]));

  it('returns the spec defaults when a cookie is absent', () => {
    expect(getCookie('closedFeedbackFAB')).toBe(true);
    expect(getCookie('onBoardingCompleted')).toBe(false);
    expect(getCookie('currentQuestion')).toBe(0);
    expect(getCookie('userSelectionsList')).toEqual([]);
    expect(getCookie('authorization_token')).toBeNull();
  });

  it('round-trips typed values', () => {
    setCookie('currentQuestion', 3);
    setCookie('userSelectionsList', ['R', 'I']);
    setCookie('tookQuiz', true);
    expect(getCookie('currentQuestion')).toBe(3);
    expect(getCookie('userSelectionsList')).toEqual(['R', 'I']);
    expect(getCookie('tookQuiz')).toBe(true);
  });

  it('writes Secure, SameSite=Lax cookies that last one year', () => {
    const writes: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
    setCookie('i18n_redirected', 'ms');
    spy.mockRestore();
    expect(writes[0]).toMatch(/^i18n_redirected=ms/);
    expect(writes[0]).toContain(`Max-Age=${COOKIE_MAX_AGE}`);
    expect(writes[0]).toContain('Secure');
    expect(writes[0]).toContain('SameSite=Lax');
    expect(writes[0]).toContain('Path=/');
  });

  it('clears every cookie except the ones kept (sign-up success keeps the token)', () => {
    setCookie('authorization_token', 'abc');
    setCookie('leadsID', 'lead-1');
    clearCookiesExcept(['authorization_token']);
    expect(getCookie('authorization_token')).toBe('abc');
    expect(getCookie('leadsID')).toBeNull();
  });

  it('falls back to the default for an unreadable value', () => {
    document.cookie = 'userSelectionsList=%7Bbroken; Path=/; Secure';
    expect(getCookie('userSelectionsList')).toEqual([]);
  });
});

describe('typed web storage', () => {
  it('keeps plain-text keys as text, even when their default is null', async () => {
    const { getSession, setSession, getLocal, setLocal } = await import('./web-storage');
    setSession('nuxt-utm-session-id', 'b7e0c4d2-session');
    expect(getSession('nuxt-utm-session-id')).toBe('b7e0c4d2-session');
    setLocal('visitCounter', 3);
    expect(getLocal('visitCounter')).toBe(3);
    setLocal('firstTimeUser', 'false');
    expect(getLocal('firstTimeUser')).toBe('false');
  });
});
