import { normalise } from './normalise.js';
import type { DataStatus } from '../db/types.js';

/**
 * The in-browser search index (decision 395): what the drawer's search needs of every job — its id,
 * names, slugs, industry and data statuses (to show and link a result) and the normalised synonyms
 * (to rank) — in columns instead of one object per job, with the industries and statuses as small
 * numbers into tables. Made once per catalogue version by the API (GET search-index); the browser
 * turns it back into the same list items the job list has, so both build the same JobSearchIndex.
 *
 * Against the whole job list it leaves out the keys repeated on every job and each job's
 * normalised name (it is the name, normalised again on the way back).
 */
export interface CompactSearchIndex {
  /** The format's version: a browser that does not know it asks the API instead. */
  v: 1;
  id: number[];
  name: string[];
  name_bm: string[];
  /** '' where the slug is slugOf(name) (nine jobs in ten): the browser makes it again. */
  slug: string[];
  slug_bm: string[];
  /** Positions in `industries`. */
  industry: number[];
  industries: string[];
  /** `STATUSES.indexOf(en) * STATUSES.length + STATUSES.indexOf(ms)`. */
  status: number[];
  /** Normalised synonyms other than the normalised name, ", "-separated ('' when none). */
  syn: string[];
  syn_bm: string[];
}

export const COMPACT_INDEX_VERSION = 1;
const STATUSES: readonly DataStatus[] = ['complete', 'partial', 'coming_soon'];

/** What the index carries of a job: the job-list item's fields (GET job-list). */
export interface IndexedListItem {
  id: number;
  name: string;
  name_bm: string;
  industry: string;
  slug: string;
  slug_bm: string;
  en_data_status: DataStatus;
  bm_data_status: DataStatus;
  search_name: string;
  search_name_bm: string;
}

/**
 * The slug a name would have: accents off, lower case, "&" as "and", every run of other characters
 * one "-". Only a shorthand of the index: a slug that differs is sent whole.
 */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `search_name` without its first part when that part is the normalised name (searchText()). */
function synonymsPart(name: string, searchName: string): string {
  const own = normalise(name);
  const parts = searchName === '' ? [] : searchName.split(', ');
  return (own && parts[0] === own ? parts.slice(1) : parts).join(', ');
}

function withName(name: string, synonyms: string): string {
  const own = normalise(name);
  return [own, synonyms].filter(Boolean).join(', ');
}

export function encodeSearchIndex(items: readonly IndexedListItem[]): CompactSearchIndex {
  const industries: string[] = [];
  const industryOf = new Map<string, number>();
  const index: CompactSearchIndex = {
    v: COMPACT_INDEX_VERSION,
    id: [],
    name: [],
    name_bm: [],
    slug: [],
    slug_bm: [],
    industry: [],
    industries,
    status: [],
    syn: [],
    syn_bm: [],
  };
  for (const item of items) {
    let industry = industryOf.get(item.industry);
    if (industry === undefined) {
      industry = industries.push(item.industry) - 1;
      industryOf.set(item.industry, industry);
    }
    index.id.push(item.id);
    index.name.push(item.name);
    index.name_bm.push(item.name_bm);
    index.slug.push(item.slug === slugOf(item.name) ? '' : item.slug);
    index.slug_bm.push(item.slug_bm === slugOf(item.name_bm) ? '' : item.slug_bm);
    index.industry.push(industry);
    index.status.push(STATUSES.indexOf(item.en_data_status) * STATUSES.length + STATUSES.indexOf(item.bm_data_status));
    index.syn.push(synonymsPart(item.name, item.search_name));
    index.syn_bm.push(synonymsPart(item.name_bm, item.search_name_bm));
  }
  return index;
}

/** The job-list items back, in the index's order; throws on a format this code does not know. */
export function decodeSearchIndex(index: CompactSearchIndex): IndexedListItem[] {
  if (index?.v !== COMPACT_INDEX_VERSION) throw new Error(`Unknown search index format ${String(index?.v)}`);
  const n = index.id.length;
  for (const column of [index.name, index.name_bm, index.slug, index.slug_bm, index.industry, index.status]) {
    if (column.length !== n) throw new Error('Search index columns differ in length');
  }
  return index.id.map((id, i) => ({
    id,
    name: index.name[i]!,
    name_bm: index.name_bm[i]!,
    industry: index.industries[index.industry[i]!]!,
    slug: index.slug[i] || slugOf(index.name[i]!),
    slug_bm: index.slug_bm[i] || slugOf(index.name_bm[i]!),
    en_data_status: STATUSES[Math.floor(index.status[i]! / STATUSES.length)]!,
    bm_data_status: STATUSES[index.status[i]! % STATUSES.length]!,
    search_name: withName(index.name[i]!, index.syn[i] ?? ''),
    search_name_bm: withName(index.name_bm[i]!, index.syn_bm[i] ?? ''),
  }));
}
