import { defaultContentDir } from '../paths.js';
import { loadContent } from './loader.js';
import { normalise } from './normalise.js';
import type { JobContent } from './schemas.js';
import { JobSearchIndex } from './search.js';

/**
 * Search quality on the real catalogue: what students actually type, misspelled, in either
 * language. Each case names the job slugs it expects; a case whose jobs are not in the
 * catalogue yet is skipped, so the suite grows with the content.
 */
const dir = process.env.CONTENT_CHECK_DIR || defaultContentDir;
let jobs: JobContent[] = [];
let index: JobSearchIndex;
const bySlug = new Map<string, JobContent>();

beforeAll(async () => {
  jobs = (await loadContent(dir)).content.jobs;
  for (const job of jobs) bySlug.set(job.slug, job);
  index = new JobSearchIndex(jobs);
});

const search = (term: string, lang: 'en' | 'ms' = 'en') =>
  index.search(term, lang).map((hit) => jobs.find((j) => j.id === hit.id)!.slug);

/** [what is typed, page language, slugs of which at least one must be in the first `within`, within] */
const CASES: [string, 'en' | 'ms', string[], number][] = [
  ['enginer', 'en', ['civil-engineer', 'mechanical-engineer', 'electrical-engineer', 'chemical-engineer'], 3],
  ['enjineer', 'en', ['civil-engineer', 'mechanical-engineer', 'electrical-engineer', 'chemical-engineer'], 3],
  ['doktur', 'ms', ['medical-doctor'], 1],
  ['doktor', 'ms', ['medical-doctor'], 3],
  ['jurutera awm', 'ms', ['civil-engineer'], 1],
  ['jurutera awam', 'ms', ['civil-engineer'], 1],
  ['akauntan', 'ms', ['accountant'], 1],
  ['acountant', 'en', ['accountant'], 1],
  ['programer', 'en', ['software-developer'], 3],
  ['nurs', 'en', ['nurse'], 1],
  ['jururawat', 'en', ['nurse'], 1],
  ['cikgu', 'ms', ['secondary-school-teacher', 'primary-school-teacher', 'preschool-teacher'], 3],
  ['polis', 'ms', ['police-officer'], 1],
  ['peguam', 'ms', ['lawyer', 'syariah-lawyer'], 2],
  ['lawyer', 'en', ['lawyer'], 1],
  ['farmasi', 'ms', ['pharmacist'], 3],
  ['pharmacist', 'en', ['pharmacist'], 1],
  ['arkitek', 'ms', ['architect'], 1],
  ['pilot', 'en', ['airline-pilot'], 1],
  ['juruterbang', 'ms', ['airline-pilot'], 1],
  ['chef', 'en', ['chef'], 1],
  ['cef', 'ms', ['chef'], 2],
  ['bomba', 'ms', ['firefighter'], 1],
  ['tentera', 'ms', ['army-officer'], 1],
  ['data sains', 'ms', ['data-scientist'], 3],
  ['graphic desiner', 'en', ['graphic-designer'], 1],
  ['pereka grafik', 'ms', ['graphic-designer'], 1],
  ['mekanik', 'ms', ['automotive-mechanic'], 3],
  ['welder', 'en', ['welder'], 1],
  ['kimpal', 'ms', ['welder'], 3],
  ['jurut', 'ms', ['civil-engineer', 'mechanical-engineer', 'electrical-engineer'], 10],
  ['MA', 'en', ['assistant-medical-officer'], 3],
  // SPM-leaver careers added by issue 14 item 5 (decision 200); "grab" found nothing before.
  ['grab', 'en', ['e-hailing-driver', 'delivery-rider'], 2],
  ['foodpanda', 'en', ['delivery-rider'], 1],
  ['shopee', 'en', ['online-seller'], 1],
  ['youtuber', 'en', ['content-creator'], 1],
  ['usahawan', 'ms', ['small-business-owner'], 1],
  ['pembantu tadbir', 'ms', ['administrative-assistant'], 1],
  ['kerani', 'ms', ['administrative-assistant', 'accounts-clerk'], 2],
  ['jururawat masyarakat', 'ms', ['community-nurse'], 1],
  ['askar', 'ms', ['army-soldier'], 1],
  ['tentera laut', 'ms', ['navy-sailor'], 1],
  ['TUDM', 'ms', ['air-force-airman'], 1],
  ['maritim', 'ms', ['maritime-enforcement-officer'], 2],
  ['pertahanan awam', 'ms', ['civil-defence-officer'], 1],
];

describe(`search quality on ${dir}`, () => {
  test.each(CASES)('"%s" (%s page) finds %j within the first %d', (term, lang, slugs, within) => {
    // A renamed or removed job must fail here, not turn the case into a silent no-op.
    const missing = slugs.filter((s) => !bySlug.has(s));
    if (missing.length > 0) throw new Error(`expected slug missing from catalogue: ${missing.join(', ')}`);
    const found = search(term, lang).slice(0, within);
    expect(found.some((s) => slugs.includes(s))).toBe(true);
  });

  test('every job comes first when its own English or Malay name is typed', () => {
    const misses: string[] = [];
    for (const job of jobs) {
      for (const [name, lang] of [
        [job.name, 'en'],
        [job.name_bm, 'ms'],
      ] as const) {
        const first = search(name, lang)[0];
        const firstJob = first ? bySlug.get(first) : undefined;
        // Another job with the very same normalised name may tie; that is not a miss.
        if (first !== job.slug && normalise(firstJob?.[lang === 'en' ? 'name' : 'name_bm'] ?? '') !== normalise(name)) {
          misses.push(`${name} → ${first ?? 'nothing'}`);
        }
      }
    }
    expect(misses).toEqual([]);
  });

  test('every job is found by each of its synonyms (within the first 5)', () => {
    const misses: string[] = [];
    for (const job of jobs) {
      for (const synonym of [...job.synonyms, ...job.synonyms_bm]) {
        if (!search(synonym).slice(0, 5).includes(job.slug)) misses.push(`${job.slug}: "${synonym}"`);
      }
    }
    expect(misses).toEqual([]);
  });
});
