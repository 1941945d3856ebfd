import type { Subject } from 'api/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editDistance, normalise, searchSubjects } from './subject-search';

// The real subject list (content/subjects.json), as the API serves it.
const subjects = JSON.parse(readFileSync(join(__dirname, '../../../../content/subjects.json'), 'utf8')) as Subject[];

const codes = (q: string) => searchSubjects(subjects, q).map((s) => s.code);

describe('subject search', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalise("  Al-Qur'an  ÉCONOMIE ")).toBe('al quran economie');
  });

  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('kimai', 'kimia')).toBe(1);
    expect(editDistance('chemestry', 'chemistry')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
  });

  it.each([
    ['Chemistry', 'CHEM'],
    ['kimia', 'CHEM'],
    ['chemestry', 'CHEM'],
    ['kimai', 'CHEM'],
    ['biologi', 'BIO'],
    ['biolgy', 'BIO'],
    ['fizik', 'PHY'],
    ['phisics', 'PHY'],
    ['add math', 'ADDMATH'],
    ['addmath', 'ADDMATH'],
    ['matematik tambahn', 'ADDMATH'],
    ['sejarah', 'SEJ'],
    ['accounting', 'ACC'],
    ['perakaunan', 'ACC'],
    ['ekonomi', 'ECO'],
    ['pendidikan seni', 'PSV'],
  ])('“%s” finds %s first', (query, code) => {
    expect(codes(query)[0]).toBe(code);
  });

  it('finds by the start of a word while typing, in either language', () => {
    expect(codes('chemi')).toEqual(['CHEM']);
    expect(codes('bahasa')).toEqual(expect.arrayContaining(['BM', 'BI', 'BA', 'BC', 'BT']));
  });

  it('forgives no typo in a short word, so a short query stays precise', () => {
    expect(codes('bio')).toEqual(['BIO']);
    expect(codes('xyz')).toEqual([]);
    expect(codes('')).toEqual([]);
    expect(codes('   ')).toEqual([]);
  });

  it('does not match a far-off word', () => {
    expect(codes('astronomy')).toEqual([]);
    expect(codes('kimpalan')).toEqual([]);
  });
});
