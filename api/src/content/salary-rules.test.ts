import type { LoadedContent } from './loader.js';
import { payCoverageProblems, salaryProblems } from './rules.js';
import type { JobContent, SalaryBandContent, SalaryContent } from './schemas.js';

/** The pay rules (issue 14 item 2, decision 190) on small hand-made catalogues. */
const source = { name: 'A published schedule', year: 2024, url: 'https://example.gov.my/jadual-gaji' };
const band = (over: Partial<SalaryBandContent> = {}): SalaryBandContent => ({
  min: 2000,
  max: 2000,
  basis: 'appointment_pay',
  source,
  ...over,
});
const median = band({ min: 5821, max: 5821, basis: 'occupation_group_median' });
const note = {
  en: 'Entry pay. All levels: median for the group "Professionals".',
  ms: 'Gaji permulaan. Semua tahap: penengah kumpulan "Profesional".',
};
const salary = (over: Partial<SalaryContent> = {}): SalaryContent => ({
  entry: band(),
  mid: null,
  senior: null,
  all_levels: null,
  note,
  ...over,
});
const job = (salaryValue: SalaryContent | null, masco: string | null = '2341', slug = 'a-job') =>
  ({ id: 1, slug, masco_2020: masco, salary: salaryValue }) as unknown as JobContent;

const loadedWith = (...jobs: JobContent[]) =>
  ({ content: { jobs, jobFiles: new Map() }, problems: [], jobFileSlugs: new Set() }) as unknown as LoadedContent;
const check = (s: SalaryContent | null, masco: string | null = '2341') =>
  salaryProblems(loadedWith(job(s, masco)), 2026);

describe('salaryProblems', () => {
  test('an appointment pay and a labelled group median pass', () => {
    expect(check(salary({ all_levels: median }))).toEqual([]);
  });

  test('a job without pay is not a problem', () => {
    expect(check(null)).toEqual([]);
  });

  test('entry cannot be a grade range, and never a grade maximum', () => {
    expect(check(salary({ entry: band({ min: 2188, max: 9552, basis: 'grade_range' }) }))).toEqual([
      expect.stringContaining('salary.entry cannot be "grade_range"'),
    ]);
    const grade = band({ min: 3611, max: 10560, basis: 'grade_range' });
    expect(check(salary({ entry: band({ min: 10560, max: 10560 }), mid: grade }))).toEqual([
      expect.stringContaining('equals a grade maximum'),
    ]);
  });

  test('a single published figure has min = max', () => {
    expect(check(salary({ entry: band({ min: 2000, max: 2500 }) }))).toEqual([
      expect.stringContaining('min and max must be equal'),
    ]);
  });

  test('every figure has a year from 2016 to this year and a link', () => {
    expect(check(salary({ entry: band({ source: { ...source, year: 2013 } }) }))).toEqual([
      expect.stringContaining('year 2013 is not between 2016 and 2026'),
    ]);
    expect(check(salary({ entry: band({ source: { ...source, year: 2027 } }) }))).toEqual([
      expect.stringContaining('year 2027'),
    ]);
    expect(check(salary({ entry: band({ source: { ...source, url: 'https://' } }) }))).toEqual([
      expect.stringContaining('source.url is not a link'),
    ]);
    expect(check(salary({ entry: band({ source: { ...source, name: ' ' } }) }))).toEqual([
      expect.stringContaining('source.name is empty'),
    ]);
  });

  test('an occupation-group median is only an all-levels figure, for a job with a MASCO group named in both languages', () => {
    expect(check(salary({ entry: median }))).toEqual([
      expect.stringContaining('salary.entry cannot be "occupation_group_median"'),
    ]);
    expect(check(salary({ all_levels: band() }))).toEqual([
      expect.stringContaining('salary.all_levels cannot be "appointment_pay"'),
    ]);
    expect(check(salary({ all_levels: median }), null)).toEqual([
      expect.stringContaining('has no MASCO major group'),
    ]);
    expect(check(salary({ all_levels: median, note: { en: note.en, ms: 'Penengah kumpulan.' } }))).toEqual([
      expect.stringContaining('salary.note.ms must name the group "Profesional"'),
    ]);
    expect(check(salary({ all_levels: median }), '3434')).toEqual([
      expect.stringContaining('must name the group "Technicians and associate professionals"'),
      expect.stringContaining('must name the group "Juruteknik dan profesional bersekutu"'),
    ]);
  });

  test('a salary needs a figure and a note in both languages', () => {
    expect(check(salary({ entry: null }))).toEqual([expect.stringContaining('has no figure')]);
    expect(check(salary({ note: { en: note.en, ms: null } }))).toEqual([
      expect.stringContaining('salary.note.ms is empty'),
    ]);
  });
});

describe('payCoverageProblems', () => {
  const jobs = (n: number) => Array.from({ length: n }, (_, i) => job(i % 2 ? salary() : null, '2341', `job-${i}`));

  test('passes at the minimum and fails below it', () => {
    expect(payCoverageProblems(loadedWith(...jobs(6)), 3)).toEqual([]);
    expect(payCoverageProblems(loadedWith(...jobs(5)), 3)).toEqual([
      'only 2 jobs have pay; at least 3 must (content/SALARY-SOURCES.md)',
    ]);
  });
});
