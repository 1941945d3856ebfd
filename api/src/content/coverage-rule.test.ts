import { defaultContentDir } from '../paths.js';
import { COVERAGE_GROUPS, coverageProblems, MIN_JOB_COUNT } from './coverage.js';
import { loadContent, type LoadedContent } from './loader.js';

/**
 * The coverage rule (decision 200) on the real catalogue, and on copies of it with a job
 * removed or unwritten, so that the rule is seen to fail when coverage is lost.
 */
let loaded: LoadedContent;

beforeAll(async () => {
  loaded = await loadContent(defaultContentDir);
});

const withJobs = (edit: (jobs: LoadedContent['content']['jobs']) => LoadedContent['content']['jobs']) => {
  const copy = structuredClone(loaded);
  copy.content.jobs = edit(copy.content.jobs);
  return copy;
};

describe('catalogue coverage', () => {
  test(`the catalogue has at least ${MIN_JOB_COUNT} jobs and covers every group`, () => {
    expect(loaded.content.jobs.length).toBeGreaterThanOrEqual(MIN_JOB_COUNT);
    expect(coverageProblems(loaded)).toEqual([]);
  });

  test('each group names jobs that are in no other group', () => {
    const all = Object.values(COVERAGE_GROUPS).flatMap((g) => g.slugs);
    expect(new Set(all).size).toBe(all.length);
  });

  test('a removed group job is reported by group and slug', () => {
    const copy = withJobs((jobs) => jobs.filter((j) => j.slug !== 'army-soldier'));
    expect(coverageProblems(copy, 0)).toEqual(['coverage group enlisted-uniformed: job "army-soldier" is missing']);
  });

  test('a group job without its Malay guide is reported', () => {
    const copy = withJobs((jobs) =>
      jobs.map((j) => (j.slug === 'community-nurse' ? { ...j, summary: { en: j.summary?.en ?? null, ms: null } } : j)),
    );
    expect(coverageProblems(copy)).toEqual([
      'coverage group spm-civil-service: job "community-nurse" has no summary and job knowledge in ms',
    ]);
  });

  test('too few jobs is reported', () => {
    const copy = withJobs((jobs) => jobs.slice(0, 10));
    expect(coverageProblems(copy, MIN_JOB_COUNT, {})).toEqual([
      `the catalogue has 10 jobs, needs at least ${MIN_JOB_COUNT}`,
    ]);
  });
});
