// The stored values of spec §3 — cookies, localStorage and sessionStorage keys — with their types
// and defaults, as data (no browser code), so a remote's build can also declare its own copy of a
// new key to the page's shared-kit (decision 312; shared-kit/build/storage-baseline.json). The accessors are ./cookies.ts and
// ./web-storage.ts.

export type Codec<T> = { readonly decode: (raw: string) => T; readonly encode: (value: T) => string };

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

export interface CookieSpec<T> {
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

/** Typed localStorage and sessionStorage keys of spec §3. */

export const LOCAL_KEYS = {
  firstTimeUser: 'true',
  visitCounter: 0,
  userRole: 'default' as 'default' | 'en' | 'bm',
  visitedRoutes: [] as number[],
  affinitySelections: [] as unknown[],
  'nuxt-utm-data': [] as unknown[],
  /** Not in spec §3: the compare tray's job slugs (at most 3, spec §9), kept across reloads. */
  compareJobs: [] as string[],
  /**
   * Not in spec §3: what a visitor asked for before signing up (save a job, or a third job to
   * compare), done once they are signed in, even after the verification email and a reload.
   */
  pendingJobAction: null as PendingJobAction | null,
  /** Not in spec §3: the address just registered, to fill the log-in view after the emailed link. */
  signupEmail: '',
};

/** A job action a visitor asked for before signing up (`pendingJobAction`). */
export interface PendingJobAction {
  readonly kind: 'save' | 'compare';
  readonly id: number;
  readonly slug: string;
}
export type LocalKey = keyof typeof LOCAL_KEYS;
export type LocalValue<K extends LocalKey> = (typeof LOCAL_KEYS)[K];

export const SESSION_KEYS = {
  isLoggedOnce: false,
  journeyStarted: false,
  utmData: null as Record<string, string> | null,
  hasRemovedJourney: false,
  onboardingShown: false,
  'nuxt-utm-session-id': null as string | null,
  /** Not in spec §3: the last forced reload (path, time), for the 10-second reload guard (spec §4, §9). */
  forcedReload: null as { path: string; at: number } | null,
};
export type SessionKey = keyof typeof SESSION_KEYS;
