import type { FundingItem } from 'api/contract';
import { SCHEMES, scheme } from './funding.fixture';
import {
  droppedOldIncome,
  hasRoundDates,
  levelTier,
  loosening,
  readFilters,
  searchFunding,
  statusOf,
  studyLevelsOf,
  todayInMalaysia,
  usableFilters,
  without,
  writeFilters,
} from './funding-filters';

const TODAY = '2026-11-24';
const search = (query: string, locale: 'en' | 'ms' = 'en', items = SCHEMES) =>
  searchFunding(items, readFilters(new URLSearchParams(query)), locale, TODAY);
const ids = (list: { item: { id: string } }[]) => list.map((r) => r.item.id);

describe('funding filters', () => {
  it('reads every filter from the URL and writes them back in a fixed order, dropping unknown values', () => {
    const filters = readFilters(
      new URLSearchParams(
        'sort=name&state=sabah&type=loan&level=degree&field=ict&income=below-4000&status=open&q=%20fees%20',
      ),
    );
    expect(filters).toEqual({
      q: ' fees ',
      type: 'loan',
      level: 'degree',
      field: 'ict',
      income: 'below-4000',
      state: 'sabah',
      status: 'open',
      sort: 'name',
    });
    expect(writeFilters(filters).toString()).toBe(
      'q=fees&type=loan&level=degree&field=ict&income=below-4000&state=sabah&status=open&sort=name',
    );
    const junk = readFilters(
      new URLSearchParams('type=bribe&level=phd&income=X&state=mars&status=maybe&sort=price&field=%3Cb%3E'),
    );
    expect(writeFilters(junk).toString()).toBe('');
  });

  it('by deadline: open rounds, then opening soon, then unknown, then closed', () => {
    const { matches, mayFit } = search('sort=deadline');
    expect(ids(matches)).toEqual([
      'b40-grant',
      'sabah-scholarship',
      'professional',
      'ptptn',
      'selangor-loan',
      'closed-scholarship',
    ]);
    expect(mayFit).toEqual([]);
  });

  it('sorts for an SPM leaver by default: levels started after SPM, then degree, then unstated, then postgraduate only; deadline within each', () => {
    const mastersOnly = scheme('masters-only', {
      levels: ['masters'],
      opens_on: '2026-11-01',
      closes_on: '2026-12-01',
    });
    const { matches } = search('', 'en', [mastersOnly, ...SCHEMES]);
    expect(ids(matches)).toEqual([
      'b40-grant', // TVET and diploma, open now
      'sabah-scholarship', // foundation (pre-university), opening soon
      'ptptn', // diploma, dates not stated
      'selangor-loan', // degree only
      'closed-scholarship', // degree only, closed
      'professional', // no level stated
    ]); // 'masters-only' is left out: no use to an SPM leaver (decision 290)
    // Chosen "Postgraduate", it shows (after PTPTN, which an SPM leaver can also start with).
    expect(ids(search('level=postgraduate', 'en', [mastersOnly, ...SCHEMES]).matches)).toEqual([
      'ptptn',
      'masters-only',
    ]);
    expect(ids(search('sort=name', 'en', [mastersOnly, ...SCHEMES]).matches)).not.toContain('masters-only');
    expect(readFilters(new URLSearchParams('')).sort).toBe('level');
    expect(writeFilters(readFilters(new URLSearchParams('sort=level'))).toString()).toBe('');
    expect(writeFilters(readFilters(new URLSearchParams('sort=deadline'))).toString()).toBe('sort=deadline');
    expect(
      [['tvet'], ['pre-university', 'degree'], ['degree'], [], ['masters', 'phd']].map((levels) =>
        levelTier({ levels }),
      ),
    ).toEqual([0, 0, 1, 2, 3]);
  });

  it('sorts by name in the page language', () => {
    // Bantuan…, Biasiswa kejuruteraan, Biasiswa negeri…, Biasiswa sijil…, Pinjaman pelajaran…, Pinjaman pendidikan…
    expect(ids(search('sort=name', 'ms').matches)).toEqual([
      'b40-grant',
      'closed-scholarship',
      'sabah-scholarship',
      'professional',
      'selangor-loan',
      'ptptn',
    ]);
    expect(ids(search('sort=name').matches)[0]).toBe('b40-grant');
  });

  it('filters by type and by free text over names, provider and what it covers, in either language', () => {
    expect(ids(search('type=loan').matches)).toEqual(['ptptn', 'selangor-loan']);
    expect(ids(search('q=sara%20hidup').matches)).toEqual(['ptptn']);
    expect(ids(search('q=PTPTN%20tuition').matches)).toEqual(['ptptn']);
    expect(search('q=zzz')).toEqual({ matches: [], mayFit: [] });
  });

  it('maps study levels: pre-university covers foundation, postgraduate covers masters; no level stated → may fit', () => {
    const pre = search('level=pre-university');
    expect(ids(pre.matches)).toEqual(['sabah-scholarship']);
    expect(ids(pre.mayFit)).toEqual(['professional']);
    expect(pre.mayFit[0]!.notStated).toEqual(['level']);
    expect(ids(search('level=postgraduate').matches)).toEqual(['ptptn']);
    expect(ids(search('level=tvet').matches)).toEqual(['b40-grant']);
  });

  it('field of study: "any" matches, a named field must be the one chosen, none named → may fit', () => {
    const { matches, mayFit } = search('field=ict');
    expect(ids(matches)).toEqual(['ptptn', 'selangor-loan', 'closed-scholarship']);
    expect(ids(mayFit)).toEqual(['b40-grant', 'professional']);
  });

  it('household income: only schemes that name the group match; the rest say nothing and may fit', () => {
    const below = search('income=below-4000');
    expect(ids(below.matches)).toEqual(['b40-grant']); // "up to RM4,000" admits the whole band
    expect(below.mayFit).toHaveLength(5);
    const above = search('income=above-10000');
    expect(above.matches).toEqual([]);
    expect(ids(above.mayFit)).not.toContain('b40-grant');
  });

  describe("each scheme's own ceiling against the household's band (decision 290)", () => {
    const limited = (id: string, income_limit: FundingItem['eligibility']['income_limit']) =>
      scheme(id, { eligibility: { ...SCHEMES[0]!.eligibility, income_limit } });
    const items = [
      limited('under-4000', { monthly_max: 4000, per: 'household' }),
      limited('under-5000', { monthly_max: 5000, per: 'household' }),
      limited('under-8000', { monthly_max: 8000, per: 'household' }),
      limited('per-person', { monthly_max: 4849, per: 'person' }),
      limited('zakat', 'condition'),
      limited('any', 'any'),
    ];

    it('a scheme for households up to RM4,000 is not shown to a family on RM4,000–7,000', () => {
      const { matches, mayFit } = search('income=4000-7000', 'en', items);
      expect(ids(matches)).toEqual(['any', 'under-8000']);
      // Ceilings inside the band, per-person figures and conditions: the family checks the words.
      expect(ids(mayFit).sort()).toEqual(['per-person', 'under-5000', 'zakat']);
      expect(mayFit.every((r) => r.notStated.includes('incomeLimit'))).toBe(true);
    });

    it('a ceiling at or above the top of the band admits the whole band', () => {
      expect(ids(search('income=below-4000', 'en', items).matches).sort()).toEqual([
        'any',
        'under-4000',
        'under-5000',
        'under-8000',
      ]);
      expect(ids(search('income=7000-10000', 'en', items).mayFit)).toContain('under-8000');
      expect(ids(search('income=above-10000', 'en', items).matches)).toEqual(['any']);
    });

    it('old links: M40 and T20 keep their band; B40 (“below RM7,000”, two bands) is dropped and flagged', () => {
      expect(readFilters(new URLSearchParams('income=M40')).income).toBe('7000-10000');
      expect(readFilters(new URLSearchParams('income=T20')).income).toBe('above-10000');
      expect(readFilters(new URLSearchParams('income=B40')).income).toBeNull();
      expect(droppedOldIncome(new URLSearchParams('income=B40'))).toBe(true);
      expect(droppedOldIncome(new URLSearchParams('income=below-4000'))).toBe(false);
    });
  });

  it('state: a scheme for other states is left out; one naming no state is open to every state', () => {
    expect(ids(search('state=selangor').matches)).toEqual([
      'b40-grant',
      'ptptn',
      'selangor-loan',
      'closed-scholarship',
      'professional',
    ]);
    expect(ids(search('state=sabah').matches)).toContain('sabah-scholarship');
    expect(ids(search('state=sabah').matches)).not.toContain('selangor-loan');
  });

  it('status by the round dates, in Malaysia time; unknown dates may fit and are never called open', () => {
    expect(ids(search('status=open').matches)).toEqual(['b40-grant']);
    expect(ids(search('status=soon').matches)).toEqual(['sabah-scholarship']);
    expect(ids(search('status=closed').matches)).toEqual(['closed-scholarship']);
    expect(ids(search('status=open').mayFit)).toEqual(['ptptn', 'selangor-loan', 'professional']);
    expect(statusOf(scheme('x', { closes_on: TODAY }), TODAY)).toBe('open'); // the deadline day itself
    expect(statusOf(scheme('x', { opens_on: '2026-11-25' }), TODAY)).toBe('soon');
    expect(statusOf(scheme('x'), TODAY)).toBeNull();
    // 23:30 UTC on the 24th is already the 25th in Kuala Lumpur.
    expect(todayInMalaysia(new Date('2026-11-24T16:30:00Z'))).toBe('2026-11-25');
    expect(todayInMalaysia(new Date('2026-11-24T15:59:00Z'))).toBe('2026-11-24');
  });

  it('filters combine; a scheme that states a mismatch is out even if it leaves something else unstated', () => {
    const { matches, mayFit } = search('type=grant&level=diploma&field=law&income=M40');
    expect(matches).toEqual([]);
    expect(mayFit).toEqual([]); // b40-grant names B40 only
    const partial = search('type=grant&level=diploma&field=law&income=below-4000');
    expect(ids(partial.mayFit)).toEqual(['b40-grant']);
    expect(partial.mayFit[0]!.notStated).toEqual(['field']);
  });

  it('a scheme that states every income may apply ("any", as PTPTN) matches every income group', () => {
    const open = scheme('open-loan', {
      eligibility: { ...SCHEMES[0]!.eligibility, income_limit: 'any' },
    });
    for (const group of ['B40', 'M40', 'T20']) {
      const { matches, mayFit } = search(`income=${group}`, 'en', [open]);
      expect(ids(matches)).toEqual(['open-loan']);
      expect(mayFit).toEqual([]);
    }
  });

  it('with no round dates anywhere, the status filter and the deadline sort are not offered and are ignored', () => {
    const dateless = SCHEMES.map((s) => ({ ...s, opens_on: null, closes_on: null }));
    expect(hasRoundDates(SCHEMES)).toBe(true);
    expect(hasRoundDates(dateless)).toBe(false);
    const asked = readFilters(new URLSearchParams('status=open&sort=deadline&type=loan'));
    expect(usableFilters(asked, true)).toBe(asked);
    expect(usableFilters(asked, false)).toEqual({ ...asked, status: null, sort: 'level' });
    expect(usableFilters({ ...asked, sort: 'name' }, false).sort).toBe('name');
  });

  describe('which filter to loosen when nothing matches', () => {
    const diploma = (id: string, state: string) =>
      scheme(id, {
        levels: ['diploma'],
        fields: ['any'],
        states: [state] as never,
        eligibility: { ...SCHEMES[0]!.eligibility, income_limit: { monthly_max: 4000, per: 'household' } },
      });
    const items = [
      diploma('johor-loan', 'johor'),
      diploma('selangor-grant', 'selangor'),
      diploma('penang-grant', 'penang'),
      scheme('degree-eng', {
        levels: ['degree'],
        fields: ['engineering'],
        eligibility: { ...SCHEMES[0]!.eligibility, income_limit: { monthly_max: 4000, per: 'household' } },
      }),
    ];
    const suggest = (query: string) => loosening(items, readFilters(new URLSearchParams(query)), TODAY);

    it('names the one filter whose removal gives the most matches, and how many', () => {
      const four = 'income=below-4000&level=diploma&field=engineering&state=kelantan';
      expect(search(four, 'en', items).matches).toEqual([]);
      expect(suggest(four)).toEqual({ key: 'state', matches: 3 });
      // Removing it really gives that many.
      const loosened = without(readFilters(new URLSearchParams(four)), 'state');
      expect(searchFunding(items, loosened, 'en', TODAY).matches).toHaveLength(3);
      expect(suggest('level=diploma&field=engineering&q=zzz')).toEqual({ key: 'q', matches: 3 });
      expect(suggest('level=postgraduate&field=engineering')).toEqual({ key: 'level', matches: 4 });
    });

    it('says nothing when one filter is set, when something matches, or when no single removal helps', () => {
      expect(suggest('state=kelantan&level=postgraduate'.split('&')[1]!)).toBeNull();
      expect(suggest('income=below-4000&level=diploma')).toBeNull();
      expect(suggest('level=postgraduate&q=zzz&type=loan')).toBeNull();
    });

    it('counts only real matches, not schemes that leave a chosen filter unstated', () => {
      const unstated = [scheme('quiet', { levels: ['diploma'] })]; // states no household income
      const filters = readFilters(new URLSearchParams('income=below-4000&level=degree'));
      expect(searchFunding(unstated, without(filters, 'level'), 'en', TODAY).mayFit).toHaveLength(1);
      expect(loosening(unstated, filters, TODAY)).toBeNull();
    });
  });

  it('names the study levels a scheme covers', () => {
    expect(studyLevelsOf(SCHEMES[0]!)).toEqual(['diploma', 'degree', 'postgraduate']);
    expect(studyLevelsOf(SCHEMES[3]!)).toEqual(['pre-university', 'degree']);
  });
});
