import type { LoadedContent } from './loader.js';
import { hasPayPage, hasSalary } from './completeness.js';
import { hasJobPay, isNewsUrl, payCoverageProblems, reportedPayProblems, salaryProblems } from './rules.js';
import type { GroupMedianContent, JobContent, SalaryBandContent, SalaryContent } from './schemas.js';

/** The pay rules (issue 14 item 2, decision 190) on small hand-made catalogues. */
const source = { name: 'A published schedule', year: 2024, url: 'https://example.gov.my/jadual-gaji' };
const band = (over: Partial<SalaryBandContent> = {}): SalaryBandContent => ({
  min: 2000,
  max: 2000,
  basis: 'appointment_pay',
  source,
  ...over,
});
const median: GroupMedianContent = { median: 5821, basis: 'occupation_group_median', source };
/** A group median put where the job's own pay goes (what decision 285 forbids). */
const medianAsPay = { min: 5821, max: 5821, basis: 'occupation_group_median', source } as unknown as SalaryBandContent;
const note = {
  en: 'Entry pay. All levels: median for the group "Professionals".',
  ms: 'Gaji permulaan. Semua tahap: penengah kumpulan "Profesional".',
};
const salary = (over: Partial<SalaryContent> = {}): SalaryContent => ({
  entry: band(),
  mid: null,
  senior: null,
  group_median: null,
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
    expect(check(salary({ group_median: median }))).toEqual([]);
  });

  test('a group median alone is context: it passes, and the job has no pay of its own', () => {
    expect(check(salary({ entry: null, group_median: median }))).toEqual([]);
    expect(hasJobPay(job(salary({ entry: null, group_median: median })))).toBe(false);
    expect(hasJobPay(job(salary()))).toBe(true);
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

  test("a group median is never shown as the job's pay", () => {
    for (const level of ['entry', 'mid', 'senior'] as const) {
      expect(check(salary({ entry: null, [level]: medianAsPay }))).toEqual([
        expect.stringContaining(`salary.${level} is an occupation-group median shown as the job's pay`),
      ]);
    }
  });

  test('every figure names its kind', () => {
    const unnamed = { min: 2000, max: 2000, source } as unknown as SalaryBandContent;
    expect(check(salary({ entry: unnamed }))).toEqual([expect.stringContaining('does not say what kind of figure')]);
    const wrongContext = { ...median, basis: 'appointment_pay' } as unknown as GroupMedianContent;
    expect(check(salary({ group_median: wrongContext }))).toEqual([
      expect.stringContaining('group_median must say it is an "occupation_group_median"'),
    ]);
  });

  test('a group median is context for a job with a MASCO group named in both languages, with its own source', () => {
    expect(check(salary({ group_median: median }), null)).toEqual([
      expect.stringContaining('has no MASCO major group'),
    ]);
    expect(check(salary({ group_median: median, note: { en: note.en, ms: 'Penengah kumpulan.' } }))).toEqual([
      expect.stringContaining('salary.note.ms must name the group "Profesional"'),
    ]);
    expect(check(salary({ group_median: median }), '3434')).toEqual([
      expect.stringContaining('must name the group "Technicians and associate professionals"'),
      expect.stringContaining('must name the group "Juruteknik dan profesional bersekutu"'),
    ]);
    expect(check(salary({ group_median: { ...median, source: { ...source, year: 2013 } } }))).toEqual([
      expect.stringContaining('salary.group_median.source.year 2013'),
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
      'only 2 jobs have a job-specific pay figure; at least 3 must (content/SALARY-SOURCES.md)',
    ]);
  });

  test('a job with only a group median does not count', () => {
    const contextOnly = job(salary({ entry: null, group_median: median }), '2341', 'context-only');
    expect(payCoverageProblems(loadedWith(...jobs(5), contextOnly), 3)).toEqual([
      'only 2 jobs have a job-specific pay figure; at least 3 must (content/SALARY-SOURCES.md)',
    ]);
  });
});

describe('the pay part of a guide (completeness, issue 24)', () => {
  test('is written only with a figure for the job itself; a group median alone is context', () => {
    const contextOnly = job(salary({ entry: null, group_median: median }));
    for (const lang of ['en', 'ms'] as const) {
      expect(hasSalary(job(salary()), lang)).toBe(true);
      expect(hasSalary(contextOnly, lang)).toBe(false);
      expect(hasSalary(job(null), lang)).toBe(false);
      // the pay page still has the context to show
      expect(hasPayPage(contextOnly, lang)).toBe(true);
    }
  });
});

describe('reportedPayProblems', () => {
  const news = { name: 'Human Resources Ministry guide, as reported by Malaysiakini', year: 2024, url: 'https://www.malaysiakini.com/news/714884' };
  const reportedNote = {
    en: 'A recommended starting salary, as reported by Malaysiakini.',
    ms: 'Gaji permulaan yang disyorkan, seperti yang dilaporkan oleh Malaysiakini.',
  };
  const reportedCheck = (s: SalaryContent) => reportedPayProblems(loadedWith(job(s)));

  test('knows the news sites, subdomains included, and nothing else', () => {
    expect(isNewsUrl('https://www.malaysiakini.com/news/714884')).toBe(true);
    expect(isNewsUrl('https://thestar.com.my/news/nation/2024/10/18/x')).toBe(true);
    expect(isNewsUrl('https://www.thesundaily.my/local/x')).toBe(true);
    expect(isNewsUrl('http://onlinejob.mpob.gov.my/onlinejob2025/kelayakan.php?gred=N1')).toBe(false);
    expect(isNewsUrl('not a url')).toBe(false);
  });

  test('a figure from a news report names the outlet and the note says it was reported, in both languages', () => {
    expect(reportedCheck(salary({ entry: band({ basis: 'starting_guide', source: news }), note: reportedNote }))).toEqual([]);
    expect(
      reportedCheck(salary({ entry: band({ basis: 'starting_guide', source: { ...news, name: 'Human Resources Ministry guide' } }), note: reportedNote })),
    ).toEqual([expect.stringContaining('must say "as reported by" the outlet')]);
    expect(reportedCheck(salary({ entry: band({ basis: 'starting_guide', source: news }), note }))).toEqual([
      expect.stringContaining('salary.note.en must say the figure was reported'),
      expect.stringContaining('salary.note.ms must say the figure was reported'),
    ]);
  });

  test("a figure from the publisher's own page needs no such label", () => {
    expect(reportedCheck(salary())).toEqual([]);
  });
});
