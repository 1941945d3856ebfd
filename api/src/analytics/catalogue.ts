/**
 * The events the site's own collector stores (issue 25, decision 330), and what each may carry.
 * Nothing here can hold an email, a name or text a visitor typed: every property is a boolean, a
 * bounded whole number, a slug, a short code label, or (only `term` of Job Search) a search term
 * normalised by `normaliseTerm` and kept only when the search found FEW_RESULTS or fewer jobs.
 * Properties not listed for an event are dropped before storing; listed ones of the wrong kind
 * refuse the batch (400).
 */

export type PropKind =
  | { kind: 'bool' }
  | { kind: 'int'; min: number; max: number }
  | { kind: 'slug' }
  | { kind: 'label' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'term' };

const bool = { kind: 'bool' } as const;
const int = (min: number, max: number) => ({ kind: 'int', min, max }) as const;
const slug = { kind: 'slug' } as const;
const label = { kind: 'label' } as const;
const oneOf = (...values: string[]) => ({ kind: 'enum', values }) as const;

export const EVENT_CATALOGUE = {
  // Spec §7's events (the shell's journey tracking, decision 013).
  'Start Journey': { first_time_user: bool },
  'UTM Tracking': {},
  'Screen Open': { origin: label },
  'Screen Exit': { seconds: int(0, 86_400) },
  Submit: { form: label },
  Click: { target: label },
  // The career quiz funnel: start → each of the 7 questions → data entry → result → save/share.
  'Quiz Started': {},
  'Quiz Question Answered': { question: int(1, 7) },
  'Quiz Data Entry Shown': {},
  'Quiz Result Shown': { shared: bool },
  'Quiz Result Saved': {},
  'Quiz Result Shared': { channel: label },
  // The subject match.
  'Subject Match Started': {},
  'Subject Match Results': { subjects: int(0, 50), jobs: int(0, 10_000) },
  'Subject Quiz Survey': { useful: bool, subjects: int(0, 50), jobs: int(0, 10_000) },
  // Searches (the term only when few or no jobs were found) and guide reads.
  'Job Search': { results: int(0, 100_000), term: { kind: 'term' } },
  'Guide Read': { job: slug },
  // Existing facade calls.
  'Messaging Modal Opened': { origin: label },
  'Messaging Link Clicked': { origin: label },
  'Social Login Failed': { provider: oneOf('google', 'facebook'), reason: label },
} as const satisfies Record<string, Record<string, PropKind>>;

export type EventName = keyof typeof EVENT_CATALOGUE;
export const EVENT_NAMES = Object.keys(EVENT_CATALOGUE) as EventName[];

/** A search term is kept only when the search found this many jobs or fewer. */
export const FEW_RESULTS = 3;

export const QUIZ_FUNNEL_STEPS = [
  'Quiz Started',
  ...[1, 2, 3, 4, 5, 6, 7].map((n) => `Quiz Question Answered:${n}`),
  'Quiz Data Entry Shown',
  'Quiz Result Shown',
  'Quiz Result Saved',
  'Quiz Result Shared',
] as const;

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const LABEL = /^[A-Za-z][A-Za-z0-9 _.:-]{0,39}$/;

/**
 * A search term as the team sees it: NFKC, lower case, letters, digits and single spaces only,
 * at most 40 characters and 4 words. Null when nothing is left, or when it holds 4 or more
 * digits (it may be a phone or IC number, never a job).
 */
export function normaliseTerm(value: string): string | null {
  const term = value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  if (!term || term.length > 40 || term.split(' ').length > 4) return null;
  if ((term.match(/\p{N}/gu) ?? []).length >= 4) return null;
  return term;
}

export type PropValue = string | number | boolean;

/** Checks one event's properties; returns the ones to store, or the name of the wrong one. */
export function checkProps(
  name: EventName,
  props: Record<string, unknown>,
): { ok: true; props: Record<string, PropValue> } | { ok: false; field: string; message: string } {
  const allowed = EVENT_CATALOGUE[name] as Record<string, PropKind>;
  const out: Record<string, PropValue> = {};
  for (const [key, value] of Object.entries(props)) {
    const kind = allowed[key];
    if (!kind || value === null || value === undefined) continue;
    const fail = (message: string) => ({ ok: false as const, field: key, message });
    switch (kind.kind) {
      case 'bool':
        if (typeof value !== 'boolean') return fail('must be true or false');
        out[key] = value;
        break;
      case 'int':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < kind.min || value > kind.max) {
          return fail(`must be a whole number from ${kind.min} to ${kind.max}`);
        }
        out[key] = value;
        break;
      case 'slug':
        if (typeof value !== 'string' || !SLUG.test(value)) return fail('must be a slug (a-z, 0-9, -)');
        out[key] = value;
        break;
      case 'label':
        if (typeof value !== 'string' || !LABEL.test(value)) return fail('must be a short code label');
        out[key] = value;
        break;
      case 'enum':
        if (typeof value !== 'string' || !kind.values.includes(value)) {
          return fail(`must be one of ${kind.values.join(', ')}`);
        }
        out[key] = value;
        break;
      case 'term': {
        if (typeof value !== 'string' || value.length > 200) return fail('must be a string of at most 200 characters');
        const results = props.results;
        const term = normaliseTerm(value);
        // Kept only for a search that found few jobs; otherwise dropped without a word.
        if (term && typeof results === 'number' && results <= FEW_RESULTS) out[key] = term;
        break;
      }
    }
  }
  return { ok: true, props: out };
}

/** Bots, crawlers, link previews, scripts and headless browsers: their events are not stored. */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|headless|lighthouse|pingdom|phantomjs|puppeteer|playwright|curl\/|wget|python|httpclient|java\/|go-http|axios|node-fetch|undici|okhttp|libwww|scrapy/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 10 || BOT_USER_AGENT.test(userAgent);
}

/** Phone, tablet or desktop, from the user agent (nothing else of it is kept). */
export function deviceClass(userAgent: string | undefined): 'phone' | 'tablet' | 'desktop' {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone/i.test(ua)) return 'phone';
  return 'desktop';
}
