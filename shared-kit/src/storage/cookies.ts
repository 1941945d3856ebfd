import { parse, serialize } from 'cookie';

/** One year, in seconds (spec §9). */
export const COOKIE_MAX_AGE = 31_536_000;

type Codec<T> = { readonly decode: (raw: string) => T; readonly encode: (value: T) => string };

const bool: Codec<boolean> = { decode: (raw) => raw === 'true', encode: String };
const num: Codec<number> = {
  decode: (raw) => {
    const n = Number(raw);
    return Number.isFinite(n) ? n : 0;
  },
  encode: String,
};
const str: Codec<string> = { decode: (raw) => raw, encode: (v) => v };
const optStr: Codec<string | null> = { decode: (raw) => raw, encode: (v) => v ?? '' };
function json<T>(): Codec<T> {
  return { decode: (raw) => JSON.parse(raw) as T, encode: (v) => JSON.stringify(v) };
}

interface CookieSpec<T> {
  readonly codec: Codec<T>;
  readonly fallback: T;
}

function spec<T>(codec: Codec<T>, fallback: T): CookieSpec<T> {
  return { codec, fallback };
}

/** The cookies of spec §3 with their types and defaults. */
export const COOKIES = {
  answeredJobFamiliaritySurvey: spec(bool, false),
  closedFeedbackFAB: spec(bool, true),
  onBoardingCompleted: spec(bool, false),
  i18n_redirected: spec<string | null>(optStr, null),
  matchingTraits: spec(json<string[]>(), []),
  numberOfJobs: spec(num, 0),
  primaryTraits: spec<string | null>(optStr, null),
  secondaryTraits: spec<string | null>(optStr, null),
  tookQuiz: spec(bool, false),
  quizScore: spec(json<Record<string, number>>(), {}),
  hasChangedUserRole: spec(bool, false),
  hasUpdatedBirthYear: spec(bool, false),
  answeredSubjectQuizSurvey: spec(bool, false),
  resultsCode: spec<string | null>(optStr, null),
  recommendedJobs: spec(json<number[]>(), []),
  userLeadFormData: spec(json<Record<string, unknown> | null>(), null),
  leadsID: spec<string | null>(optStr, null),
  userTraits: spec(json<string[]>(), []),
  storeJobNameIndustry: spec(json<Record<string, unknown> | null>(), null),
  userAvatar: spec(str, '/images/avatar-default.svg'),
  savedBookmarksCount: spec(num, 0),
  userID: spec<string | null>(optStr, null),
  authorization_token: spec<string | null>(optStr, null),
  readJobGuidesList: spec(json<number[]>(), []),
  raisecData: spec(json<Record<string, number> | null>(), null),
  currentQuestion: spec(num, 0),
  userSelectionsList: spec(json<string[]>(), []),
  userSelectionsFull: spec(json<unknown[]>(), []),
} as const;

export type CookieName = keyof typeof COOKIES;
export type CookieValue<K extends CookieName> = (typeof COOKIES)[K]['fallback'];

function doc(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

/** Reads a typed cookie; its default when absent or unreadable. */
export function getCookie<K extends CookieName>(name: K): CookieValue<K> {
  const spec = COOKIES[name] as CookieSpec<CookieValue<K>>;
  const raw = parse(doc()?.cookie ?? '')[name];
  if (raw === undefined) return spec.fallback;
  try {
    return spec.codec.decode(raw);
  } catch {
    return spec.fallback;
  }
}

export function hasCookie(name: CookieName): boolean {
  return parse(doc()?.cookie ?? '')[name] !== undefined;
}

/** Writes a typed cookie: Secure, SameSite=Lax, path /, one year unless told otherwise. */
export function setCookie<K extends CookieName>(name: K, value: CookieValue<K>, maxAge = COOKIE_MAX_AGE): void {
  const d = doc();
  if (!d) return;
  const spec = COOKIES[name] as CookieSpec<CookieValue<K>>;
  d.cookie = serialize(name, spec.codec.encode(value), {
    path: '/',
    maxAge,
    sameSite: 'lax',
    // Browsers treat localhost as a secure context, so Secure cookies work in development too.
    secure: true,
  });
}

export function removeCookie(name: CookieName): void {
  const d = doc();
  if (!d) return;
  d.cookie = serialize(name, '', { path: '/', maxAge: 0, sameSite: 'lax', secure: true });
}

/** Removes every cookie of spec §3 except those named (after sign-up success: keep the token). */
export function clearCookiesExcept(keep: readonly CookieName[]): void {
  for (const name of Object.keys(COOKIES) as CookieName[]) {
    if (!keep.includes(name) && hasCookie(name)) removeCookie(name);
  }
}
