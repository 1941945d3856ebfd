import type { Subject } from 'api/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupOf, groupSubjects, reasonOf, SUBJECT_GROUPS } from './reasons';

// The real subject list (content/subjects.json), as the API serves it.
const subjects = JSON.parse(readFileSync(join(__dirname, '../../../../content/subjects.json'), 'utf8')) as Subject[];

describe('subject groups', () => {
  it('puts each of the 45 subjects in one of the six groups a student knows', () => {
    expect(subjects).toHaveLength(45);
    const groups = groupSubjects(subjects);
    expect(groups.map(([g]) => g)).toEqual([...SUBJECT_GROUPS]);
    expect(groups.reduce((n, [, list]) => n + list.length, 0)).toBe(45);
  });

  it.each([
    ['BM', 'core'],
    ['ADDMATH', 'science'],
    ['PKM', 'technical'],
    ['ACC', 'arts'],
    ['GEO', 'arts'],
    ['PSV', 'arts'],
    ['BC', 'languages'],
    ['PQS', 'religious'],
    ['TI', 'religious'],
  ])('%s → %s', (code, group) => {
    expect(groupOf(subjects.find((s) => s.code === code)!)).toBe(group);
  });
});

describe('the reasons of a result', () => {
  const pharmacist = {
    matched: [
      { code: 'BIO', weight: 3 },
      { code: 'MATH', weight: 2 },
    ],
    missing_essential: ['CHEM'],
    entry_subjects: ['CHEM', 'BIO', 'ADDMATH', 'MATH', 'PHY'],
  };

  it('says which chosen subjects help (essential marked), which essentials are missing, what else routes ask', () => {
    expect(reasonOf(pharmacist, ['BIO', 'MATH', 'BI'])).toEqual({
      helps: [
        { code: 'BIO', essential: true },
        { code: 'MATH', essential: false },
      ],
      needs: ['CHEM'],
      alsoAsked: ['ADDMATH', 'PHY'],
    });
  });

  it('asks for nothing more when the routes’ subjects were all chosen', () => {
    const r = reasonOf({ ...pharmacist, missing_essential: [] }, ['CHEM', 'BIO', 'ADDMATH', 'MATH', 'PHY']);
    expect([r.needs, r.alsoAsked]).toEqual([[], []]);
  });
});
