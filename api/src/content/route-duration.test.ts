import type { LoadedContent } from './loader.js';
import { routeDurationProblems } from './rules.js';
import type { JobContent } from './schemas.js';

/** A route's duration is how long the step takes, never a moment such as "After SPM" (issue 24, decision 286). */
const route = (duration: { en: string; ms: string } | null) => ({
  type: 'appointment',
  duration,
  description: { en: 'Apply to SPA.', ms: 'Mohon kepada SPA.' },
});
const loadedWith = (...durations: ({ en: string; ms: string } | null)[]) =>
  ({
    content: {
      jobs: [{ id: 1, slug: 'a-job', pathway: { entry_subjects: [], routes: durations.map(route) } } as unknown as JobContent],
      jobFiles: new Map(),
    },
    problems: [],
    jobFileSlugs: new Set(),
  }) as unknown as LoadedContent;

describe('routeDurationProblems', () => {
  test('a length of time, "Ongoing" or no duration at all passes', () => {
    expect(
      routeDurationProblems(
        loadedWith({ en: '3 years', ms: '3 tahun' }, { en: 'Several months of basic training', ms: 'Beberapa bulan latihan asas' }, { en: 'Ongoing', ms: 'Berterusan' }, null),
      ),
    ).toEqual([]);
  });

  test('a moment is not a duration, in either language', () => {
    expect(routeDurationProblems(loadedWith({ en: 'After SPM', ms: 'Selepas SPM' }))).toEqual([
      expect.stringContaining('pathway.routes[0].duration.en "After SPM" is a moment'),
      expect.stringContaining('pathway.routes[0].duration.ms "Selepas SPM" is a moment'),
    ]);
    expect(routeDurationProblems(loadedWith(null, { en: 'On graduation', ms: '4 tahun' }))).toEqual([
      expect.stringContaining('pathway.routes[1].duration.en "On graduation"'),
    ]);
  });
});
