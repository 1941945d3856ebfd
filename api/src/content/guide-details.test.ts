import { defaultContentDir } from '../paths.js';
import { guideDetailCounts, guideDetailSections, jobGuideDetailProblems } from './guide-details.js';
import { loadContent, type LoadedContent } from './loader.js';
import { guideDetailProblems } from './rules.js';
import type { JobContent } from './schemas.js';

/**
 * Guide details (decision 220) in the real catalogue: how many guides show each section may
 * grow but must not drop (raise a floor when you add details; lower one only with a reason in
 * the commit), and the rule catches what the schema cannot.
 */
const FLOOR = {
  also_called: 160,
  work_pattern: 6,
  min_entry: 31,
  requirements: 18,
  professional_bodies: 43,
  tools: 30,
  demand: 6,
};

let loaded: LoadedContent;
beforeAll(async () => {
  loaded = await loadContent(defaultContentDir);
});

const page = (path: string) => ({ name: 'Test page', year: 2024, url: `https://example.org/${path}` });

describe('guide details in the catalogue', () => {
  test('no section is shown by fewer guides than before', () => {
    const counts = guideDetailCounts(loaded.content.jobs);
    const dropped = Object.entries(FLOOR)
      .filter(([section, floor]) => counts[section as keyof typeof FLOOR] < floor)
      .map(([section, floor]) => `${section}: ${counts[section as keyof typeof FLOOR]} guides, was ${floor}`);
    expect(dropped).toEqual([]);
  });

  test('every job file passes the rule', () => {
    expect(guideDetailProblems(loaded)).toEqual([]);
  });
});

describe('jobGuideDetailProblems', () => {
  const base = (): JobContent => structuredClone(loaded.content.jobs.find((j) => j.slug === 'police-officer')!);

  test('a clean job has none', () => {
    expect(jobGuideDetailProblems(base())).toEqual([]);
  });

  test('a homepage, an http page or a future year as a source', () => {
    const job = base();
    job.requirements = [
      { kind: 'age', text: { en: 'x', ms: 'x' }, source: { ...page('a'), url: 'https://example.org/' } },
      { kind: 'age', text: { en: 'x', ms: 'x' }, source: { ...page('b'), url: 'http://example.org/b' } },
      { kind: 'age', text: { en: 'x', ms: 'x' }, source: { ...page('c'), year: 2999 } },
    ];
    expect(jobGuideDetailProblems(job, 2026)).toEqual([
      'requirements[0]: source "https://example.org/" is not an https page (a homepage proves nothing)',
      'requirements[1]: source "http://example.org/b" is not an https page (a homepage proves nothing)',
      'requirements[2]: source year 2999 is in the future',
    ]);
  });

  test('a future edition, tools missing in Malay, a body listed twice', () => {
    const job = base();
    job.demand = { list: 'List', edition: '2030/2031', in_list: true, listed_as: 'X', source: page('d') };
    job.tools = { en: ['A', 'B'], ms: ['A'], source: page('t') };
    job.professional_bodies = [
      { name: 'Board', url: 'https://board.example.org/' },
      { name: 'Board again', url: 'https://board.example.org/about' },
    ];
    expect(jobGuideDetailProblems(job, 2026)).toEqual([
      'demand: edition 2030/2031 is in the future',
      'tools: 2 names in English but 1 in Malay',
      'professional_bodies: board.example.org is listed twice',
    ]);
  });

  test('sections count only what the guide shows: synonyms in both languages, tools with names', () => {
    const job = base();
    job.synonyms_bm = [];
    job.tools = null;
    expect(guideDetailSections(job).has('also_called')).toBe(false);
    expect([...guideDetailSections(base())].sort()).toEqual(
      ['also_called', 'min_entry', 'requirements'].sort(),
    );
  });
});
