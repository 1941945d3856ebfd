// Decision 175: the browser ranks with this API's own search module, built from the plain job
// list (GET job-list without a term). Every term must give the same jobs in the same order as the
// API's search route, in both languages. Runs over the real catalogue, on both databases.
import type { JobListItem } from '../../contract.js';
import {
  decodeSearchIndex,
  JobSearchIndex,
  searchableFromListItem,
  type CompactSearchIndex,
} from '../../content/search.js';
import { defaultContentDir } from '../../paths.js';
import { buildTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ contentDir: defaultContentDir });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const ids = async (url: string): Promise<number[]> => {
  const res = await t.app.inject(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: JobListItem[] }).data.map((j) => j.id);
};

// Exact names, synonyms, prefixes, typos, both languages, several words, odd spelling and case.
const TERMS = [
  'nurse',
  'jururawat',
  'nurce',
  'jururawt',
  'doktor gigi',
  'dentist',
  'cikgu',
  'teacher',
  'guru',
  'engineer',
  'enginer',
  'jurutera',
  'jurutera a',
  'jurut',
  'doktur',
  'uiux',
  'ui ux',
  'e-commerce',
  'CHEF',
  'Café',
  'pe',
  'a',
  'data',
  'akaun',
  'accountant',
  'children’s',
  'undang-undang',
  'law',
  'software developer',
  'pembangun perisian',
  'mekanik',
  'mechanic',
  'polis',
  'pilot',
  'juruterbang',
  'zzzzqqq',
  'saintis data',
  'arkitek',
  'architect landscape',
];

test('the browser-side search over GET job-list ranks every term exactly as the API route', async () => {
  const res = await t.app.inject('/api/v1/job-list');
  const list = (res.json() as { data: JobListItem[] }).data;
  expect(list.length).toBeGreaterThan(100);
  const browser = new JobSearchIndex(list.map(searchableFromListItem));
  let compared = 0;
  for (const lang of ['en', 'ms'] as const) {
    for (const term of TERMS) {
      const api = await ids(`/api/v1/job-list?lang=${lang}&search_term=${encodeURIComponent(term)}`);
      expect({ lang, term, ids: browser.search(term, lang).map((h) => h.id) }).toEqual({ lang, term, ids: api });
      if (api.length > 0) compared++;
    }
  }
  expect(compared).toBeGreaterThan(TERMS.length); // most terms find something: not an empty-vs-empty pass
}, 120_000);

test('the browser-side search over the compact GET search-index ranks every term exactly as the API route (decision 395)', async () => {
  const res = await t.app.inject('/api/v1/search-index');
  const items = decodeSearchIndex(res.json() as CompactSearchIndex);
  expect(items.length).toBeGreaterThan(100);
  const browser = new JobSearchIndex(items.map(searchableFromListItem));
  let compared = 0;
  for (const lang of ['en', 'ms'] as const) {
    for (const term of TERMS) {
      const res = await t.app.inject(`/api/v1/job-list?lang=${lang}&search_term=${encodeURIComponent(term)}`);
      const api = (res.json() as { data: JobListItem[] }).data;
      const found = browser.search(term, lang).map((h) => items.find((j) => j.id === h.id));
      // The same jobs in the same order, and each result the same item (names, slugs, statuses).
      expect({ lang, term, found }).toEqual({ lang, term, found: api });
      if (api.length > 0) compared++;
    }
  }
  expect(compared).toBeGreaterThan(TERMS.length);
}, 120_000);
