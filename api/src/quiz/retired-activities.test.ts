import { loadContent } from '../content/loader.js';
import { defaultContentDir } from '../paths.js';
import { RETIRED_ACTIVITIES } from './retired-activities.js';

/** The retired activities (decision 298) against the real bank in content/. */
test('no retired key is in the bank (a new quiz can never show one), and none is listed twice', async () => {
  const bank = (await loadContent(defaultContentDir)).content.activities;
  const current = new Set(bank.map((a) => a.key));
  expect(RETIRED_ACTIVITIES.filter((a) => current.has(a.key))).toEqual([]);
  expect(new Set(RETIRED_ACTIVITIES.map((a) => a.key)).size).toBe(RETIRED_ACTIVITIES.length);
});

test('each keeps a type and the label the student saw, in both languages', () => {
  for (const a of RETIRED_ACTIVITIES) {
    expect('RIASEC').toContain(a.type);
    expect(a.label.en.trim()).not.toBe('');
    expect(a.label.ms.trim()).not.toBe('');
    expect(a.label.ms).not.toBe(a.label.en);
  }
});
