import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RiasecType } from '../content/schemas.js';
import { defaultContentDir } from '../paths.js';
import { taskTypeHits, typicalTaskIndex, wantedTypes } from './typical-task.js';

const tasksOf = (slug: string, lang: 'en' | 'ms' = 'en'): string[] =>
  JSON.parse(readFileSync(join(defaultContentDir, 'jobs', `${slug}.json`), 'utf8')).knowledge[lang].day_to_day;
const shown = (slug: string, wanted: RiasecType[], lang: 'en' | 'ms' = 'en') =>
  tasksOf(slug, lang)[typicalTaskIndex(tasksOf(slug), wanted)];

describe('the typical task on a quiz result card (decision 250)', () => {
  test('Marine Assistant (R C): a Realistic student sees boat work, a Conventional one the paperwork', () => {
    expect(shown('marine-assistant', wantedTypes(['R'], 'RC'))).toBe(
      "Crew and maintain the department's boats, or look after lighthouses and other aids to navigation",
    );
    expect(shown('marine-assistant', wantedTypes(['R'], 'RC'), 'ms')).toMatch(/^Mengendalikan dan menyelenggara bot/);
    expect(shown('marine-assistant', wantedTypes(['C'], 'RC'))).toBe(
      "Help process ship registration and seafarers' documents",
    );
  });

  test('a trade whose guide starts with reading drawings shows the hands-on work', () => {
    expect(shown('tailor', wantedTypes(['R'], 'RA'))).toBe('Cut fabric and sew garments by machine and by hand');
    expect(shown('carpenter', wantedTypes([], 'RC'))).toMatch(/^Cut and shape timber/);
  });

  test('a Social student sees the caring side of nursing; the guide’s first task stays for a Conventional one', () => {
    expect(shown('nurse', wantedTypes(['S'], 'SCI'))).toMatch(/^Dress wounds/);
    expect(shown('nurse', wantedTypes(['C'], 'SCI'))).toBe(tasksOf('nurse')[0]);
  });

  test('the guide’s first task stays when no task clearly shows the wanted type', () => {
    // Network engineer (I C R): no task's words point to I; "Configure routers…" matches no list.
    expect(typicalTaskIndex(tasksOf('network-engineer'), wantedTypes(['I'], 'ICR'))).toBe(0);
    expect(typicalTaskIndex([], ['R'])).toBe(0);
    expect(typicalTaskIndex(['Plan the week', 'Meet people'], ['C'])).toBe(0);
  });

  test('word lists: matched at word starts, counted per type', () => {
    expect(taskTypeHits('Repair engines and keep records')).toMatchObject({ R: 2, C: 1, I: 0 });
    // "engine" must not catch "engineers", nor "care" catch "carefully".
    expect(taskTypeHits('Work with engineers and hand over carefully')).toMatchObject({ R: 0, S: 0 });
  });

  test('wanted types: the shared leading types first, then the job’s code, each once', () => {
    expect(wantedTypes(['I', 'R'], 'RIC')).toEqual(['I', 'R', 'C']);
    expect(wantedTypes([], 'SAC')).toEqual(['S', 'A', 'C']);
  });
});
