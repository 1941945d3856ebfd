import { MAX_SUBJECTS, readSelection, selectionHref } from './selection';

describe('the choice in the address', () => {
  it('reads codes upper-cased and de-duplicated, and the view', () => {
    expect(readSelection('?subjects=bio,CHEM,%20math,BIO&view=jobs')).toEqual({
      subjects: ['BIO', 'CHEM', 'MATH'],
      view: 'jobs',
    });
  });

  it('shows the picker without subjects, whatever the view says, and drops odd codes', () => {
    expect(readSelection('?view=jobs')).toEqual({ subjects: [], view: 'choose' });
    expect(readSelection('?subjects=<b>,BIO;x').subjects).toEqual([]);
    expect(readSelection('').view).toBe('choose');
  });

  it('keeps at most 15 codes', () => {
    const many = Array.from({ length: 20 }, (_, i) => `S${i}`).join(',');
    expect(readSelection(`?subjects=${many}`).subjects).toHaveLength(MAX_SUBJECTS);
  });

  it('writes the choice and keeps other parameters (origin)', () => {
    expect(
      selectionHref('/en/subject-job-match', '?origin=hamburger', { subjects: ['BIO', 'CHEM'], view: 'jobs' }),
    ).toBe('/en/subject-job-match?origin=hamburger&subjects=BIO,CHEM&view=jobs');
    expect(
      selectionHref('/ms/padanan-subjek-kerjaya', '?subjects=BIO&view=jobs', { subjects: [], view: 'choose' }),
    ).toBe('/ms/padanan-subjek-kerjaya');
  });

  it('reads back what it writes', () => {
    const next = { subjects: ['ADDMATH', 'PHY'], view: 'jobs' as const };
    const href = selectionHref('/en/subject-job-match', '', next);
    expect(readSelection(href.slice(href.indexOf('?')))).toEqual(next);
  });
});
