import { SCHEMES, scheme } from './funding.fixture';
import { readFilters, searchFunding, statusOf, studyLevelsOf, todayInMalaysia, writeFilters } from './funding-filters';

const TODAY = '2026-11-24';
const search = (query: string, locale: 'en' | 'ms' = 'en') =>
  searchFunding(SCHEMES, readFilters(new URLSearchParams(query)), locale, TODAY);
const ids = (list: { item: { id: string } }[]) => list.map((r) => r.item.id);

describe('funding filters', () => {
  it('reads every filter from the URL and writes them back in a fixed order, dropping unknown values', () => {
    const filters = readFilters(
      new URLSearchParams('sort=name&state=sabah&type=loan&level=degree&field=ict&income=B40&status=open&q=%20fees%20'),
    );
    expect(filters).toEqual({
      q: ' fees ',
      type: 'loan',
      level: 'degree',
      field: 'ict',
      income: 'B40',
      state: 'sabah',
      status: 'open',
      sort: 'name',
    });
    expect(writeFilters(filters).toString()).toBe(
      'q=fees&type=loan&level=degree&field=ict&income=B40&state=sabah&status=open&sort=name',
    );
    const junk = readFilters(
      new URLSearchParams('type=bribe&level=phd&income=X&state=mars&status=maybe&sort=price&field=%3Cb%3E'),
    );
    expect(writeFilters(junk).toString()).toBe('');
  });

  it('lists everything by deadline with no filters: open rounds, then opening soon, then unknown, then closed', () => {
    const { matches, mayFit } = search('');
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
    const b40 = search('income=B40');
    expect(ids(b40.matches)).toEqual(['b40-grant']);
    expect(b40.mayFit).toHaveLength(5);
    const t20 = search('income=T20');
    expect(t20.matches).toEqual([]);
    expect(ids(t20.mayFit)).not.toContain('b40-grant');
  });

  it('state: a scheme for other states is left out; one naming no state is open to every state', () => {
    expect(ids(search('state=selangor').matches)).toEqual([
      'b40-grant',
      'professional',
      'ptptn',
      'selangor-loan',
      'closed-scholarship',
    ]);
    expect(ids(search('state=sabah').matches)).toContain('sabah-scholarship');
    expect(ids(search('state=sabah').matches)).not.toContain('selangor-loan');
  });

  it('status by the round dates, in Malaysia time; unknown dates may fit and are never called open', () => {
    expect(ids(search('status=open').matches)).toEqual(['b40-grant']);
    expect(ids(search('status=soon').matches)).toEqual(['sabah-scholarship']);
    expect(ids(search('status=closed').matches)).toEqual(['closed-scholarship']);
    expect(ids(search('status=open').mayFit)).toEqual(['professional', 'ptptn', 'selangor-loan']);
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
    const partial = search('type=grant&level=diploma&field=law&income=B40');
    expect(ids(partial.mayFit)).toEqual(['b40-grant']);
    expect(partial.mayFit[0]!.notStated).toEqual(['field']);
  });

  it('names the study levels a scheme covers', () => {
    expect(studyLevelsOf(SCHEMES[0]!)).toEqual(['diploma', 'degree', 'postgraduate']);
    expect(studyLevelsOf(SCHEMES[3]!)).toEqual(['pre-university', 'degree']);
  });
});
