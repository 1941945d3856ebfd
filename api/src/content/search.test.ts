import fc from 'fast-check';
import { defaultContentDir } from '../paths.js';
import { loadContent } from './loader.js';
import { editDistance, normalise, typoDistances } from './normalise.js';
import { JobSearchIndex, searchText, typoBudget } from './search.js';

/** A realistic slice of the catalogue: English and Malay names, synonyms, short forms. */
const JOBS = [
  {
    id: 1,
    name: 'Medical Doctor',
    name_bm: 'Doktor Perubatan',
    synonyms: ['doctor', 'physician', 'MO'],
    synonyms_bm: ['doktor', 'pegawai perubatan'],
  },
  { id: 2, name: 'Dentist', name_bm: 'Doktor Gigi', synonyms: ['dental surgeon'], synonyms_bm: ['pakar gigi'] },
  { id: 3, name: 'Nurse', name_bm: 'Jururawat', synonyms: ['staff nurse', 'registered nurse'], synonyms_bm: ['misi'] },
  {
    id: 4,
    name: 'Civil Engineer',
    name_bm: 'Jurutera Awam',
    synonyms: ['structural engineer'],
    synonyms_bm: ['jurutera struktur'],
  },
  { id: 5, name: 'Mechanical Engineer', name_bm: 'Jurutera Mekanikal', synonyms: [], synonyms_bm: [] },
  { id: 6, name: 'Electrical Engineer', name_bm: 'Jurutera Elektrik', synonyms: [], synonyms_bm: [] },
  {
    id: 7,
    name: 'Software Developer',
    name_bm: 'Pembangun Perisian',
    synonyms: ['programmer', 'coder', 'software engineer'],
    synonyms_bm: ['pengaturcara', 'jurutera perisian'],
  },
  {
    id: 8,
    name: 'Accountant',
    name_bm: 'Akauntan',
    synonyms: ['chartered accountant'],
    synonyms_bm: ['akauntan bertauliah'],
  },
  {
    id: 9,
    name: 'Secondary School Teacher',
    name_bm: 'Guru Sekolah Menengah',
    synonyms: ['teacher', 'educator'],
    synonyms_bm: ['cikgu', 'pendidik'],
  },
  {
    id: 10,
    name: 'Police Officer',
    name_bm: 'Pegawai Polis',
    synonyms: ['policeman', 'cop'],
    synonyms_bm: ['polis', 'inspektor'],
  },
  {
    id: 11,
    name: 'Assistant Medical Officer',
    name_bm: 'Penolong Pegawai Perubatan',
    synonyms: ['MA', 'medical assistant'],
    synonyms_bm: ['PPP', 'pembantu perubatan'],
  },
  {
    id: 12,
    name: 'Veterinarian',
    name_bm: 'Doktor Veterinar',
    synonyms: ['vet', 'animal doctor'],
    synonyms_bm: ['doktor haiwan'],
  },
  { id: 13, name: 'Engineering Technologist', name_bm: 'Teknologis Kejuruteraan', synonyms: [], synonyms_bm: [] },
  { id: 14, name: 'Café Manager', name_bm: 'Pengurus Kafe', synonyms: [], synonyms_bm: [] },
  { id: 15, name: 'UI/UX Designer', name_bm: 'Pereka UI/UX', synonyms: ['product designer'], synonyms_bm: [] },
  { id: 16, name: 'Chef', name_bm: 'Cef', synonyms: ['cook'], synonyms_bm: ['tukang masak'] },
];
const byId = new Map(JOBS.map((j) => [j.id, j]));
const index = new JobSearchIndex(JOBS);
const names = (term: string, lang: 'en' | 'ms' = 'en') => index.search(term, lang).map((h) => byId.get(h.id)!.name);
const top = (term: string, lang: 'en' | 'ms' = 'en') => names(term, lang)[0];

describe('normalise', () => {
  test.each([
    ['Café', 'cafe'],
    ['  Jurutera   AWAM ', 'jurutera awam'],
    ['UI/UX Designer', 'ui ux designer'],
    ["Children's Nurse", 'childrens nurse'],
    ['Undang-undang', 'undang undang'],
    ['Naïve—résumé!!', 'naive resume'],
    ['?!…', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalise(input)).toBe(expected);
  });
});

describe('editDistance (Damerau-Levenshtein, restricted)', () => {
  test.each([
    ['enginer', 'engineer', 1],
    ['enjineer', 'engineer', 1],
    ['doktur', 'doktor', 1],
    ['teh', 'the', 1],
    ['programer', 'programmer', 1],
    ['abc', 'abc', 0],
    ['kitten', 'sitting', 3],
  ])('%s ↔ %s = %d', (a, b, d) => {
    expect(editDistance(a, b, 5)).toBe(d);
  });

  test('stops early past the budget', () => {
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
  });

  test('typo budget: none for 1–2 letters, 1 up to 5, 2 from 6', () => {
    expect([typoBudget('ab'), typoBudget('awm'), typoBudget('nurse'), typoBudget('enginer')]).toEqual([0, 1, 1, 2]);
  });
});

describe('job search', () => {
  test('exact name first', () => {
    expect(top('nurse')).toBe('Nurse');
    expect(top('Dentist')).toBe('Dentist');
  });

  test('start of a word: typing "jurut" finds every Jurutera', () => {
    const found = names('jurut', 'ms');
    expect(found).toEqual(expect.arrayContaining(['Civil Engineer', 'Mechanical Engineer', 'Electrical Engineer']));
    expect(found).not.toContain('Chef');
  });

  test('partial second word: "jurutera a" → Jurutera Awam first', () => {
    expect(top('jurutera a', 'ms')).toBe('Civil Engineer');
  });

  test('inside a word: "countant" finds Accountant', () => {
    expect(top('countant')).toBe('Accountant');
  });

  test.each([
    ['enginer', 'Engineer'],
    ['enjineer', 'Engineer'],
    ['engneer', 'Engineer'],
    ['ingineer', 'Engineer'],
  ])('typo %s → engineer jobs first', (term, word) => {
    const found = names(term);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.slice(0, 3).every((n) => n.includes(word))).toBe(true);
  });

  test.each([
    ['doktur', ['Medical Doctor', 'Dentist', 'Veterinarian']],
    ['docter', ['Medical Doctor']],
    ['akauntan', ['Accountant']],
    ['akaunten', ['Accountant']],
    ['acountant', ['Accountant']],
    ['programer', ['Software Developer']],
    ['progammer', ['Software Developer']],
    ['nurs', ['Nurse']],
    ['nrse', ['Nurse']],
    ['jururwat', ['Nurse']],
    ['cikgu', ['Secondary School Teacher']],
    ['cigku', ['Secondary School Teacher']],
    ['techer', ['Secondary School Teacher']],
    ['polis', ['Police Officer']],
    ['polise', ['Police Officer']],
    ['pengaturcara', ['Software Developer']],
    ['perisian', ['Software Developer']],
    ['jurutera awm', ['Civil Engineer']],
    ['jurutra awam', ['Civil Engineer']],
    ['mekanikal', ['Mechanical Engineer']],
    ['PPP', ['Assistant Medical Officer']],
    ['vet', ['Veterinarian']],
    ['cafe', ['Café Manager']],
    ['kafe', ['Café Manager']],
    ['uiux', ['UI/UX Designer']],
    ['ui ux', ['UI/UX Designer']],
    ['doktor haiwan', ['Veterinarian']],
    ['tukang masak', ['Chef']],
  ])('%s → %j first', (term, expected) => {
    const found = names(term);
    expect(found.slice(0, expected.length).sort()).toEqual([...expected].sort());
  });

  test('"doktor" ranks the three doctors above anything else and finds them in both languages', () => {
    expect(names('doktor', 'ms').slice(0, 3).sort()).toEqual(['Dentist', 'Medical Doctor', 'Veterinarian']);
    expect(names('doktor', 'en').slice(0, 3).sort()).toEqual(['Dentist', 'Medical Doctor', 'Veterinarian']);
  });

  test('a synonym that equals the query beats a name that merely contains it', () => {
    // "doctor" is Medical Doctor's synonym; Veterinarian only has "animal doctor".
    expect(top('doctor')).toBe('Medical Doctor');
  });

  test('software engineer: the job with that exact synonym comes first', () => {
    expect(top('software engineer')).toBe('Software Developer');
  });

  test('English query on the Malay page and Malay query on the English page', () => {
    expect(top('nurse', 'ms')).toBe('Nurse');
    expect(top('jururawat', 'en')).toBe('Nurse');
  });

  test('accents and case do not matter', () => {
    expect(top('CAFÉ')).toBe('Café Manager');
    expect(top('JURURAWAT')).toBe('Nurse');
  });

  test('nonsense and empty input find nothing', () => {
    expect(names('zzzzqqq')).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names('?!')).toEqual([]);
  });

  test('one or two letters match only starts of words (no typo guesses)', () => {
    const hits = index.search('ch', 'en').map((h) => byId.get(h.id)!);
    expect(hits.map((j) => j.name)).toContain('Chef');
    for (const job of hits) {
      const words = [job.name, job.name_bm, ...job.synonyms, ...job.synonyms_bm].flatMap((t) =>
        normalise(t).split(' '),
      );
      expect(words.some((w) => w.startsWith('ch'))).toBe(true);
    }
    expect(names('xq')).toEqual([]);
  });

  test('results are limited and deterministic', () => {
    expect(index.search('e', 'en', 5)).toHaveLength(5);
    expect(names('engineer')).toEqual(names('engineer'));
  });
});

describe('searchText', () => {
  test('normalised name and synonyms, de-duplicated, ", "-separated', () => {
    expect(searchText('UI/UX Designer', ['product designer', 'UI UX designer'])).toBe(
      'ui ux designer, product designer',
    );
  });
});

describe('the word index and letter filter change nothing (issue 13: the cache-miss path)', () => {
  /**
   * The index scores only the jobs that can match (`candidates`) and skips typo checks a word
   * cannot pass; the reference scores every job against the whole vocabulary with no filter. Both
   * must give the same hits with the same scores, over the real catalogue and random terms.
   */
  let real: JobSearchIndex;
  let words: string[];
  beforeAll(async () => {
    const jobs = (await loadContent(defaultContentDir)).content.jobs;
    real = new JobSearchIndex(jobs);
    words = jobs
      .flatMap((j) => [j.name, j.name_bm, ...j.synonyms, ...j.synonyms_bm])
      .flatMap((t) => normalise(t).split(' '));
  });

  /** Every job scored, every vocabulary word compared with a full edit-distance check. */
  function reference(index: JobSearchIndex, term: string, lang: 'en' | 'ms') {
    const inner = index as unknown as {
      jobs: { id: number; name: string; name_bm: string }[];
      vocabulary: string[];
      scoreJob: (...args: unknown[]) => number;
    };
    const query = normalise(term);
    if (!query) return [];
    const tokens = query.split(' ');
    const wordScores = tokens.map((token) => {
      const scores = new Map<string, number>();
      const budget = typoBudget(token);
      for (const word of inner.vocabulary) {
        let score = 0;
        if (word === token) score = 100;
        else if (word.startsWith(token)) score = 80;
        else if (token.length >= 3 && word.includes(token)) score = 50;
        else if (budget > 0) {
          const d = typoDistances(token, word, budget, { whole: 0, prefix: 0 });
          let distance = d.whole;
          if (distance > budget && word.length > token.length && d.prefix <= budget) distance = d.prefix + 1;
          if (distance <= budget) score = 40 - 10 * distance;
        }
        if (score > 0) scores.set(word, score);
      }
      return scores;
    });
    const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
    const nameOf = (j: { name: string; name_bm: string }) => (lang === 'ms' ? j.name_bm : j.name);
    return inner.jobs
      .map((job) => ({ job, score: inner.scoreJob(job, query, tokens, tokens.join(''), wordScores) }))
      .filter((h) => h.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          nameOf(a.job).length - nameOf(b.job).length ||
          collator.compare(nameOf(a.job), nameOf(b.job)) ||
          a.job.id - b.job.id,
      )
      .slice(0, 50)
      .map((h) => ({ id: h.job.id, score: h.score }));
  }

  test('random words, typos and partial words over the real catalogue', () => {
    const term = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc
        .constantFrom(...words)
        .chain((w) =>
          fc
            .tuple(fc.nat(w.length), fc.nat(3), fc.constantFrom('', 'a', 'e', 'x', 'k', ' '))
            .map(([at, op, ch]) =>
              op === 0
                ? w.slice(0, at)
                : op === 1
                  ? w.slice(0, at) + w.slice(at + 1)
                  : op === 2
                    ? w.slice(0, at) + ch + w.slice(at)
                    : `${w} ${ch}`,
            ),
        ),
    );
    fc.assert(
      fc.property(term, fc.constantFrom('en' as const, 'ms' as const), (t, lang) => {
        expect(real.search(t, lang)).toEqual(reference(real, t, lang));
      }),
      { numRuns: 400 },
    );
  });
});
