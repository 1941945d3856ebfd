import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContentDir } from '../paths.js';
import { QUESTIONS } from '../routes/affinity/generate.js';
import { CONTENT_FILES, loadContent } from './loader.js';
import { RIASEC_TYPES } from './schemas.js';

/**
 * The quiz bank after issue 24 item 4 (decision 295): the activities the second content review
 * found to be clearly two interest types are replaced or reworded, one for one within a type, so
 * the per-type pools stay equal.
 */
describe('quiz activity bank', () => {
  let activities: Awaited<ReturnType<typeof loadContent>>['content']['activities'];
  let drawn: string;
  let emoji: string;
  beforeAll(async () => {
    activities = (await loadContent(defaultContentDir)).content.activities;
    const licence = readFileSync(join(defaultContentDir, CONTENT_FILES.activityImages, 'LICENSE.md'), 'utf8');
    const drawnAt = licence.indexOf('## Pictures drawn for this project');
    drawn = licence.slice(drawnAt);
    emoji = licence.slice(0, drawnAt);
  });

  test('every type has the same number of activities, enough for seven questions', () => {
    const counts = RIASEC_TYPES.map((t) => activities.filter((a) => a.type === t).length);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThanOrEqual(QUESTIONS);
  });

  test.each([
    'writing_computer_code', // I, C and R
    'exploring_how_things_work', // I and R
    'making_handicrafts', // A and R
    'competing_to_win', // E, or sport
    'organising_events', // E and C
  ])('the two-type activity %s is gone', (key) => {
    expect(activities.map((a) => a.key)).not.toContain(key);
  });

  test.each([
    ['reading_about_science', 'I', 'Reading about science discoveries', 'Membaca tentang penemuan sains'],
    ['studying_rocks_and_fossils', 'I', 'Studying rocks and fossils', 'Mengkaji batu dan fosil'],
    ['writing_poems', 'A', 'Writing poems and pantun', 'Menulis sajak dan pantun'],
    ['resolving_conflict', 'S', 'Helping friends make up after a quarrel', 'Mendamaikan kawan yang bergaduh'],
    ['campaigning_in_an_election', 'E', 'Campaigning in a student election', 'Berkempen dalam pemilihan pelajar'],
    ['finding_sponsors', 'E', 'Getting sponsors for an event', 'Mendapatkan penaja untuk program'],
  ])('%s is type %s, labelled in both languages, with a picture drawn for it', (key, type, en, ms) => {
    const a = activities.find((x) => x.key === key);
    expect(a).toMatchObject({ type, label: { en, ms }, image: `${key}.svg` });
    expect(a!.alt.en).toBeTruthy();
    expect(a!.alt.ms).toBeTruthy();
    expect(drawn).toContain(`| \`${key}.svg\` | ${type} |`);
  });

  test.each(['welding_metal', 'dancing_to_music', 'resolving_conflict'])(
    'the weak emoji picture of %s is replaced by a drawn one',
    (key) => {
      expect(drawn).toContain(`| \`${key}.svg\` |`);
      expect(emoji).not.toContain(`\`${key}.svg\``);
    },
  );
});
