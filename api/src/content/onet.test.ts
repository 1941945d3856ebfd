import { defaultContentDir } from '../paths.js';
import { loadContent, type LoadedContent } from './loader.js';
import { deriveRiasec, loadOnet, type OnetInterests } from './onet.js';
import { riasecSourceProblems } from './rules.js';
import type { JobContent } from './schemas.js';

/**
 * The O*NET rule of the content check (issue 14 item 1) on the real catalogue: it holds today,
 * and it fails when a job's ratings are edited away from the data without an editorial reason.
 */
let loaded: LoadedContent;

beforeAll(async () => {
  loaded = await loadContent(defaultContentDir);
});

/** The loaded catalogue with one job replaced. */
function withJob(slug: string, change: (job: JobContent) => JobContent): LoadedContent {
  const jobs = loaded.content.jobs.map((j) => (j.slug === slug ? change(structuredClone(j)) : j));
  return { ...loaded, content: { ...loaded.content, jobs } };
}

describe('O*NET interest data', () => {
  test('the vendored tables hold 923 occupations with interest data, 1016 titles', () => {
    const onet = loadOnet(defaultContentDir)!;
    expect(onet.interests.size).toBe(923);
    expect(onet.titles.size).toBe(1016);
    expect(onet.interests.get('29-1141.00')).toEqual({
      oi: { R: 346, I: 471, A: 134, S: 557, E: 238, C: 475 },
      highPoints: ['S', 'C', 'I'],
    });
  });

  test('ratings round halves up; the code follows unrounded values and names a third type rated ≥ 4', () => {
    // Registered Nurses: C 4.75 just above I 4.71, both rated 5; R 3.46 rounds to 3, S 5.57 to 6.
    const nurse = loadOnet(defaultContentDir)!.interests.get('29-1141.00')!;
    expect(deriveRiasec(nurse)).toEqual({ riasec: { R: 3, I: 5, A: 1, S: 6, E: 2, C: 5 }, holland_code: 'SCI' });
    const weakThird: OnetInterests = { oi: { R: 650, I: 349, A: 100, S: 200, E: 300, C: 550 }, highPoints: ['R', 'C'] };
    expect(deriveRiasec(weakThird)).toEqual({ riasec: { R: 7, I: 3, A: 1, S: 2, E: 3, C: 6 }, holland_code: 'RC' });
    const exactTie: OnetInterests = { oi: { R: 598, I: 598, A: 100, S: 345, E: 170, C: 347 }, highPoints: ['I', 'R'] };
    expect(deriveRiasec(exactTie).holland_code).toBe('IR');
  });

  test('the real catalogue holds to the data', () => {
    expect(riasecSourceProblems(loaded)).toEqual([]);
  });

  test('a rating edited by hand is drift', () => {
    const edited = withJob('nurse', (j) => ({ ...j, riasec: { ...j.riasec, I: 6 } }));
    expect(riasecSourceProblems(edited)).toEqual([expect.stringMatching(/^jobs\/nurse\.json: ratings drift from O\*NET 29-1141\.00/)]);
    const recoded = withJob('nurse', (j) => ({ ...j, holland_code: 'SIC' }));
    expect(riasecSourceProblems(recoded)).toHaveLength(1);
  });

  test('an editorial override needs its written reason', () => {
    const noReason = withJob('nurse', (j) => ({ ...j, riasec_source: 'editorial', riasec: { ...j.riasec, I: 6 } }));
    expect(riasecSourceProblems(noReason)).toEqual([expect.stringContaining('editorial ratings need riasec_note')]);
    const withReason = withJob('nurse', (j) => ({
      ...j,
      riasec_source: 'editorial',
      riasec_note: { en: 'A stated reason.', ms: 'Sebab yang dinyatakan.' },
      riasec: { ...j.riasec, I: 6 },
    }));
    expect(riasecSourceProblems(withReason)).toEqual([]);
  });

  test('a code that is not O*NET-SOC, a wrong title, or a code without interest data is reported', () => {
    const retired = withJob('customs-officer', (j) => ({
      ...j,
      riasec_basis: { onet_soc_code: '33-3021.05', onet_title: 'Immigration and Customs Inspectors' },
    }));
    expect(riasecSourceProblems(retired)).toEqual([expect.stringContaining('33-3021.05 is not an O*NET-SOC code')]);
    const title = withJob('nurse', (j) => ({ ...j, riasec_basis: { ...j.riasec_basis, onet_title: 'Nurses' } }));
    expect(riasecSourceProblems(title)).toEqual([expect.stringContaining('should be O*NET\'s "Registered Nurses"')]);
    const military = withJob('army-officer', (j) => ({ ...j, riasec_source: 'onet', riasec_note: null }));
    expect(riasecSourceProblems(military)).toEqual([expect.stringContaining('no interest data for 55-1016.00')]);
  });
});
