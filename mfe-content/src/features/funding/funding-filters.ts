import type { FundingItem, Locale } from 'api/contract';
import {
  FUNDING_TYPES,
  INCOME_BANDS,
  INCOME_BAND_RANGE,
  MALAYSIAN_STATES as STATES,
  OLD_INCOME_GROUPS,
} from 'api/funding';

// The funding search's filters and how a scheme meets them (decisions 100, 260). Filtering runs in the
// browser over the whole list (51 schemes today): every filter is a search param, so a link can
// be shared and Back restores the previous filters.

/** Study levels as a student thinks of them; each covers one or more of the content's levels. */
export const STUDY_LEVELS = ['pre-university', 'tvet', 'diploma', 'degree', 'postgraduate'] as const;
export const STATUSES = ['open', 'soon', 'closed'] as const;
/**
 * `level` (the default): study levels an SPM leaver starts at first — pre-university, certificate/TVET,
 * diploma — then degree, then postgraduate-only; soonest deadline within each (decision 260).
 * `deadline` is offered only when some scheme has round dates.
 */
export const SORTS = ['level', 'deadline', 'name'] as const;
export const DEFAULT_SORT = 'level' satisfies Sort;
/** The content's own ids (api/funding): one list for the API's schema and these filters. */
export { FUNDING_TYPES, INCOME_BANDS, STATES };

export type FundingType = (typeof FUNDING_TYPES)[number];
export type StudyLevel = (typeof STUDY_LEVELS)[number];
export type IncomeBand = (typeof INCOME_BANDS)[number];
export type Status = (typeof STATUSES)[number];
export type Sort = (typeof SORTS)[number];
export type StateId = (typeof STATES)[number];

const LEVELS_OF: Record<StudyLevel, readonly string[]> = {
  'pre-university': ['pre-university', 'foundation'],
  tvet: ['tvet'],
  diploma: ['diploma'],
  degree: ['degree'],
  postgraduate: ['masters', 'phd'],
};

export interface FundingFilters {
  q: string;
  type: FundingType | null;
  level: StudyLevel | null;
  /** An industry id (content/industries.json), as the content's `fields`. */
  field: string | null;
  /** The household's monthly income band (decision 290). */
  income: IncomeBand | null;
  state: StateId | null;
  status: Status | null;
  sort: Sort;
}

/**
 * Why a scheme "may fit" rather than match: a chosen filter it leaves unstated, or `incomeLimit` — its
 * stated income limit falls inside the chosen band, is per person, or is a condition with no household
 * figure, so the family must check its own income against the scheme's words (decision 290).
 */
export type Dimension = 'level' | 'field' | 'income' | 'status' | 'incomeLimit';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The filters from the URL's search params; unknown values are ignored, never an error. */
export function readFilters(params: URLSearchParams): FundingFilters {
  const field = params.get('field');
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    type: oneOf(FUNDING_TYPES, params.get('type')),
    level: oneOf(STUDY_LEVELS, params.get('level')),
    field: field && /^[a-z0-9-]{1,60}$/.test(field) ? field : null,
    income: oneOf(INCOME_BANDS, params.get('income')) ?? oldIncome(params.get('income')),
    state: oneOf(STATES, params.get('state')),
    status: oneOf(STATUSES, params.get('status')),
    sort: oneOf(SORTS, params.get('sort')) ?? DEFAULT_SORT,
  };
}

/** An old link's B40/M40/T20 as a band: M40 and T20 keep theirs; B40 ("below RM7,000") spans two, so none. */
const oldIncome = (value: string | null): IncomeBand | null =>
  value !== null && Object.hasOwn(OLD_INCOME_GROUPS, value) ? (OLD_INCOME_GROUPS[value] ?? null) : null;

/** Did the link ask for the old "Below RM7,000 (B40)", which no longer names one band? The page says so. */
export const droppedOldIncome = (params: URLSearchParams): boolean => params.get('income') === 'B40';

/** Search params for the filters: only what is set, in a fixed order, so equal filters give equal URLs. */
export function writeFilters(filters: FundingFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  for (const key of ['type', 'level', 'field', 'income', 'state', 'status'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  return params;
}

export const activeFilterCount = (f: FundingFilters): number =>
  [f.q.trim(), f.type, f.level, f.field, f.income, f.state, f.status].filter(Boolean).length;

/** Does any scheme give its round's dates? Only then can "Applications" or "Soonest deadline" tell schemes apart. */
export const hasRoundDates = (items: readonly Pick<FundingItem, 'opens_on' | 'closes_on'>[]): boolean =>
  items.some((item) => Boolean(item.opens_on || item.closes_on));

/**
 * The filters the page can honour: with no round dates in the list, the status filter could match
 * nothing and the deadline sort would order nothing, so both are hidden and ignored (decision 260).
 */
export function usableFilters(f: FundingFilters, roundDates: boolean): FundingFilters {
  if (roundDates) return f;
  return { ...f, status: null, sort: f.sort === 'deadline' ? DEFAULT_SORT : f.sort };
}

/** Today's date in Malaysia (YYYY-MM-DD), whatever the device's time zone. */
export function todayInMalaysia(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Open now, opening soon or closed, from the round's dates; null when the provider's dates are not known. */
export function statusOf(item: Pick<FundingItem, 'opens_on' | 'closes_on'>, today: string): Status | null {
  const { opens_on: opens, closes_on: closes } = item;
  if (!opens && !closes) return null;
  if (closes && closes < today) return 'closed';
  if (opens && opens > today) return 'soon';
  return 'open';
}

/** Lower case, without accents or punctuation: "Pendidikan," and "pendidikan" are one word. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const textOf = (value: FundingItem['eligibility']['citizenship'], locale: Locale): string =>
  value === null ? '' : typeof value === 'string' ? value : (value[locale] ?? value.en ?? '');

function searchText(item: FundingItem): string {
  const both = (t: { en: string | null; ms: string | null } | null) => (t ? `${t.en ?? ''} ${t.ms ?? ''}` : '');
  return normalise(
    [
      item.name,
      item.name_bm,
      item.provider,
      both(item.description),
      both(item.covers),
      both(item.eligibility.other),
      textOf(item.eligibility.min_results, 'en'),
    ].join(' '),
  );
}

export interface Verdict {
  /** The scheme says something that rules it out. */
  readonly excluded: boolean;
  /** Chosen filters the scheme does not state (it "may fit"). */
  readonly notStated: readonly Dimension[];
}

/** How one scheme meets the filters: excluded, a match, or a match on what it states. */
export function verdictOf(item: FundingItem, f: FundingFilters, today: string): Verdict {
  const notStated: Dimension[] = [];
  let excluded = false;
  const words = normalise(f.q).split(' ').filter(Boolean);
  if (words.length) {
    const text = searchText(item);
    if (!words.every((w) => text.includes(w))) excluded = true;
  }
  if (f.type && item.type !== f.type) excluded = true;
  if (f.level) {
    if (item.levels.length === 0) notStated.push('level');
    else if (!item.levels.some((l) => LEVELS_OF[f.level!].includes(l))) excluded = true;
  }
  if (f.field) {
    if (item.fields.length === 0) notStated.push('field');
    else if (!item.fields.includes('any') && !item.fields.includes(f.field)) excluded = true;
  }
  if (f.income) {
    const limit = item.eligibility.income_limit;
    const band = INCOME_BAND_RANGE[f.income];
    if (limit === null) notStated.push('income');
    else if (limit === 'condition') notStated.push('incomeLimit');
    else if (typeof limit === 'object') {
      // "Any" matches every band (decision 260). A household ceiling at or below the band's floor rules
      // the scheme out; one at or above its top admits the whole band; one inside it, or a per-person
      // figure, leaves the family to check (decision 290).
      if (limit.per === 'person') notStated.push('incomeLimit');
      else if (limit.monthly_max <= band.min) excluded = true;
      else if (band.max === null || limit.monthly_max < band.max) notStated.push('incomeLimit');
    }
  }
  // A postgraduate-only scheme is no use to an SPM leaver: it shows only when they choose postgraduate.
  if (f.level !== 'postgraduate' && levelTier(item) === 3) excluded = true;
  // No state named: the scheme has no state condition, so it is open to every state.
  if (f.state && item.states && !item.states.includes(f.state)) excluded = true;
  if (f.status) {
    const status = statusOf(item, today);
    if (status === null) notStated.push('status');
    else if (status !== f.status) excluded = true;
  }
  return { excluded, notStated };
}

export interface Ranked {
  readonly item: FundingItem;
  readonly status: Status | null;
  readonly notStated: readonly Dimension[];
}

/** The study levels an SPM leaver can start straight after SPM. */
const AFTER_SPM: readonly StudyLevel[] = ['pre-university', 'tvet', 'diploma'];

/**
 * How near a scheme is to an SPM leaver: 0 when it funds a level they start at after SPM
 * (pre-university, certificate/TVET, diploma), 1 a degree, 2 no level stated, 3 postgraduate only.
 */
export function levelTier(item: Pick<FundingItem, 'levels'>): number {
  const levels = studyLevelsOf(item);
  if (levels.some((l) => AFTER_SPM.includes(l))) return 0;
  if (levels.includes('degree')) return 1;
  return levels.length === 0 ? 2 : 3;
}

/** Soonest deadline first: open rounds by closing date, then rounds about to open, then unknown dates, then closed. */
function byDeadline(a: Ranked, b: Ranked): number {
  const rank = (r: Ranked) => (r.status === 'open' ? 0 : r.status === 'soon' ? 1 : r.status === null ? 2 : 3);
  const key = (r: Ranked) =>
    r.status === 'soon' ? (r.item.opens_on ?? '') : r.status === 'closed' ? '' : (r.item.closes_on ?? '9999-12-31');
  return rank(a) - rank(b) || key(a).localeCompare(key(b));
}

/**
 * The schemes that match every chosen filter, and those that match what they state but leave a
 * chosen filter unstated ("may fit"), each sorted by deadline or by name in the page's language.
 */
export function searchFunding(
  items: readonly FundingItem[],
  f: FundingFilters,
  locale: Locale,
  today: string,
): { matches: Ranked[]; mayFit: Ranked[] } {
  const nameOf = (r: Ranked) => (locale === 'ms' ? r.item.name_bm : r.item.name);
  const byName = (a: Ranked, b: Ranked) => nameOf(a).localeCompare(nameOf(b), locale === 'ms' ? 'ms' : 'en');
  const byLevel = (a: Ranked, b: Ranked) => levelTier(a.item) - levelTier(b.item);
  const compare = (a: Ranked, b: Ranked) =>
    f.sort === 'name'
      ? byName(a, b)
      : f.sort === 'level'
        ? byLevel(a, b) || byDeadline(a, b) || byName(a, b)
        : byDeadline(a, b) || byName(a, b);
  const matches: Ranked[] = [];
  const mayFit: Ranked[] = [];
  for (const item of items) {
    const verdict = verdictOf(item, f, today);
    if (verdict.excluded) continue;
    const ranked = { item, status: statusOf(item, today), notStated: verdict.notStated };
    (verdict.notStated.length ? mayFit : matches).push(ranked);
  }
  return { matches: matches.sort(compare), mayFit: mayFit.sort(compare) };
}

/** The content's levels of a scheme as the search's study levels, in order. */
export function studyLevelsOf(item: Pick<FundingItem, 'levels'>): StudyLevel[] {
  return STUDY_LEVELS.filter((level) => item.levels.some((l) => LEVELS_OF[level].includes(l)));
}

/** The filters a student can take off one at a time, in the order a suggestion prefers on a tie. */
export const LOOSENABLE = ['state', 'field', 'level', 'income', 'type', 'status', 'q'] as const;
export type Loosenable = (typeof LOOSENABLE)[number];

export interface Loosening {
  /** The filter to take off. */
  readonly key: Loosenable;
  /** How many schemes match every other filter. */
  readonly matches: number;
}

/** The filters without one of them. */
export const without = (f: FundingFilters, key: Loosenable): FundingFilters => ({
  ...f,
  [key]: key === 'q' ? '' : null,
});

/**
 * When no scheme matches every chosen filter (two or more), the one filter whose removal gives the
 * most matches, and how many; null when one filter is set, something matches, or no single removal
 * helps (decision 260). "May fit" schemes are not counted: the suggestion promises real matches.
 */
export function loosening(items: readonly FundingItem[], f: FundingFilters, today: string): Loosening | null {
  const set = LOOSENABLE.filter((key) => (key === 'q' ? f.q.trim() !== '' : f[key] !== null));
  if (set.length < 2) return null;
  const count = (filters: FundingFilters) =>
    items.filter((item) => {
      const verdict = verdictOf(item, filters, today);
      return !verdict.excluded && verdict.notStated.length === 0;
    }).length;
  if (count(f) > 0) return null;
  let best: Loosening | null = null;
  for (const key of set) {
    const matches = count(without(f, key));
    if (matches > (best?.matches ?? 0)) best = { key, matches };
  }
  return best;
}

export { textOf };
