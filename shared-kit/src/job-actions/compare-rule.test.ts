import { COMPARE_LIMIT, compareAdd } from './compare-rule';

test('the tray takes three jobs, then refuses a fourth and the same job twice', () => {
  let slugs: readonly string[] = [];
  for (const slug of ['nurse', 'chef', 'pilot']) {
    const result = compareAdd(slugs, slug);
    expect(result.ok).toBe(true);
    slugs = result.slugs;
  }
  expect(slugs).toHaveLength(COMPARE_LIMIT);
  expect(compareAdd(slugs, 'welder')).toEqual({ ok: false, reason: 'full', slugs: ['nurse', 'chef', 'pilot'] });
  expect(compareAdd(['nurse'], 'nurse')).toEqual({ ok: false, reason: 'already-added', slugs: ['nurse'] });
});
