import { defaultContentDir } from '../paths.js';
import { computedDataStatus } from './completeness.js';
import { loadContent, type LoadedContent } from './loader.js';

/**
 * Coverage of the catalogue against the gaps of the content review (§5.1; issue 14 item 5,
 * decision 210): the groups of jobs SPM leavers look for must stay in the catalogue, each guide
 * written in both languages. Runs on the real content folder.
 */
let loaded: LoadedContent;

beforeAll(async () => {
  loaded = await loadContent(defaultContentDir);
});

/** Group → [slug, industry] of the jobs that cover it (ids 6017–6032, decision 210). */
const GROUPS: Record<string, [string, string][]> = {
  'KKM allied-health diplomas': [
    ['pharmacy-assistant', 'health'],
    ['dental-therapist', 'health'],
    ['assistant-environmental-health-officer', 'health'],
  ],
  'common TVET trades': [
    ['motorcycle-mechanic', 'skilled-trades'],
    ['elderly-caregiver', 'health'],
    ['childminder', 'education'],
    ['tiler-bricklayer', 'skilled-trades'],
    ['ev-technician', 'skilled-trades'],
    ['semiconductor-technician', 'manufacturing'],
  ],
  'religious careers': [
    ['islamic-education-teacher', 'education'],
    ['halal-executive', 'manufacturing'],
    ['islamic-banking-officer', 'finance'],
  ],
  'sports and fitness': [
    ['sports-coach', 'sports'],
    ['athlete', 'sports'],
    ['pe-teacher', 'education'],
    ['fitness-trainer', 'sports'],
  ],
};

describe('catalogue coverage (content review §5.1)', () => {
  test.each(Object.entries(GROUPS))('%s: every job exists, in its industry, with a guide in both languages', (_group, jobs) => {
    const bySlug = new Map(loaded.content.jobs.map((j) => [j.slug, j]));
    const problems = jobs.flatMap(([slug, industry]) => {
      const job = bySlug.get(slug);
      if (!job) return [`${slug}: missing`];
      const out: string[] = [];
      if (job.industry !== industry) out.push(`${slug}: industry ${job.industry}, expected ${industry}`);
      for (const lang of ['en', 'ms'] as const) {
        if (computedDataStatus(job, lang) === 'coming_soon') out.push(`${slug}: no guide in ${lang}`);
        if (!job.pathway?.routes.length || !job.progression?.[lang].length) out.push(`${slug}: no pathway/ladder in ${lang}`);
      }
      return out;
    });
    expect(problems).toEqual([]);
  });

  test('ids 6017–6032 belong to these 16 jobs', () => {
    const ours = Object.values(GROUPS)
      .flat()
      .map(([slug]) => slug)
      .sort();
    const inRange = loaded.content.jobs
      .filter((j) => j.id >= 6017 && j.id <= 6032)
      .map((j) => j.slug)
      .sort();
    expect(inRange).toEqual(ours);
  });

  test('the Sports and Fitness industry exists in both languages and has jobs', () => {
    const sports = loaded.content.industries.find((i) => i.id === 'sports');
    expect(sports).toEqual({ id: 'sports', name: 'Sports and Fitness', name_bm: 'Sukan dan Kecergasan' });
    expect(loaded.content.jobs.filter((j) => j.industry === 'sports').length).toBeGreaterThanOrEqual(3);
  });

  test('apprenticeship routes exist and each names the apprenticeship in both languages', () => {
    const routes = loaded.content.jobs.flatMap((j) =>
      (j.pathway?.routes ?? []).filter((r) => r.type === 'apprenticeship').map((r) => ({ slug: j.slug, r })),
    );
    expect(routes.length).toBeGreaterThan(0);
    const unnamed = routes
      .filter(({ r }) => !/apprentice/i.test(r.description.en ?? '') || !/perantis/i.test(r.description.ms ?? ''))
      .map(({ slug }) => slug);
    expect(unnamed).toEqual([]);
  });
});
