import { decodeSearchIndex, encodeSearchIndex, type IndexedListItem } from './compact-index.js';
import { searchText } from './search.js';

const item = (
  id: number,
  name: string,
  name_bm: string,
  synonyms: string[],
  synonyms_bm: string[],
  statuses: [IndexedListItem['en_data_status'], IndexedListItem['bm_data_status']] = ['complete', 'complete'],
  industry = 'health',
): IndexedListItem => ({
  id,
  name,
  name_bm,
  industry,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  slug_bm: name_bm.toLowerCase().replace(/\W+/g, '-'),
  en_data_status: statuses[0],
  bm_data_status: statuses[1],
  search_name: searchText(name, synonyms),
  search_name_bm: searchText(name_bm, synonyms_bm),
});

const ITEMS = [
  item(7, 'Medical Doctor', 'Doktor Perubatan', ['Doctor', 'Physician', 'MO'], ['Doktor', 'Pegawai Perubatan']),
  // A synonym that normalises to the name, accents and punctuation, no Malay synonyms.
  item(3, 'Café Manager', 'Pengurus Kafe', ['cafe manager', 'F&B Manager'], [], ['partial', 'coming_soon'], 'hospitality'),
  item(12, 'UI/UX Designer', 'Pereka UI/UX', [], [], ['coming_soon', 'partial'], 'ict'),
  item(5, 'Nurse', 'Jururawat', ['Staff nurse'], ['Misi'], ['partial', 'complete']),
];

describe('the compact search index (decision 395)', () => {
  test('decodes to exactly the job-list items it was made from, in their order', () => {
    expect(decodeSearchIndex(encodeSearchIndex(ITEMS))).toEqual(ITEMS);
  });

  test('columns, with industries and statuses as small numbers and no normalised name repeated', () => {
    const index = encodeSearchIndex(ITEMS);
    expect(index.id).toEqual([7, 3, 12, 5]);
    expect(index.industries).toEqual(['health', 'hospitality', 'ict']);
    expect(index.industry).toEqual([0, 1, 2, 0]);
    expect(index.status).toEqual([0, 1 * 3 + 2, 2 * 3 + 1, 1 * 3 + 0]);
    expect(index.syn).toEqual(['doctor, physician, mo', 'f b manager', '', 'staff nurse']);
    expect(index.syn_bm).toEqual(['doktor, pegawai perubatan', '', '', 'misi']);
    // Smaller than the list as JSON.
    expect(JSON.stringify(index).length).toBeLessThan(JSON.stringify(ITEMS).length * 0.7);
  });

  test('a slug that is its name made into a slug is left out, any other is kept whole', () => {
    const odd = { ...ITEMS[0]!, slug: 'doctor', slug_bm: 'doktor-perubatan' };
    const cafe = { ...ITEMS[1]!, slug: 'cafe-manager' };
    const index = encodeSearchIndex([cafe, odd]);
    expect(index.slug).toEqual(['', 'doctor']);
    expect(index.slug_bm).toEqual(['', '']);
    expect(decodeSearchIndex(index).map((j) => [j.slug, j.slug_bm])).toEqual([
      ['cafe-manager', 'pengurus-kafe'],
      ['doctor', 'doktor-perubatan'],
    ]);
  });

  test('survives JSON (what the browser gets)', () => {
    expect(decodeSearchIndex(JSON.parse(JSON.stringify(encodeSearchIndex(ITEMS))))).toEqual(ITEMS);
  });

  test('an empty catalogue is an empty index', () => {
    expect(decodeSearchIndex(encodeSearchIndex([]))).toEqual([]);
  });

  test('a format it does not know, or columns of different lengths, is refused (the API answers instead)', () => {
    const index = encodeSearchIndex(ITEMS);
    expect(() => decodeSearchIndex({ ...index, v: 2 } as never)).toThrow(/Unknown search index format 2/);
    expect(() => decodeSearchIndex({ ...index, slug: index.slug.slice(1) })).toThrow(/differ in length/);
  });
});
