import { getCookie, setCookie, type CookieName } from './cookies';
import { declareStorage, resetDeclaredStorage } from './declared';
import { getLocal, getSession, setLocal, type LocalKey, type SessionKey } from './web-storage';

// A remote built against a newer shared-kit reads a stored key the page's (the shell's) tables do
// not have. Its build declares the keys newer than storage-baseline.json (a module generated before
// its exposed modules, shared-kit/build/webpack.cjs), so such a key reads as its declared default, not undefined (decision 312).
const NEW_LOCAL = 'shortlist' as LocalKey;
const NEW_COOKIE = 'shortlistSeen' as CookieName;

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  resetDeclaredStorage();
  window.localStorage.clear();
  document.cookie = 'shortlistSeen=; max-age=0; path=/';
});

test('a key only a newer remote knows reads as its declared default, and round-trips', () => {
  declareStorage({
    local: { shortlist: [] },
    session: { shortlistOpen: false },
    cookies: { shortlistSeen: { codec: { decode: (raw: string) => raw === 'true', encode: String }, fallback: false } },
  });
  const list = getLocal(NEW_LOCAL) as unknown as string[];
  expect(list).toEqual([]);
  expect(list.includes('nurse')).toBe(false); // what used to throw on undefined
  expect(getSession('shortlistOpen' as SessionKey)).toBe(false);
  expect(getCookie(NEW_COOKIE)).toBe(false);
  setCookie(NEW_COOKIE, true as never);
  expect(getCookie(NEW_COOKIE)).toBe(true);
  setLocal(NEW_LOCAL, ['nurse'] as never);
  expect(getLocal(NEW_LOCAL)).toEqual(['nurse']);
  expect(errors).not.toHaveBeenCalled();
});

test("a declaration never replaces the page's own default", () => {
  declareStorage({ local: { compareJobs: ['pilot'], visitCounter: 7 } });
  expect(getLocal('compareJobs')).toEqual([]);
  expect(getLocal('visitCounter')).toBe(0);
});

test('a key nobody declared is logged once and reads as undefined', () => {
  expect(getLocal(NEW_LOCAL)).toBeUndefined();
  expect(getCookie(NEW_COOKIE)).toBeUndefined();
  getLocal(NEW_LOCAL);
  expect(errors).toHaveBeenCalledTimes(2);
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('Stored local key "shortlist"'));
});
